import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { createEditingWorld } from "../../sports/editing/matches-testing.ts";
import { matches } from "../../sports/schema.ts";
import { media, postSlugRedirects, posts } from "../schema.ts";
import { slugify } from "./input.ts";
import {
  createPost,
  deletePost,
  getCmsPost,
  listCmsPosts,
  listPostRevisions,
  type PostAct,
  publishIfDue,
  restorePostRevision,
  updatePost,
} from "./posts.ts";
import { publishDuePosts } from "./schedule.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const act: PostAct = { actor: { kind: "automation", id: "admin-token", role: "admin" }, ip: null };
const db = () => database.db;
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string }) => error.code,
  );
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe("slugs", () => {
  it("are made from titles: folded accents, hyphens, at most 80 characters at a word boundary", () => {
    expect(slugify("Crème Brûlée at the Estádio São Paulo!")).toBe("creme-brulee-at-the-estadio-sao-paulo");
    expect(slugify("Straße & Ørsted's  big  night")).toBe("strasse-orsted-s-big-night");
    expect(slugify("¿¡!?")).toBe("post");
    const long = slugify("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^(word-)*word$/);
  });

  it("take -2, -3 when made from a title already used, and refuse an explicit one that is taken", async () => {
    const first = await createPost(db(), { title: "Derby Day", body_markdown: "One" }, act);
    const second = await createPost(db(), { title: "Derby day", body_markdown: "Two" }, act);
    const third = await createPost(db(), { title: "DERBY DAY", body_markdown: "Three" }, act);
    expect([first.slug, second.slug, third.slug]).toEqual(["derby-day", "derby-day-2", "derby-day-3"]);
    expect(await codeOf(createPost(db(), { title: "X", slug: "derby-day", body_markdown: "" }, act))).toBe(
      "slug-taken",
    );
    expect(await codeOf(createPost(db(), { title: "X", slug: "Not A Slug", body_markdown: "" }, act))).toBe(
      "invalid-slug",
    );
    expect(await codeOf(createPost(db(), { title: "X", slug: "a".repeat(81), body_markdown: "" }, act))).toBe(
      "invalid-slug",
    );
  });

  it("keep the old address as a redirect when changed, and give it up to a post that takes it", async () => {
    const post = await createPost(db(), { title: "Transfer rumours", body_markdown: "" }, act);
    const moved = await updatePost(db(), post.id, { slug: "transfer-news" }, 1, act);
    expect(moved.post.slug).toBe("transfer-news");
    const redirect = await db()
      .select()
      .from(postSlugRedirects)
      .where(eq(postSlugRedirects.slug, "transfer-rumours"));
    expect(redirect.map((r) => r.postId)).toEqual([post.id]);

    // Going back to the old slug: the redirect row would point at itself, so it goes.
    const back = await updatePost(db(), post.id, { slug: "transfer-rumours" }, 2, act);
    expect(back.post.slug).toBe("transfer-rumours");
    const rows = await db().select().from(postSlugRedirects).where(eq(postSlugRedirects.postId, post.id));
    expect(rows.map((r) => r.slug)).toEqual(["transfer-news"]);

    // Another post may claim a slug that is only a redirect now.
    const other = await createPost(db(), { title: "News", slug: "transfer-news", body_markdown: "" }, act);
    expect(other.slug).toBe("transfer-news");
    expect(
      await db().select().from(postSlugRedirects).where(eq(postSlugRedirects.slug, "transfer-news")),
    ).toEqual([]);
  });
});

describe("saving a post", () => {
  it("renders the body, links embedded matches, and writes a revision and an audit entry per save", async () => {
    const world = await createEditingWorld(db());
    const [first, second] = world.teams.map((team) => team.id) as [number, number];
    const [match] = await db()
      .insert(matches)
      .values({
        seasonId: world.leagueSeason.id,
        homeTeamId: first,
        awayTeamId: second,
        kickoffAt: new Date(),
      })
      .returning({ id: matches.id });
    const post = await createPost(
      db(),
      {
        title: "Match report",
        body_markdown: "A <b>tight</b> game.\n\n::match[42]",
        tags: ["Derby", "derby", " Reports "],
        links: { teams: [second, first, second], matches: [match!.id] },
      },
      act,
    );
    expect(post.body_html).toContain("&lt;b&gt;tight&lt;/b&gt;");
    expect(post.body_html).toContain('<div class="match-embed" data-match-id="42"></div>');
    const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
    expect(post.links).toEqual({
      competitions: [],
      teams: [first, second],
      matches: sorted([match!.id, 42]),
    });
    expect(post.tags).toEqual(["derby", "reports"]);
    expect(post).toMatchObject({ status: "draft", version: 1, published_at: null });

    const edited = await updatePost(db(), post.id, { body_markdown: "::match[9]", version: 1 }, 1, act);
    expect(edited.post.version).toBe(2);
    expect(edited.post.body_html.trim()).toBe('<div class="match-embed" data-match-id="9"></div>');
    expect(edited.post.links.matches).toEqual(sorted([match!.id, 9, 42]));

    const revisions = await listPostRevisions(db(), post.id);
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    expect(revisions[1]!.snapshot.body_markdown).toBe("A <b>tight</b> game.\n\n::match[42]");
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "post"), eq(auditLog.targetId, String(post.id))));
    expect(audits.map((a) => a.action)).toEqual(["post.create", "post.update"]);
  });

  it("refuses a stale version with the post as it is now, and answers a change to nothing unchanged", async () => {
    const post = await createPost(db(), { title: "Versions", body_markdown: "v1" }, act);
    await updatePost(db(), post.id, { title: "Versions, again" }, 1, act);
    const stale = await updatePost(db(), post.id, { title: "Mine" }, 1, act).catch((e) => e);
    expect(stale.code).toBe("edit-conflict");
    expect(stale.details.current).toMatchObject({ title: "Versions, again", version: 2 });
    const same = await updatePost(db(), post.id, { title: "Versions, again" }, 2, act);
    expect(same).toMatchObject({ action: null, post: { version: 2 } });
    expect(await codeOf(updatePost(db(), 999_999, { title: "Nobody" }, 1, act))).toBe("post-not-found");
  });

  it("publishes with published_at kept while it stays published, and checks scheduling times", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const post = await createPost(db(), { title: "Going live", body_markdown: "" }, act, { now });
    const published = await updatePost(db(), post.id, { status: "published" }, 1, act, { now });
    expect(published).toMatchObject({ action: "post.publish", post: { published_at: now.toISOString() } });
    const later = new Date("2026-03-01T12:00:00Z");
    const edited = await updatePost(db(), post.id, { title: "Gone live" }, 2, act, { now: later });
    expect(edited.post.published_at).toBe(now.toISOString());

    for (const publish_at of [undefined, null, "2026-03-01T11:00:00Z"]) {
      const result = updatePost(db(), post.id, { status: "scheduled", publish_at }, 3, act, { now: later });
      expect(await codeOf(result)).toBe("invalid-publish-at");
    }
    const bad = createPost(db(), { title: "T", body_markdown: "", publish_at: "tomorrow" }, act);
    expect(await codeOf(bad)).toBe("invalid-publish-at");
    expect(await codeOf(createPost(db(), { title: " ", body_markdown: "" }, act))).toBe("invalid-title");
    expect(
      await codeOf(createPost(db(), { title: "T", body_markdown: "", cover_image_id: 12345 }, act)),
    ).toBe("media-not-found");
  });

  it("takes an uploaded image as its cover", async () => {
    const [image] = await db()
      .insert(media)
      .values({
        key: "k-cover",
        filename: "c.jpg",
        format: "jpeg",
        width: 4,
        height: 3,
        bytes: 9,
        variants: [],
      })
      .returning();
    const post = await createPost(
      db(),
      { title: "Cover", body_markdown: "", cover_image_id: image!.id },
      act,
    );
    expect(post.cover_image_id).toBe(image!.id);
  });
});

