import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, type HttpApp } from "../../app/http-app.ts";
import { mountSite } from "../../app/site.ts";
import { edgeServices } from "../../app/testing/edge-services.ts";
import { loadConfig } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createMetrics } from "../../http/metrics.ts";
import { insertTestPost } from "../testing/posts.ts";

const SITE = "https://news.example.org";
let database: Database;
let app: HttpApp;
const parser = new Parser();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // A derby report in English with a German translation under its own slug, an English preview
  // nobody has translated, and a Vietnamese cup story written for everyone.
  const derby = await insertTestPost(db, {
    slug: "derby-report",
    title: "Derby report",
    tags: ["derby"],
    publishedAt: new Date("2026-03-10T18:00:00Z"),
  });
  await insertTestPost(db, {
    slug: "derbybericht",
    title: "Derbybericht",
    tags: ["derby"],
    language: "de",
    translationOf: derby,
    publishedAt: new Date("2026-03-11T09:00:00Z"),
  });
  await insertTestPost(db, {
    slug: "weekend-preview",
    title: "Weekend preview",
    tags: ["preview"],
    publishedAt: new Date("2026-03-12T09:00:00Z"),
  });
  await insertTestPost(db, {
    slug: "hanh-trinh-cup",
    title: "Hành trình cúp",
    language: "vi",
    publishedAt: new Date("2026-03-09T09:00:00Z"),
  });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-feeds-")),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: SITE,
    SITE_NAME: "Goalline",
  });
  app = createHttpApp({ services: edgeServices(config, database), metrics: createMetrics(), mountSite });
});
afterAll(() => database?.close());

const read = async (path: string) => {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  const text = await response.text();
  return { text, feed: await parser.parseString(text) };
};

describe("a feed per language", () => {
  it("gives German readers the German post, the originals not translated into German, and German words", async () => {
    const { text, feed } = await read("/de/blogs/rss.xml");
    expect(feed.items.map((item) => [item.title, item.link])).toEqual([
      ["Weekend preview", `${SITE}/de/blogs/weekend-preview`],
      ["Derbybericht", `${SITE}/de/blogs/derbybericht`],
      ["Hành trình cúp", `${SITE}/de/blogs/hanh-trinh-cup`],
    ]);
    expect(text).toContain("<language>de</language>");
    expect(feed.title).toBe("Goalline-News");
    expect(feed.description).toBe("Geschichten, Vorberichte und Spielberichte von Goalline");
    expect(feed.link).toBe(`${SITE}/de/blogs`);
    expect(text).toContain(`<atom:link href="${SITE}/de/blogs/rss.xml" rel="self"`);
  });

  it("keeps the English feed at its old address, with no translation in it", async () => {
    const { text, feed } = await read("/blogs/rss.xml");
    expect(feed.items.map((item) => item.title)).toEqual([
      "Weekend preview",
      "Derby report",
      "Hành trình cúp",
    ]);
    expect(feed.items[0]!.link).toBe(`${SITE}/blogs/weekend-preview`);
    expect(text).toContain("<language>en</language>");
    expect(feed.title).toBe("Goalline news");
  });

  it("marks the Atom feed with its language, and an entry written in another with its own", async () => {
    const { text, feed } = await read("/de/blogs/atom.xml");
    expect(text).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="de">/);
    expect(feed.title).toBe("Goalline-News");
    expect(text).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/de/blogs/atom.xml"/>`);
    expect(text).toContain('<entry xml:lang="en"><title type="text">Weekend preview</title>');
    expect(text).toContain('<entry><title type="text">Derbybericht</title>');
    expect(text).toContain('<entry xml:lang="vi"><title type="text">Hành trình cúp</title>');
  });

  it("has a topic's feed in each language", async () => {
    const { feed } = await read("/de/blogs/tag/derby/rss.xml");
    expect(feed.items.map((item) => item.title)).toEqual(["Derbybericht"]);
    expect(feed.title).toBe("Goalline: derby");
    const japanese = await read("/ja/blogs/tag/derby/atom.xml");
    expect(japanese.feed.items.map((item) => item.title)).toEqual(["Derby report"]);
    expect(japanese.feed.title).toBe("Goalline：derby");
    expect(japanese.text).toContain(`href="${SITE}/ja/blogs?tag=derby"`);
  });

  it("names the language by its tag, Brazilian Portuguese included", async () => {
    const { text, feed } = await read("/pt-br/blogs/rss.xml");
    expect(text).toContain("<language>pt-BR</language>");
    expect(feed.title).toBe("Notícias do Goalline");
    expect(feed.items[0]!.link).toBe(`${SITE}/pt-br/blogs/weekend-preview`);
  });

  it("answers 404 under a prefix that is no language of the site's", async () => {
    for (const path of ["/fr/blogs/rss.xml", "/en/blogs/atom.xml", "/xx/blogs/tag/derby/rss.xml"]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
