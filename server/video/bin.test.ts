import { mkdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { signUpFan } from "../billing/testing.ts";
import { cameraJpeg } from "../content/testing/media-images.ts";
import { createLiveFixture } from "../live/testing.ts";
import { auditLog } from "../platform/audit/schema.ts";
import { createStaff } from "../sports/editing/matches-testing.ts";
import { videos } from "./schema.ts";

const DAY = 86_400_000;
let now = new Date("2026-05-01T12:00:00Z");
let site: TestSite;
let editor: Awaited<ReturnType<typeof createStaff>>;
let fan: { token: string };
let matchId: number;

type Answer = { status: number; body: { data?: unknown; total?: number; error?: { code: string } } };

async function call(method: string, path: string, headers: Record<string, string> = editor.headers) {
  const response = await fetch(`${site.url}/api${path}`, { method, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} } as Answer;
}

async function highlight(title: string): Promise<number> {
  const [row] = await site.services.database.db
    .insert(videos)
    .values({
      title,
      kind: "highlight",
      source: "upload",
      status: "ready",
      rev: "r1",
      durationSeconds: 90,
      matchId,
    })
    .returning();
  return row!.id;
}

/** The editor adds a film to the catalogue. */
const postFilm = (body: Record<string, unknown>) =>
  fetch(`${site.url}/api/cms/movies`, {
    method: "POST",
    headers: {
      ...editor.headers,
      "Content-Type": "application/json",
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });

async function film(title: string, more: Record<string, unknown> = {}): Promise<number> {
  const response = await postFilm({
    title,
    genres: ["Documentary"],
    runtime_minutes: 90,
    published: true,
    ...more,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

type BinEntry = {
  type: string;
  id: number;
  title: string;
  deleted_by: { name: string | null };
  days_left: number;
};
const binned = async () => ((await call("GET", "/cms/bin")).body.data ?? []) as BinEntry[];
const ids = (answer: Answer) => ((answer.body.data ?? []) as Array<{ id: number }>).map((item) => item.id);
const audited = (action: string, type: string, id: number) =>
  site.services.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.targetType, type), eq(auditLog.targetId, String(id))),
    );

beforeAll(async () => {
  site = await startTestSite({
    env: { SIMULATOR: "off", DATA_DIR: `/tmp/goalline-bin-tests-${process.pid}` },
    services: { binNow: () => now },
  });
  editor = await createStaff(site.services, "editor");
  fan = await signUpFan(site);
  const [fixture] = await createLiveFixture(site.services.database.db, 1, { status: "finished" });
  matchId = fixture!.matchId;
}, 60_000);
afterAll(() => site.close());

describe("the bin", () => {
  it("takes a highlight off the public list at once and restores it exactly", async () => {
    const id = await highlight("Harbour v Valley: every goal");
    const before = await call("GET", `/cms/videos/${id}`);
    expect(ids(await call("GET", `/highlights?match=${matchId}`, {}))).toContain(id);

    expect((await call("DELETE", `/cms/videos/${id}`)).status).toBe(204);
    // A retried delete answers the same, and the audit log has the one delete.
    expect((await call("DELETE", `/cms/videos/${id}`)).status).toBe(204);
    expect(await audited("video.delete", "video", id)).toHaveLength(1);

    expect(ids(await call("GET", `/highlights?match=${matchId}`, {}))).not.toContain(id);
    expect((await call("GET", `/cms/videos/${id}`)).body.error?.code).toBe("video-not-found");
    expect(ids(await call("GET", "/cms/videos"))).not.toContain(id);
    const entry = (await binned()).find((e) => e.type === "video" && e.id === id);
    expect(entry).toMatchObject({ title: "Harbour v Valley: every goal", days_left: 30 });
    expect(entry?.deleted_by.name).toBe(editor.name);

    const restored = await call("POST", `/cms/videos/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(before.body.data);
    expect(await audited("video.restore", "video", id)).toHaveLength(1);
    expect(ids(await call("GET", `/highlights?match=${matchId}`, {}))).toContain(id);
    expect((await binned()).some((e) => e.type === "video" && e.id === id)).toBe(false);
  });

  it("takes a film off the catalogue and its page, and brings it back", async () => {
    const feature = await highlight("The Away End: the cut");
    const id = await film("The Away End", { video_id: feature });
    // Its feature in the bin, the film has nothing to play until the video is back.
    const hasFeature = async () =>
      ((await call("GET", `/movies/${id}`, {})).body.data as { has_feature: boolean }).has_feature;
    await call("DELETE", `/cms/videos/${feature}`);
    expect(await hasFeature()).toBe(false);
    await call("POST", `/cms/videos/${feature}/restore`);
    expect(await hasFeature()).toBe(true);
    expect(ids(await call("GET", "/movies", {}))).toContain(id);

    expect((await call("DELETE", `/cms/movies/${id}`)).status).toBe(204);
    expect((await call("DELETE", `/cms/movies/${id}`)).status).toBe(204);
    expect(ids(await call("GET", "/movies", {}))).not.toContain(id);
    expect((await call("GET", `/movies/${id}`, {})).body.error?.code).toBe("movie-not-found");
    expect(ids(await call("GET", "/cms/movies"))).not.toContain(id);
    expect((await binned()).map((e) => `${e.type}:${e.id}`)).toContain(`movie:${id}`);

    const restored = await call("POST", `/cms/movies/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, title: "The Away End", published: true });
    expect(ids(await call("GET", "/movies", {}))).toContain(id);
  });

  it("purges what has waited 30 days, a video with its files, on the nightly job", async () => {
    const id = await highlight("Cup run, in full");
    const filmId = await film("Relegation Summer");
    const files = site.services.video.store.published(id, "r1");
    await mkdir(files, { recursive: true });
    await writeFile(join(files, "master.m3u8"), "#EXTM3U\n");
    await call("DELETE", `/cms/videos/${id}`);
    await call("DELETE", `/cms/movies/${filmId}`);

    const start = now;
    try {
      now = new Date(start.getTime() + 29 * DAY);
      expect(await site.services.bin.purgeExpired()).toMatchObject({ video: 0, movie: 0 });
      expect((await binned()).find((e) => e.type === "video" && e.id === id)?.days_left).toBe(1);

      now = new Date(start.getTime() + 30 * DAY + 60_000);
      expect(await site.services.bin.purgeExpired()).toMatchObject({ video: 1, movie: 1 });
      const left = (await binned()).map((e) => `${e.type}:${e.id}`);
      expect(left).not.toContain(`video:${id}`);
      expect(left).not.toContain(`movie:${filmId}`);
      expect((await call("POST", `/cms/videos/${id}/restore`)).body.error?.code).toBe("video-not-found");
      expect((await call("POST", `/cms/movies/${filmId}/restore`)).body.error?.code).toBe("movie-not-found");
      await expect(stat(site.services.video.store.publishedDir(id))).rejects.toThrow();
      expect(await audited("video.purge", "video", id)).toHaveLength(1);
    } finally {
      now = start;
    }
    await site.services.bin.start();
    expect((await site.services.jobs.schedules()).map((s) => s.kind)).toContain("bin-purge");
  });

  it("deletes for good from the bin on request, only what is in the bin", async () => {
    const id = await highlight("Derby day");
    expect((await call("DELETE", `/cms/bin/video/${id}`)).body.error?.code).toBe("video-not-in-bin");
    await call("DELETE", `/cms/videos/${id}`);
    expect((await call("DELETE", `/cms/bin/video/${id}`)).status).toBe(204);
    expect((await binned()).some((e) => e.type === "video" && e.id === id)).toBe(false);
    expect(await audited("video.purge", "video", id)).toHaveLength(1);
  });

  it("answers unknown ids with the domain's not-found", async () => {
    expect((await call("DELETE", "/cms/videos/999999")).body.error?.code).toBe("video-not-found");
    expect((await call("POST", "/cms/videos/999999/restore")).status).toBe(404);
    expect((await call("DELETE", "/cms/movies/999999")).body.error?.code).toBe("movie-not-found");
    expect((await call("POST", "/cms/movies/999999/restore")).body.error?.code).toBe("movie-not-found");
  });

  it("is for editors only: a fan is refused, a guest asked to sign in", async () => {
    const id = await highlight("Late winner");
    const asFan = { Authorization: `Bearer ${fan.token}` };
    expect((await call("GET", "/cms/bin", asFan)).status).toBe(403);
    expect((await call("DELETE", `/cms/videos/${id}`, asFan)).status).toBe(403);
    expect((await call("POST", `/cms/videos/${id}/restore`, asFan)).status).toBe(403);
    expect((await call("DELETE", `/cms/movies/${id}`, asFan)).status).toBe(403);
    expect((await call("GET", "/cms/bin", {})).status).toBe(401);
    expect(ids(await call("GET", `/highlights?match=${matchId}`, {}))).toContain(id);
  });
});

describe("posts and images in the bin", () => {
  const post = async (title: string, more: Record<string, unknown> = {}) => {
    const response = await fetch(`${site.url}/api/cms/posts`, {
      method: "POST",
      headers: {
        ...editor.headers,
        "Content-Type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
      },
      body: JSON.stringify({ title, body_markdown: "Words.", status: "published", ...more }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: number; slug: string } }).data;
  };
  const by = { actor: { kind: "account" as const, id: "1", role: "editor" }, ip: null };

  it("keeps a deleted post off the blog and brings it back exactly, at its address", async () => {
    const { id, slug } = await post("Cup run diary");
    expect((await call("GET", `/posts/${slug}`, {})).status).toBe(200);
    expect((await call("DELETE", `/cms/posts/${id}`)).status).toBe(204);
    expect((await call("GET", `/posts/${slug}`, {})).status).toBe(404);
    const entry = (await binned()).find((e) => e.type === "post" && e.id === id);
    expect(entry).toMatchObject({
      title: "Cup run diary",
      deleted_by: { name: expect.any(String) },
    });

    expect((await call("POST", `/cms/bin/post/${id}/restore`)).status).toBe(204);
    // Again is a no-op, audited once.
    expect((await call("POST", `/cms/bin/post/${id}/restore`)).status).toBe(204);
    expect(await audited("post.restore", "post", id)).toHaveLength(1);
    expect((await call("GET", `/posts/${slug}`, {})).status).toBe(200);
    expect((await binned()).some((e) => e.type === "post" && e.id === id)).toBe(false);

    // Deleted for good from the bin: the post and its address are gone.
    await call("DELETE", `/cms/posts/${id}`);
    expect((await call("DELETE", `/cms/bin/post/${id}`)).status).toBe(204);
    expect(await audited("post.purge", "post", id)).toHaveLength(1);
    expect((await call("GET", `/cms/posts/${id}`)).status).toBe(404);
    expect((await call("POST", `/cms/bin/post/${id}/restore`)).body.error?.code).toBe("post-not-found");
  });

  it("hides a deleted image from the library and the pickers until it is restored; purged, its files go", async () => {
    const image = await site.services.media.upload(by, {
      file: { name: "terrace.jpg", data: await cameraJpeg(800, 600) },
      alt: "The terrace at dusk",
    });
    const file = new URL(image.variants[0]!.url, site.url);
    expect((await fetch(file)).status).toBe(200);
    expect((await call("DELETE", `/cms/media/${image.id}`)).status).toBe(204);
    expect((await call("GET", `/cms/media/${image.id}`)).status).toBe(404);
    expect(ids(await call("GET", "/cms/media?q=terrace"))).not.toContain(image.id);
    // A binned image cannot become a cover.
    const refused = await fetch(`${site.url}/api/cms/posts`, {
      method: "POST",
      headers: {
        ...editor.headers,
        "Content-Type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
      },
      body: JSON.stringify({ title: "Dusk", body_markdown: "Words.", cover_image_id: image.id }),
    });
    expect([refused.status, ((await refused.json()) as Answer["body"]).error?.code]).toEqual([
      422,
      "media-not-found",
    ]);
    expect((await binned()).find((e) => e.type === "media" && e.id === image.id)?.title).toBe("terrace.jpg");

    expect((await call("POST", `/cms/bin/media/${image.id}/restore`)).status).toBe(204);
    expect(ids(await call("GET", "/cms/media?q=terrace"))).toContain(image.id);

    await call("DELETE", `/cms/media/${image.id}`);
    expect((await call("DELETE", `/cms/bin/media/${image.id}`)).status).toBe(204);
    expect(await audited("media.purge", "media", image.id)).toHaveLength(1);
    expect((await fetch(file)).status).toBe(404);
    await expect(stat(join(`/tmp/goalline-bin-tests-${process.pid}`, "media", image.key))).rejects.toThrow();
    expect((await call("DELETE", `/cms/bin/media/${image.id}`)).body.error?.code).toBe("media-not-found");
  });

  it("takes a TV programme off the guide and back, unless its time was taken meanwhile", async () => {
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${site.url}/api${path}`, {
        method,
        headers: {
          ...editor.headers,
          "Content-Type": "application/json",
          "Idempotency-Key": crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data: { id: number; version: number } },
      };
    };
    const channel = await send("POST", "/cms/tv/channels", {
      xmltv_id: `bin.${Date.now()}`,
      name: "Bin Sport",
    });
    expect(channel.status).toBe(201);
    const slot = { starts_at: "2026-05-01T19:00:00Z", ends_at: "2026-05-01T21:00:00Z" };
    const made = await send("POST", `/cms/tv/channels/${channel.body.data.id}/programmes`, {
      ...slot,
      title: "Cup Night",
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const guide = async () =>
      (
        (await call("GET", `/tv/channels/${channel.body.data.id}/guide?date=2026-05-01&tz=UTC`, {})).body
          .data as Array<{
          title: string;
        }>
      ).map((p) => p.title);
    expect(await guide()).toEqual(["Cup Night"]);
    expect((await call("DELETE", `/cms/tv/programmes/${id}?version=0`)).status).toBe(204);
    expect(await guide()).toEqual([]);
    expect((await binned()).find((e) => e.type === "tv-programme" && e.id === id)?.title).toBe("Cup Night");

    // Another programme takes the slot: the restore is refused, naming it.
    const other = await send("POST", `/cms/tv/channels/${channel.body.data.id}/programmes`, {
      ...slot,
      title: "Replay",
    });
    expect(other.status).toBe(201);
    const refused = await call("POST", `/cms/bin/tv-programme/${id}/restore`);
    expect([refused.status, refused.body.error?.code]).toEqual([409, "programme-overlaps"]);
    expect(await guide()).toEqual(["Replay"]);
    expect((await call("DELETE", `/cms/tv/programmes/${other.body.data.id}?version=0`)).status).toBe(204);
    expect((await call("POST", `/cms/bin/tv-programme/${id}/restore`)).status).toBe(204);
    expect(await guide()).toEqual(["Cup Night"]);
    expect(await audited("tv-programme.restore", "tv-programme", id)).toHaveLength(1);
  });

  it("refuses an entry of no kind it holds, and one not in the bin", async () => {
    expect((await call("GET", "/cms/bin/widget/1")).status).toBe(404);
    expect((await call("DELETE", "/cms/bin/widget/1")).status).toBe(400);
    const { id } = await post("Still live");
    expect((await call("DELETE", `/cms/bin/post/${id}`)).body.error?.code).toBe("post-not-in-bin");
  });
});

describe("a film's poster", () => {
  it("comes from the media library, with its alt text, on the catalogue and the film", async () => {
    const image = await site.services.media.upload(
      { actor: { kind: "account", id: "1", role: "editor" }, ip: null },
      { file: { name: "away-end.jpg", data: await cameraJpeg(1280, 720) }, alt: "Fans under floodlights" },
    );
    const id = await film("Floodlit", { poster_media_id: image.id });
    type Shown = {
      id: number;
      poster: { alt: string; variants: unknown[] } | null;
      poster_url: string | null;
    };
    const shown = (await call("GET", `/movies/${id}`, {})).body.data as Shown;
    expect(shown.poster?.alt).toBe("Fans under floodlights");
    expect(shown.poster?.variants.length).toBeGreaterThan(0);
    expect(shown.poster_url).toMatch(/^\/media\/.+\.jpg$/);
    const listed = ((await call("GET", "/movies", {})).body.data as Shown[]).find((f) => f.id === id);
    expect(listed?.poster?.alt).toBe("Fans under floodlights");
  });

  it("must be an image of the library", async () => {
    const response = await postFilm({ title: "No Such Poster", poster_media_id: 987654 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "invalid-poster-media-id",
    );
  });
});
