import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { insertTestPost } from "../testing/posts.ts";
import { postCursor } from "./cursor.ts";
import { previewToken } from "./preview.ts";
import {
  findPreviewPost,
  findPublishedPost,
  latestPostsAbout,
  listPublishedPosts,
  type PostCard,
  relatedPosts,
} from "./read.ts";

const now = new Date("2026-03-14T16:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const secret = "test-session-secret-0123456789abcdef0123";
let database: Database;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  for (let i = 1; i <= 7; i += 1) {
    ids[`p${i}`] = await insertTestPost(db, {
      slug: `post-${i}`,
      title: `Post ${i}`,
      tags: i % 2 ? ["derby"] : ["transfers"],
      publishedAt: hoursAgo(10 - i),
      links: i <= 3 ? [{ kind: "team", targetId: 11 }] : [{ kind: "competition", targetId: 5 }],
    });
  }
  // Two posts in the same millisecond, apart by microseconds: a cursor must keep them apart.
  for (const [slug, micros] of [
    ["twin-a", "100"],
    ["twin-b", "700"],
  ] as const) {
    const id = await insertTestPost(db, { slug, title: slug, tags: ["derby"], publishedAt: hoursAgo(1) });
    await db.execute(
      sql`update posts set published_at = ${"2026-03-14 15:00:00.123"}::timestamptz + ${`${micros} microseconds`}::interval where id = ${id}`,
    );
    ids[slug] = id;
  }
  ids.draft = await insertTestPost(db, { slug: "draft", title: "Draft", status: "draft", tags: ["derby"] });
  ids.scheduled = await insertTestPost(db, {
    slug: "scheduled",
    title: "Scheduled",
    status: "scheduled",
    publishAt: new Date(now.getTime() + 3_600_000),
    tags: ["derby"],
  });
  ids.future = await insertTestPost(db, {
    slug: "future",
    title: "Future",
    publishedAt: new Date(now.getTime() + 60_000),
    tags: ["derby"],
  });
  ids.deleted = await insertTestPost(db, {
    slug: "deleted",
    title: "Deleted",
    publishedAt: hoursAgo(2),
    deletedAt: hoursAgo(1),
    tags: ["derby"],
  });
  // post-1 was first published as "old-name", post-2's old slug belongs to a post now unpublished.
  await db.execute(
    sql`insert into post_slug_redirects (slug, post_id) values ('old-name', ${ids.p1}), ('old-draft', ${ids.draft})`,
  );
});
afterAll(async () => {
  await database.close();
});

async function everything(options: { limit: number; tag?: string; team?: number }): Promise<PostCard[]> {
  const seen: PostCard[] = [];
  let after = null;
  for (let page = 0; page < 20; page += 1) {
    const result = await listPublishedPosts(database.db, { ...options, after, now });
    seen.push(...result.posts);
    if (!result.nextCursor) return seen;
    after = postCursor.parse(result.nextCursor);
    expect(after).not.toBeNull();
  }
  throw new Error("the pages never ended");
}