describe("revisions", () => {
  it("restore an earlier version's words and slug as a new version, keeping the status", async () => {
    const post = await createPost(
      db(),
      { title: "First words", body_markdown: "Old text", tags: ["a"] },
      act,
    );
    await updatePost(
      db(),
      post.id,
      { title: "Second words", slug: "second-words", body_markdown: "New" },
      1,
      act,
    );
    await updatePost(db(), post.id, { status: "published" }, 2, act);
    const restored = await restorePostRevision(db(), post.id, 1, 3, act);
    expect(restored.action).toBe("post.restore");
    expect(restored.post).toMatchObject({
      title: "First words",
      slug: "first-words",
      body_markdown: "Old text",
      status: "published",
      version: 4,
    });
    expect((await listPostRevisions(db(), post.id)).map((r) => r.version)).toEqual([4, 3, 2, 1]);
    expect(await codeOf(restorePostRevision(db(), post.id, 1, 3, act))).toBe("edit-conflict");
    expect(await codeOf(restorePostRevision(db(), post.id, 99, 4, act))).toBe("revision-not-found");
  });
});

describe("deleting", () => {
  it("is soft and idempotent: the post leaves lists and reads, its row stays", async () => {
    const post = await createPost(db(), { title: "Short lived", body_markdown: "", tags: ["gone"] }, act);
    await deletePost(db(), post.id, act);
    await deletePost(db(), post.id, act);
    expect(await codeOf(getCmsPost(db(), post.id))).toBe("post-not-found");
    expect(await codeOf(updatePost(db(), post.id, { title: "Back?" }, 1, act))).toBe("post-not-found");
    expect(await listCmsPosts(db(), { tag: "gone", limit: 10, offset: 0 })).toEqual({ data: [], total: 0 });
    const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const deletes = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post.delete"), eq(auditLog.targetId, String(post.id))));
    expect(deletes).toHaveLength(1);
    expect(await codeOf(deletePost(db(), 999_999, act))).toBe("post-not-found");
  });
});

