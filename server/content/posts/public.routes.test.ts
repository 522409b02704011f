import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
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
import { mountPostsPublicRoutes } from "./public.routes.ts";

const SITE = "https://news.example.org";
let database: Database;
let app: HttpApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  for (let i = 1; i <= 4; i += 1) {
    await insertTestPost(db, {
      slug: `story-${i}`,
      title: `Story ${i}`,
      tags: i === 4 ? ["derby", "match report"] : ["derby"],
      publishedAt: new Date(Date.UTC(2026, 2, i, 18)),
      updatedAt: new Date(Date.UTC(2026, 2, i, 20)),
    });
  }
  const tricky = await insertTestPost(db, {
    slug: "cup-tie",
    title: 'Reds <3 Blues & "friends" > rivals',
    excerpt: "A <b>tie</b> & more",
    body: "Fish & chips at half time.\n\nSee [the table](/league/1), ![the crowd](/media/crowd.jpg) and [the goals](#section-goals).",
    tags: ["match report"],
    publishedAt: new Date(Date.UTC(2026, 2, 10, 18)),
    updatedAt: new Date(Date.UTC(2026, 2, 11, 9)),
  });
  await db.execute(sql`insert into post_slug_redirects (slug, post_id) values ('old-cup-tie', ${tricky})`);
  await insertTestPost(db, { slug: "draft-story", title: "Draft", status: "draft", tags: ["derby"] });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-posts-api-")),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: SITE,
    SITE_NAME: "Goalline",
  });
  const services = edgeServices(config, database);
  app = createHttpApp({ services, metrics: createMetrics(), mountApi: mountPostsPublicRoutes, mountSite });
});
afterAll(async () => {
  await database.close();
});

type ListAnswer = {
  data: { slug: string; title: string; published_at: string }[];
  next_cursor: string | null;
};

describe("GET /api/posts", () => {
  it("pages published posts newest first with a cursor, publicly cacheable", async () => {
    const first = await app.request("/api/posts?limit=3");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/^public/);
    const page1 = (await first.json()) as ListAnswer;
    expect(page1.data.map((p) => p.slug)).toEqual(["cup-tie", "story-4", "story-3"]);
    const page2 = (await (
      await app.request(`/api/posts?limit=3&cursor=${page1.next_cursor}`)
    ).json()) as ListAnswer;
    expect(page2.data.map((p) => p.slug)).toEqual(["story-2", "story-1"]);
    expect(page2.next_cursor).toBeNull();
  });

  it("filters by tag", async () => {
    const answer = (await (await app.request("/api/posts?tag=match%20report")).json()) as ListAnswer;
    expect(answer.data.map((p) => p.slug)).toEqual(["cup-tie", "story-4"]);
  });

  it("refuses a cursor it did not make and limits over 50", async () => {
    const bad = await app.request("/api/posts?cursor=bm90LWEtY3Vyc29y");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid-cursor" } });
    expect((await app.request("/api/posts?limit=51")).status).toBe(400);
  });
});

