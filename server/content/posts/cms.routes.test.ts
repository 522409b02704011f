import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { createStaff } from "../../sports/editing/matches-testing.ts";
import { holdsWithin } from "../../testing/poll.ts";
import { posts } from "../schema.ts";
import { postOfPreviewToken } from "./preview.ts";

let site: TestSite;
let editor: Record<string, string>;
let fan: Record<string, string>;

beforeAll(async () => {
  site = await startTestSite({
    env: { SIMULATOR: "off", PREVIEW_URL: "https://preview.example.com" },
    services: { jobPollSeconds: 1 },
  });
  editor = (await createStaff(site.services, "editor", false)).headers;
  fan = (await createStaff(site.services, "user", false)).headers;
});
afterAll(() => site.close());

type Post = { id: number; slug: string; version: number; status: string; title: string; publish_at: string };
let keys = 0;
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = editor) =>
  fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "POST" && path === "/cms/posts" ? { "Idempotency-Key": `create-post-${++keys}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const dataOf = async <T = Post>(response: Response) => ((await response.json()) as { data: T }).data;
const errorOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;
const create = async (body: Record<string, unknown>) => dataOf(await call("POST", "/cms/posts", body));

const statusOf = async (id: number) =>
  (await site.services.database.db.select().from(posts).where(eq(posts.id, id)))[0]?.status;

describe("the posts API", () => {
  it("creates once per Idempotency-Key, with Location and ETag, for editors only", async () => {
    const body = { title: "Opening day", body_markdown: "Hello" };
    const headers = { ...editor, "Content-Type": "application/json", "Idempotency-Key": "opening-day-1" };
    const first = await fetch(`${site.url}/api/cms/posts`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(first.status).toBe(201);
    const post = await dataOf(first);
    expect(first.headers.get("location")).toBe(`/api/cms/posts/${post.id}`);
    expect(first.headers.get("etag")).toMatch(/^(W\/)?"1"$/);
    const again = await fetch(`${site.url}/api/cms/posts`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await dataOf(again)).id).toBe(post.id);
    expect(await errorOf(await call("POST", "/cms/posts", body, fan))).toEqual([403, "forbidden-role"]);
    expect(await errorOf(await call("GET", "/cms/posts", undefined, {}))).toEqual([401, "unauthenticated"]);
  });

  it("answers bad input with 400 and the field's code, unknown ids with 404", async () => {
    expect(await errorOf(await call("POST", "/cms/posts", { title: "No body" }))).toEqual([
      400,
      "invalid-body-markdown",
    ]);
    expect(
      await errorOf(await call("POST", "/cms/posts", { title: "T", body_markdown: "", slug: "A B" })),
    ).toEqual([400, "invalid-slug"]);
    const past = { title: "T", body_markdown: "", status: "scheduled", publish_at: "2020-01-01T00:00:00Z" };
    expect(await errorOf(await call("POST", "/cms/posts", past))).toEqual([400, "invalid-publish-at"]);
    expect(
      await errorOf(await call("POST", "/cms/posts", { title: "T", body_markdown: "", extra: 1 })),
    ).toEqual([400, "invalid-body"]);
    expect(await errorOf(await call("GET", "/cms/posts/999999"))).toEqual([404, "post-not-found"]);
    expect(await errorOf(await call("GET", "/cms/posts/abc"))).toEqual([404, "post-not-found"]);
    expect(await errorOf(await call("DELETE", "/cms/posts/999999"))).toEqual([404, "post-not-found"]);
  });

  it("edits with If-Match or a body version, and refuses a stale or missing one", async () => {
    const post = await create({ title: "Edit me", body_markdown: "" });
    const path = `/cms/posts/${post.id}`;
    expect(await errorOf(await call("PATCH", path, { title: "No version" }))).toEqual([
      400,
      "version-required",
    ]);
    const edited = await call("PATCH", path, { title: "Edited" }, { ...editor, "If-Match": '"1"' });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).toMatch(/"2"$/);
    const stale = await call("PATCH", path, { title: "Mine", version: 1 });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { error: { code: string; details: { current: Post } } };
    expect(conflict.error.code).toBe("edit-conflict");
    expect(conflict.error.details.current.title).toBe("Edited");
    const taken = await create({ title: "Taken", body_markdown: "" });
    expect(await errorOf(await call("PATCH", path, { slug: taken.slug, version: 2 }))).toEqual([
      409,
      "slug-taken",
    ]);
  });

  it("lists with filters, restores revisions and deletes softly", async () => {
    const post = await create({ title: "Listed piece", body_markdown: "First", tags: ["listed"] });
    await call("PATCH", `/cms/posts/${post.id}`, { body_markdown: "Second", version: 1 });
    const list = (await (await call("GET", "/cms/posts?tag=listed&q=piece")).json()) as {
      data: Post[];
      total: number;
    };
    expect(list).toMatchObject({ total: 1, data: [{ id: post.id, version: 2 }] });
    const revisions = await dataOf<Array<{ version: number }>>(
      await call("GET", `/cms/posts/${post.id}/revisions`),
    );
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    const restorePath = `/cms/posts/${post.id}/revisions/1/restore`;
    expect(await errorOf(await call("POST", restorePath, {}))).toEqual([400, "version-required"]);
    const restored = await dataOf<Post & { body_markdown: string }>(
      await call("POST", restorePath, { version: 2 }),
    );
    expect(restored).toMatchObject({ body_markdown: "First", version: 3 });
    expect(
      await errorOf(await call("POST", `/cms/posts/${post.id}/revisions/x/restore`, { version: 3 })),
    ).toEqual([404, "revision-not-found"]);

    expect((await call("DELETE", `/cms/posts/${post.id}`)).status).toBe(204);
    expect((await call("DELETE", `/cms/posts/${post.id}`)).status).toBe(204);
    expect((await call("GET", `/cms/posts/${post.id}`)).status).toBe(404);
    const after = (await (await call("GET", "/cms/posts?tag=listed")).json()) as { total: number };
    expect(after.total).toBe(0);
  });

  it("lists the posts going out in a range of at most 62 days; a bad range is a 400 with a sentence", async () => {
    const publish_at = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const post = await create({ title: "In range", body_markdown: "", status: "scheduled", publish_at });
    const from = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 30 * 86_400_000).toISOString());
    const list = (await (await call("GET", `/cms/posts?from=${from}&to=${to}`)).json()) as { data: Post[] };
    expect(list.data.map((p) => p.id)).toContain(post.id);
    const refusal = async (query: string) => {
      const answer = await call("GET", `/cms/posts?${query}`);
      const { error } = (await answer.json()) as { error: { code: string; message: string } };
      return [answer.status, error.code, error.message] as const;
    };
    expect(await refusal("from=yesterday&to=2026-12-01T00:00:00Z")).toEqual([
      400,
      "invalid-from",
      "Enter a date and time like 2025-08-15T15:00:00Z",
    ]);
    expect(await refusal("from=2026-11-01T00:00:00Z")).toEqual([
      400,
      "invalid-range",
      "Give both ends of the range, from and to.",
    ]);
    expect(await refusal("from=2026-12-01T00:00:00Z&to=2026-11-01T00:00:00Z")).toEqual([
      400,
      "invalid-range",
      "The end of the range (to) must come after its start (from).",
    ]);
    expect(await refusal("from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z")).toEqual([
      400,
      "post-range-too-long",
      "Ask for at most 62 days of posts at once.",
    ]);
    // The same guard as the rest of the list: a fan is turned away before the range is read.
    expect((await call("GET", `/cms/posts?from=${from}&to=${to}`, undefined, fan)).status).toBe(403);
  });

  it("gives a signed preview link under PREVIEW_URL", async () => {
    const post = await create({ title: "Secret draft", body_markdown: "" });
    const link = await dataOf<{ url: string; expires_at: string }>(
      await call("POST", `/cms/posts/${post.id}/preview-link`, {}),
    );
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://preview.example.com/blogs/secret-draft");
    expect(postOfPreviewToken(testSecrets.SESSION_SECRET, url.searchParams.get("preview")!)).toBe(post.id);
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });
});

describe("bulk actions on posts", () => {
  const audited = async (ids: number[]) =>
    (
      await site.services.database.db
        .select({ action: auditLog.action, target: auditLog.targetId })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "post"), inArray(auditLog.targetId, ids.map(String))))
        .orderBy(asc(auditLog.id))
    ).map((row) => `${row.action} ${row.target}`);

  it("publishes, unpublishes and deletes many posts, one audit entry each, and a retry changes nothing more", async () => {
    // One after another, so the audit's create entries follow the ids.
    const drafts = [];
    for (const title of ["Bulk one", "Bulk two", "Bulk three"])
      drafts.push(await create({ title, body_markdown: "Words" }));
    const ids = drafts.map((post) => post.id);
    const bulk = (action: string, chosen = ids) => call("POST", "/cms/posts/bulk", { action, ids: chosen });

    const published = await bulk("publish");
    expect(published.status).toBe(200);
    expect(await dataOf(published)).toEqual({ changed: ids, unchanged: [] });
    expect(await Promise.all(ids.map(statusOf))).toEqual(["published", "published", "published"]);
    // Asked again, as a client retrying would: nothing more changes, nothing more is audited.
    expect(await dataOf(await bulk("publish"))).toEqual({ changed: [], unchanged: ids });

    // The answer follows the order the operator chose, not the ids'.
    const firstTwo = [ids[1]!, ids[0]!];
    expect(await dataOf(await bulk("unpublish", firstTwo))).toEqual({ changed: firstTwo, unchanged: [] });
    expect(await Promise.all(ids.map(statusOf))).toEqual(["draft", "draft", "published"]);

    expect(await dataOf(await bulk("delete"))).toEqual({ changed: ids, unchanged: [] });
    expect((await call("GET", `/cms/posts/${ids[0]}`)).status).toBe(404);
    expect(await dataOf(await bulk("delete"))).toEqual({ changed: [], unchanged: ids });
    expect(await audited(ids)).toEqual([
      ...ids.map((id) => `post.create ${id}`),
      ...ids.map((id) => `post.publish ${id}`),
      ...firstTwo.map((id) => `post.unpublish ${id}`),
      ...ids.map((id) => `post.delete ${id}`),
    ]);
  });

  it("refuses the whole batch when one post is missing, and bad bodies with 400; fans are turned away", async () => {
    const post = await create({ title: "Bulk survivor", body_markdown: "" });
    const refused = await call("POST", "/cms/posts/bulk", { action: "publish", ids: [post.id, 999_999] });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string; details: { missing: number[] } } };
    expect([body.error.code, body.error.details.missing]).toEqual(["posts-not-found", [999_999]]);
    // Nothing was half done: the post that exists is still a draft.
    expect(await statusOf(post.id)).toBe("draft");

    for (const bad of [
      { action: "archive", ids: [post.id] },
      { action: "publish", ids: [] },
      { action: "publish", ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { action: "publish", ids: ["1"] },
      { action: "publish" },
    ]) {
      expect((await call("POST", "/cms/posts/bulk", bad)).status).toBe(400);
    }
    expect((await call("POST", "/cms/posts/bulk", { action: "delete", ids: [post.id] }, fan)).status).toBe(
      403,
    );
    expect(await statusOf(post.id)).toBe("draft");
  });
});

describe("scheduled publishing", () => {
  it("publishes a post on time through the job runner, with no visit to it", async () => {
    const publish_at = new Date(Date.now() + 2_000).toISOString();
    const post = await create({ title: "On the hour", body_markdown: "", status: "scheduled", publish_at });
    expect(post.status).toBe("scheduled");
    expect(
      await holdsWithin(async () => (await statusOf(post.id)) === "published", {
        timeout: 30_000,
        interval: 250,
      }),
    ).toBe(true);
  });

  it("leaves a post alone when it was moved later or unscheduled after its job was queued", async () => {
    const soon = () => new Date(Date.now() + 2_000).toISOString();
    const moved = await create({
      title: "Moved",
      body_markdown: "",
      status: "scheduled",
      publish_at: soon(),
    });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await call("PATCH", `/cms/posts/${moved.id}`, { publish_at: later, version: 1 });
    const dropped = await create({
      title: "Dropped",
      body_markdown: "",
      status: "scheduled",
      publish_at: soon(),
    });
    await call("PATCH", `/cms/posts/${dropped.id}`, { status: "draft", version: 1 });
    // A post scheduled after both, so its publication shows the stale jobs have had their turn.
    const marker = await create({
      title: "Marker",
      body_markdown: "",
      status: "scheduled",
      publish_at: soon(),
    });
    expect(
      await holdsWithin(async () => (await statusOf(marker.id)) === "published", {
        timeout: 30_000,
        interval: 250,
      }),
    ).toBe(true);
    const staleDone = async () => {
      const result = await site.services.database.db.execute(
        sql`select id from pgboss.job where name = 'post-publish' and state = 'completed'
            and (data->>'postId')::int in (${moved.id}, ${dropped.id})`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length === 2;
    };
    expect(await holdsWithin(staleDone, { timeout: 30_000, interval: 250 })).toBe(true);
    expect(await statusOf(moved.id)).toBe("scheduled");
    expect(await statusOf(dropped.id)).toBe("draft");
  });

  it("declares the minute sweep that publishes anything a job missed", async () => {
    await site.services.postPublishing.start();
    const kinds = (await site.services.jobs.schedules()).map((schedule) => [schedule.kind, schedule.cron]);
    expect(kinds).toContainEqual(["posts-due", "* * * * *"]);
  });
});