describe("the published list", () => {
  it("pages newest first through every published post exactly once, twins included", async () => {
    // A page of one ends between the twins, so the cursor must tell their microseconds apart.
    const slugs = (await everything({ limit: 1 })).map((post) => post.slug);
    expect(slugs).toEqual([
      "twin-b",
      "twin-a",
      "post-7",
      "post-6",
      "post-5",
      "post-4",
      "post-3",
      "post-2",
      "post-1",
    ]);
    const whole = (await listPublishedPosts(database.db, { limit: 50, now })).posts.map((post) => post.slug);
    expect(whole).toEqual(slugs);
    expect((await everything({ limit: 2 })).map((post) => post.slug)).toEqual(slugs);
  });

  it("hides drafts, scheduled, deleted and not-yet-due posts", async () => {
    const slugs = (await everything({ limit: 50 })).map((post) => post.slug);
    for (const hidden of ["draft", "scheduled", "future", "deleted"]) expect(slugs).not.toContain(hidden);
  });

  it("keeps a cursor's next page the same when newer posts appear", async () => {
    const first = await listPublishedPosts(database.db, { limit: 3, now });
    const after = postCursor.parse(first.nextCursor!);
    const before = await listPublishedPosts(database.db, { limit: 3, after, now });
    const newer = await insertTestPost(database.db, {
      slug: "breaking",
      title: "Breaking",
      publishedAt: hoursAgo(0.5),
    });
    const again = await listPublishedPosts(database.db, { limit: 3, after, now });
    expect(again.posts.map((p) => p.slug)).toEqual(before.posts.map((p) => p.slug));
    await database.db.execute(sql`delete from posts where id = ${newer}`);
  });

  it("filters by tag and by team", async () => {
    expect((await everything({ limit: 2, tag: "transfers" })).map((p) => p.slug)).toEqual([
      "post-6",
      "post-4",
      "post-2",
    ]);
    expect((await everything({ limit: 2, team: 11 })).map((p) => p.slug)).toEqual([
      "post-3",
      "post-2",
      "post-1",
    ]);
    expect(await everything({ limit: 2, tag: "nothing" })).toEqual([]);
  });

  it("gives a team's and a competition's latest news, three at most", async () => {
    const team = await latestPostsAbout(database.db, { kind: "team", id: 11 }, { now });
    expect(team.map((p) => p.slug)).toEqual(["post-3", "post-2", "post-1"]);
    const competition = await latestPostsAbout(database.db, { kind: "competition", id: 5 }, { now });
    expect(competition.map((p) => p.slug)).toEqual(["post-7", "post-6", "post-5"]);
    expect(await latestPostsAbout(database.db, { kind: "team", id: 999 }, { now })).toEqual([]);
  });

  it("refuses cursors it did not make", () => {
    for (const raw of [
      "",
      "abc",
      "!!",
      Buffer.from("2026-13-45 99:00:00+00|1").toString("base64url"),
      Buffer.from("x|1").toString("base64url"),
      Buffer.from("2026-03-14 15:00:00+00|0").toString("base64url"),
    ]) {
      expect(postCursor.parse(raw), raw).toBeNull();
    }
  });
});

describe("one post", () => {
  it("opens a published post by slug with its links", async () => {
    const found = await findPublishedPost(database.db, "post-2", now);
    expect(found && "post" in found && found.post).toMatchObject({
      id: ids.p2,
      title: "Post 2",
      links: { teams: [11], competitions: [], matches: [] },
    });
  });

  it("answers an old slug with the current one, unless the post is no longer public", async () => {
    expect(await findPublishedPost(database.db, "old-name", now)).toEqual({ redirectTo: "post-1" });
    expect(await findPublishedPost(database.db, "old-draft", now)).toBeNull();
  });

  it("treats drafts, scheduled, deleted and unknown posts alike", async () => {
    for (const slug of ["draft", "scheduled", "future", "deleted", "never-was"]) {
      expect(await findPublishedPost(database.db, slug, now), slug).toBeNull();
    }
  });

  it("relates up to four published posts sharing a tag or a team, newest first", async () => {
    const found = await findPublishedPost(database.db, "post-1", now);
    const post = found && "post" in found ? found.post : null;
    const related = await relatedPosts(database.db, post!, now);
    expect(related.map((p) => p.slug)).toEqual(["twin-b", "twin-a", "post-7", "post-5"]);
    const byTeam = await relatedPosts(
      database.db,
      { id: ids.p2!, tags: [], links: { teams: [11], competitions: [], matches: [] } },
      now,
    );
    expect(byTeam.map((p) => p.slug)).toEqual(["post-3", "post-1"]);
  });
});

describe("previews", () => {
  it("opens a draft with a valid token", async () => {
    const post = await findPreviewPost(database.db, secret, previewToken(secret, ids.draft!, now), now);
    expect(post).toMatchObject({ slug: "draft", status: "draft" });
  });

  it("refuses expired, forged and deleted previews", async () => {
    const old = previewToken(secret, ids.draft!, new Date(now.getTime() - 8 * 86_400_000));
    expect(await findPreviewPost(database.db, secret, old, now)).toBeNull();
    expect(
      await findPreviewPost(database.db, secret, previewToken("another-secret", ids.draft!, now), now),
    ).toBeNull();
    const [id, expires] = previewToken(secret, ids.draft!, now).split(".");
    const forged = `${Number(id) + 1}.${expires}.${previewToken(secret, ids.draft!, now).split(".")[2]}`;
    expect(await findPreviewPost(database.db, secret, forged, now)).toBeNull();
    expect(
      await findPreviewPost(database.db, secret, previewToken(secret, ids.deleted!, now), now),
    ).toBeNull();
  });
});