describe("GET /api/posts/{slug}", () => {
  it("answers a published post with its sanitised body", async () => {
    const response = await app.request("/api/posts/cup-tie");
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { title: string; body_html: string } };
    expect(data.title).toBe('Reds <3 Blues & "friends" > rivals');
    expect(data.body_html).toContain("Fish &amp; chips at half time.");
  });

  it("moves an old slug to the new address for good", async () => {
    const response = await app.request("/api/posts/old-cup-tie");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/api/posts/cup-tie");
  });

  it("answers 404 post-not-found for drafts and unknown slugs", async () => {
    for (const slug of ["draft-story", "nothing-here", "Bad%20Slug"]) {
      const response = await app.request(`/api/posts/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "post-not-found" } });
    }
  });
});

describe("feeds", () => {
  const parser = new Parser();

  it("RSS 2.0 lists the newest posts with absolute links, dates and escaped titles", async () => {
    const response = await app.request("/blogs/rss.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = await parser.parseString(await response.text());
    expect(feed.items.map((item) => item.link)).toEqual([
      `${SITE}/blogs/cup-tie`,
      ...[4, 3, 2, 1].map((i) => `${SITE}/blogs/story-${i}`),
    ]);
    expect(feed.items[0]!.title).toBe('Reds <3 Blues & "friends" > rivals');
    expect(new Date(feed.items[0]!.pubDate!).toISOString()).toBe("2026-03-10T18:00:00.000Z");
    expect(feed.items[0]!.content).toBe("A <b>tie</b> & more");
    expect(feed.items[0]!["content:encoded"]).toContain("Fish &amp; chips at half time.");
    expect(feed.lastBuildDate).toBe("Wed, 11 Mar 2026 09:00:00 GMT");
    expect(feed.items.map((item) => item.title)).not.toContain("Draft");
  });

  it("Atom 1.0 carries the same posts with updated times", async () => {
    const response = await app.request("/blogs/atom.xml");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = await parser.parseString(await response.text());
    expect(feed.items).toHaveLength(5);
    expect(feed.items[0]).toMatchObject({
      title: 'Reds <3 Blues & "friends" > rivals',
      link: `${SITE}/blogs/cup-tie`,
      isoDate: "2026-03-10T18:00:00.000Z",
    });
    expect(feed.items[0]!.summary).toBe("A <b>tie</b> & more");
    expect((feed as unknown as { updated?: string }).updated ?? feed.lastBuildDate).toBe(
      "2026-03-11T09:00:00.000Z",
    );
  });

  it("links only to absolute addresses inside the articles, resolved against the site", async () => {
    for (const kind of ["rss", "atom"]) {
      const feed = await parser.parseString(await (await app.request(`/blogs/${kind}.xml`)).text());
      const item = feed.items[0] as { "content:encoded"?: string; content?: string };
      const html = kind === "rss" ? item["content:encoded"]! : item.content!;
      const addresses = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
      expect(addresses, kind).toEqual([
        `${SITE}/league/1`,
        `${SITE}/media/crowd.jpg`,
        `${SITE}/blogs/cup-tie#section-goals`,
      ]);
    }
  });

  it("has one feed per tag", async () => {
    for (const kind of ["rss", "atom"]) {
      const feed = await parser.parseString(
        await (await app.request(`/blogs/tag/match%20report/${kind}.xml`)).text(),
      );
      expect(feed.items.map((item) => item.link)).toEqual([`${SITE}/blogs/cup-tie`, `${SITE}/blogs/story-4`]);
      expect(feed.title).toBe("Goalline: match report");
    }
  });
});

describe("conditional polling", () => {
  it("feeds carry an ETag and the newest change as Last-Modified, and answer 304 to a current copy", async () => {
    for (const path of ["/blogs/rss.xml", "/blogs/atom.xml", "/blogs/tag/derby/rss.xml"]) {
      const first = await app.request(path);
      const etag = first.headers.get("ETag");
      expect(etag, path).toMatch(/^W\/".+"$/);
      const lastModified = first.headers.get("Last-Modified");
      expect(lastModified, path).toBe(
        path.includes("derby") ? "Wed, 04 Mar 2026 20:00:00 GMT" : "Wed, 11 Mar 2026 09:00:00 GMT",
      );
      const same = await app.request(path, { headers: { "If-None-Match": etag! } });
      expect(same.status, path).toBe(304);
      expect(await same.text(), path).toBe("");
      expect(same.headers.get("ETag"), path).toBe(etag);
      const since = await app.request(path, { headers: { "If-Modified-Since": lastModified! } });
      expect(since.status, path).toBe(304);
      const older = await app.request(path, {
        headers: { "If-Modified-Since": "Wed, 04 Mar 2026 19:59:59 GMT" },
      });
      expect(older.status, path).toBe(200);
      // An entity tag decides when both are sent.
      const changed = await app.request(path, {
        headers: { "If-None-Match": 'W/"other"', "If-Modified-Since": lastModified! },
      });
      expect(changed.status, path).toBe(200);
    }
  });

  it("the sitemap carries an ETag and answers 304 to a current copy", async () => {
    const first = await app.request("/sitemap.xml");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await app.request("/sitemap.xml", { headers: { "If-None-Match": etag! } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect((await app.request("/sitemap.xml", { headers: { "If-None-Match": 'W/"x"' } })).status).toBe(200);
  });
});

describe("sitemap", () => {
  it("lists /blogs and every published post with its last change", async () => {
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE}/blogs</loc>`);
    expect(xml).toContain(`<url><loc>${SITE}/blogs/cup-tie</loc><lastmod>2026-03-11</lastmod>`);
    // With the languages it is written in, English only, its original the default.
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/blogs/cup-tie"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blogs/cup-tie"/></url>`,
    );
    expect(xml).not.toContain(`${SITE}/vi/blogs/cup-tie`);
    expect(xml).toContain(`<loc>${SITE}/blogs/story-1</loc>`);
    expect(xml).not.toContain("draft-story");
  });
});
