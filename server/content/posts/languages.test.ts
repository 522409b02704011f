import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { insertTestPost } from "../testing/posts.ts";
import { findPublishedPost, listPublishedPosts, postSitemapEntries, relatedPosts } from "./read.ts";

const now = new Date("2026-03-14T16:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
let database: Database;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // An English report with a Vietnamese translation under its own slug and a German one under the same.
  ids.derby = await insertTestPost(db, {
    slug: "derby-report",
    title: "Derby report",
    tags: ["derby"],
    publishedAt: hoursAgo(5),
  });
  ids.derbyVi = await insertTestPost(db, {
    slug: "bao-cao-tran-derby",
    title: "Báo cáo trận derby",
    tags: ["derby"],
    language: "vi",
    translationOf: ids.derby,
    publishedAt: hoursAgo(4),
  });
  ids.derbyDe = await insertTestPost(db, {
    slug: "derby-report",
    title: "Derbybericht",
    tags: ["derby"],
    language: "de",
    translationOf: ids.derby,
    publishedAt: hoursAgo(3),
  });
  // English only.
  ids.transfers = await insertTestPost(db, {
    slug: "transfer-window",
    title: "Transfer window",
    tags: ["derby"],
    publishedAt: hoursAgo(2),
  });
  // A Spanish translation still a draft: Spanish readers get the English meanwhile.
  ids.transfersEs = await insertTestPost(db, {
    slug: "mercado-de-fichajes",
    title: "Mercado de fichajes",
    status: "draft",
    language: "es",
    translationOf: ids.transfers,
  });
  // Written in Vietnamese and shown to every language.
  ids.local = await insertTestPost(db, {
    slug: "giai-vo-dich",
    title: "Giải vô địch",
    language: "vi",
    publishedAt: hoursAgo(1),
  });
});
afterAll(() => database?.close());

const titles = async (options: { language?: Locale }) =>
  (await listPublishedPosts(database.db, { ...options, now })).posts.map((post) => [
    post.title,
    post.language,
  ]);

describe("a language's blog", () => {
  it("lists its own posts and the originals not translated into it, each group once", async () => {
    expect(await titles({ language: "vi" })).toEqual([
      ["Giải vô địch", "vi"],
      ["Transfer window", "en"],
      ["Báo cáo trận derby", "vi"],
    ]);
    expect(await titles({ language: "de" })).toEqual([
      ["Giải vô địch", "vi"],
      ["Transfer window", "en"],
      ["Derbybericht", "de"],
    ]);
    // English is the default: the English originals and the Vietnamese one, no translations.
    expect(await titles({})).toEqual([
      ["Giải vô địch", "vi"],
      ["Transfer window", "en"],
      ["Derby report", "en"],
    ]);
    // A draft translation does not hide its original.
    expect(await titles({ language: "es" })).toEqual([
      ["Giải vô địch", "vi"],
      ["Transfer window", "en"],
      ["Derby report", "en"],
    ]);
  });

  it("relates posts the reader's language shows, never the same story twice", async () => {
    const lookup = await findPublishedPost(database.db, "transfer-window", now, "vi");
    const post = lookup && "post" in lookup ? lookup.post : null;
    const related = await relatedPosts(database.db, post!, now, "vi");
    expect(related.map((card) => card.title)).toEqual(["Báo cáo trận derby"]);
  });
});

describe("an article under a language's prefix", () => {
  it("is the language's own post when it has one with the slug", async () => {
    const found = await findPublishedPost(database.db, "derby-report", now, "de");
    expect(found && "post" in found && [found.post.title, found.post.language]).toEqual([
      "Derbybericht",
      "de",
    ]);
    const english = await findPublishedPost(database.db, "derby-report", now);
    expect(english && "post" in english && english.post.title).toBe("Derby report");
  });

  it("moves to the language's translation where it has its own slug", async () => {
    expect(await findPublishedPost(database.db, "derby-report", now, "vi")).toEqual({
      redirectTo: "bao-cao-tran-derby",
    });
    // And a translation's slug read in a language without one leads to the original.
    expect(await findPublishedPost(database.db, "bao-cao-tran-derby", now, "ja")).toEqual({
      redirectTo: "derby-report",
    });
  });

  it("falls back to the original, as written, where there is no published translation", async () => {
    const found = await findPublishedPost(database.db, "transfer-window", now, "es");
    expect(found && "post" in found && [found.post.title, found.post.language]).toEqual([
      "Transfer window",
      "en",
    ]);
    const local = await findPublishedPost(database.db, "giai-vo-dich", now);
    expect(local && "post" in local && local.post.language).toBe("vi");
  });

  it("names the versions its group is published in, the original first, for its alternates", async () => {
    const found = await findPublishedPost(database.db, "derby-report", now, "de");
    expect(found && "post" in found && found.post.versions).toEqual([
      { language: "en", slug: "derby-report", original: true },
      { language: "de", slug: "derby-report", original: false },
      { language: "vi", slug: "bao-cao-tran-derby", original: false },
    ]);
    const alone = await findPublishedPost(database.db, "transfer-window", now, "es");
    expect(alone && "post" in alone && alone.post.versions).toEqual([
      { language: "en", slug: "transfer-window", original: true },
    ]);
  });
});

describe("the sitemap's posts", () => {
  it("lists each published version at its address with its group's languages and the original as default", async () => {
    const entries = await postSitemapEntries(database.db, now);
    expect(entries.map((entry) => entry.path)).toEqual([
      "/vi/blogs/giai-vo-dich",
      "/blogs/transfer-window",
      "/de/blogs/derby-report",
      "/vi/blogs/bao-cao-tran-derby",
      "/blogs/derby-report",
    ]);
    const derby = [
      { hreflang: "en", path: "/blogs/derby-report" },
      { hreflang: "de", path: "/de/blogs/derby-report" },
      { hreflang: "vi", path: "/vi/blogs/bao-cao-tran-derby" },
      { hreflang: "x-default", path: "/blogs/derby-report" },
    ];
    expect(entries[2]!.alternates).toEqual(expect.arrayContaining(derby));
    expect(entries[2]!.alternates).toHaveLength(4);
    expect(entries[4]!.alternates).toEqual(entries[2]!.alternates);
    expect(entries[1]!.alternates).toEqual([
      { hreflang: "en", path: "/blogs/transfer-window" },
      { hreflang: "x-default", path: "/blogs/transfer-window" },
    ]);
  });
});