describe("lists", () => {
  it("filter by status, tag and a search term", async () => {
    await createPost(db(), { title: "Cup final preview", body_markdown: "", tags: ["cup"] }, act);
    await createPost(
      db(),
      { title: "Cup final verdict", body_markdown: "", tags: ["cup"], status: "published" },
      act,
    );
    const cup = await listCmsPosts(db(), { tag: "Cup", limit: 10, offset: 0 });
    expect(cup.data.map((p) => p.title).sort()).toEqual(["Cup final preview", "Cup final verdict"]);
    const published = await listCmsPosts(db(), { tag: "cup", status: "published", limit: 10, offset: 0 });
    expect(published.data.map((p) => p.title)).toEqual(["Cup final verdict"]);
    const searched = await listCmsPosts(db(), { q: "final prev", limit: 10, offset: 0 });
    expect(searched.data.map((p) => p.title)).toEqual(["Cup final preview"]);
    expect((await listCmsPosts(db(), { q: "%", limit: 10, offset: 0 })).total).toBe(0);
  });
});

describe("a range of days", () => {
  it("holds the posts going out or gone out in it, soonest first, and never a draft", async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const later = await createPost(
      db(),
      { title: "Range later", body_markdown: "", tags: ["range"], status: "scheduled", publish_at: at(3) },
      act,
    );
    const sooner = await createPost(
      db(),
      { title: "Range sooner", body_markdown: "", tags: ["range"], status: "scheduled", publish_at: at(1) },
      act,
    );
    const out = await createPost(
      db(),
      { title: "Range out", body_markdown: "", tags: ["range"], status: "published" },
      act,
    );
    // A draft keeps the time it was once meant for; it goes out on no day.
    await createPost(
      db(),
      { title: "Range draft", body_markdown: "", tags: ["range"], publish_at: at(2) },
      act,
    );
    await createPost(
      db(),
      { title: "Range beyond", body_markdown: "", tags: ["range"], status: "scheduled", publish_at: at(20) },
      act,
    );
    const titles = async (from: string, to: string) =>
      (await listCmsPosts(db(), { tag: "range", from, to, limit: 10, offset: 0 })).data.map((p) => p.title);
    expect(await titles(at(-1), at(10))).toEqual([out.title, sooner.title, later.title]);
    // `to` is left out, `from` kept: a post at the very end of one range is the first of the next.
    expect(await titles(at(0.5), sooner.publish_at!)).toEqual([]);
    expect(await titles(sooner.publish_at!, at(2))).toEqual([sooner.title]);
    expect(await titles("2026-01-01T00:00:00+02:00", "2026-03-01T00:00:00Z")).toEqual([]);
  });

  it("is refused when one-sided, backwards, empty or longer than 62 days", async () => {
    const list = (from?: string, to?: string) =>
      codeOf(listCmsPosts(db(), { from, to, limit: 1, offset: 0 }));
    expect(await list("2026-11-01T00:00:00Z")).toBe("invalid-range");
    expect(await list(undefined, "2026-11-01T00:00:00Z")).toBe("invalid-range");
    expect(await list("2026-11-02T00:00:00Z", "2026-11-01T00:00:00Z")).toBe("invalid-range");
    expect(await list("2026-11-01T00:00:00Z", "2026-11-01T00:00:00Z")).toBe("invalid-range");
    expect(await list("2026-11-01T00:00:00Z", "2027-01-02T00:00:00Z")).toBe("resolved");
    expect(await list("2026-11-01T00:00:00Z", "2027-01-02T00:00:01Z")).toBe("post-range-too-long");
  });
});

describe("the scheduler's rules", () => {
  it("publishes only a post still scheduled and due", async () => {
    const post = await createPost(
      db(),
      { title: "Later", body_markdown: "", status: "scheduled", publish_at: inAMinute() },
      act,
    );
    expect(await publishIfDue(db(), post.id)).toBe(false);
    const due = new Date(Date.now() + 61_000);
    expect(await publishDuePosts(db(), due)).toBeGreaterThanOrEqual(1);
    const after = await getCmsPost(db(), post.id);
    expect(after).toMatchObject({ status: "published", version: 2, published_at: due.toISOString() });
    expect(await publishIfDue(db(), post.id, due)).toBe(false);
  });
});
