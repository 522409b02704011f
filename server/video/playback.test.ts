import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { type BillingSite, startBillingSite } from "../billing/testing.ts";
import { callerOf } from "../http/caller.ts";
import { ffmpegPath, run } from "./ffmpeg.ts";
import { issueStream } from "./service.ts";
import { signStreamToken } from "./stream-token.ts";

let site: BillingSite;
let dir: string;
let clip: Buffer;
let editor: string;

const sha = (bytes: Uint8Array) => `sha256 ${createHash("sha256").update(bytes).digest("base64")}`;

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const response = await fetch(`${site.url}${path}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text.startsWith("{") ? JSON.parse(text) : null,
  };
}

async function account(role: string | null): Promise<{ token: string; email: string }> {
  const email = `viewer-${crypto.randomUUID()}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: "Viewer" },
    { ip: null, device: "test" },
  );
  if (role)
    await site.services.database.db.execute(sql`update users set role = ${role} where email = ${email}`);
  return { token: signedIn.data.token.access_token, email };
}

const chunk = (upload: string, offset: number, bytes: Uint8Array, checksum = sha(bytes)) =>
  call(`/api/cms/video-upload-chunks?upload=${upload}&offset=${offset}`, {
    method: "PUT",
    token: editor,
    headers: { "Content-Type": "application/octet-stream", "Upload-Checksum": checksum },
    body: bytes as Uint8Array<ArrayBuffer>,
  });

const startUpload = (size: number) =>
  call("/api/cms/video-uploads", {
    method: "POST",
    token: editor,
    body: JSON.stringify({ title: "Test pattern", filename: "clip.mp4", size }),
  });

async function readyVideo(id: number) {
  for (let i = 0; i < 600; i++) {
    const { json } = await call(`/api/cms/videos/${id}`, { token: editor });
    if (json.data.status === "ready" || json.data.status === "failed") return json.data;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error("the video never finished transcoding");
}

let videoId: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "goalline-playback-"));
  site = await startBillingSite({ DATA_DIR: dir });
  editor = (await account("editor")).token;
  const file = join(dir, "clip.mp4");
  await run(ffmpegPath(), [
    ...[
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x180:rate=10:duration=6",
    ],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", file],
  ]);
  clip = await readFile(file);
}, 60_000);
afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

describe("resumable uploads", () => {
  it("refuses a chunk whose checksum is wrong, resumes after an interruption, and transcodes the whole", async () => {
    const started = await startUpload(clip.length);
    expect(started.status).toBe(201);
    const upload = started.json.data.id as string;
    const half = Math.floor(clip.length / 2);
    const first = clip.subarray(0, half);

    const corrupted = await chunk(upload, 0, first, sha(Buffer.from("something else")));
    expect(corrupted.status).toBe(400);
    expect(corrupted.json.error.code).toBe("checksum-mismatch");

    expect((await chunk(upload, 0, first)).json.data.offset).toBe(half);
    // The connection dropped: the client sends the rest from a wrong offset, then asks where to resume.
    const wrong = await chunk(upload, 0, clip.subarray(half));
    expect(wrong.status).toBe(409);
    expect(wrong.json.error).toMatchObject({ code: "offset-mismatch", details: { offset: half } });
    const where = await call(`/api/cms/video-uploads/${upload}`, { method: "HEAD", token: editor });
    expect(where.headers.get("Upload-Offset")).toBe(String(half));

    const done = await chunk(upload, half, clip.subarray(half));
    expect(done.json.data).toMatchObject({ offset: clip.length, complete: true });
    const video = await readyVideo(done.json.data.videoId);
    expect(video).toMatchObject({ status: "ready", width: 320, height: 180 });
    videoId = video.id;
  }, 180_000);

  it("refuses a file over 4 GiB by its size, bytes that are not a video with 415, and a chunk over 8 MiB with 413", async () => {
    const started = await startUpload(1000);
    const text = new TextEncoder().encode("<html>not a video</html>");
    const refused = await chunk(started.json.data.id, 0, text);
    expect(refused.status).toBe(415);
    expect(refused.json.error.code).toBe("unsupported-video");

    const huge = await startUpload(5 * 1024 ** 3);
    expect([huge.status, huge.json.error.code, huge.json.error.message]).toEqual([
      400,
      "invalid-size",
      "This video is 5 GB; the limit is 4 GB",
    ]);

    const big = await startUpload(9 * 1024 * 1024);
    const tooBig = await chunk(big.json.data.id, 0, new Uint8Array(8 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
  });
});

describe("protected playback", () => {
  const previewOf = async (id: number) =>
    (await call(`/api/cms/videos/${id}/preview`, { token: editor })).json.data;

  it("serves playlists and segments with their types, ranges and cache headers", async () => {
    const { url, poster, thumbnails } = await previewOf(videoId);
    const master = await fetch(`${site.url}${url}`);
    expect(master.status).toBe(200);
    expect(master.headers.get("Content-Type")).toBe("application/vnd.apple.mpegurl");
    const playlistPath = (await master.text()).split("\n").find((line) => line.endsWith(".m3u8"))!;
    const base = url.replace(/master\.m3u8$/, "");
    const playlist = await fetch(`${site.url}${base}${playlistPath}`);
    const segment = (await playlist.text()).split("\n").find((line) => line.endsWith(".ts"))!;
    const segmentUrl = `${site.url}${base}${playlistPath.replace("index.m3u8", "")}${segment}`;

    const whole = await fetch(segmentUrl);
    expect(whole.headers.get("Content-Type")).toBe("video/mp2t");
    expect(whole.headers.get("Cache-Control")).toContain("immutable");
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(segmentUrl, { headers: { Range: "bytes=188-375" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 188-375/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(188);
    expect((await fetch(segmentUrl, { headers: { Range: `bytes=${size}-` } })).status).toBe(416);

    expect((await fetch(`${site.url}${poster}`)).headers.get("Content-Type")).toBe("image/jpeg");
    expect((await fetch(`${site.url}${thumbnails}`)).headers.get("Content-Type")).toMatch(/^text\/vtt/);
  });

  it("refuses forged, expired and other videos' tokens with 403", async () => {
    const { url } = await previewOf(videoId);
    const [, , , token] = url.split("/");
    const forged = url.replace(token, `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`);
    const expired = signStreamToken(testSecrets.SESSION_SECRET, {
      videoId,
      userId: 0,
      stream: "-",
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    for (const [path, code] of [
      [forged, "stream-token-invalid"],
      [url.replace(token, expired), "stream-token-expired"],
      [url.replace(`/${videoId}/`, `/${videoId + 1000}/`), "stream-token-invalid"],
    ] as const) {
      const response = await call(path);
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe(code);
    }
  });

  it("gates entitled videos: guests 401, fans without the plan 403 with /pricing, another account's token 403", async () => {
    const edit = await call(`/api/cms/videos/${videoId}`, {
      method: "PATCH",
      token: editor,
      body: JSON.stringify({
        entitlement: "tv",
        version: (await call(`/api/cms/videos/${videoId}`, { token: editor })).json.data.version,
      }),
    });
    expect(edit.status).toBe(200);
    const video = await site.services.video.find(videoId);
    const callerFor = (token?: string) =>
      callerOf(
        new Request(site.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
        site.services,
      );

    await expect(issueStream(site.services, await callerFor(), video)).rejects.toMatchObject({
      code: "sign-in-required",
    });
    const free = await account(null);
    await expect(issueStream(site.services, await callerFor(free.token), video)).rejects.toMatchObject({
      code: "entitlement-required",
      details: { pricing: "/pricing" },
    });
    // Who may watch comes before whether it is ready: a paid video still being prepared tells a
    // guest to sign in and a fan without the plan where the plans are, and nothing of its state.
    const preparing = { ...video, status: "transcoding" as typeof video.status, rev: null };
    await expect(issueStream(site.services, await callerFor(), preparing)).rejects.toMatchObject({
      code: "sign-in-required",
    });
    await expect(issueStream(site.services, await callerFor(free.token), preparing)).rejects.toMatchObject({
      code: "entitlement-required",
    });

    const fan = await account(null);
    const plan = site.plans["premium-monthly"]!;
    const granted = await call("/api/cms/subscriptions", {
      method: "POST",
      token: testSecrets.ADMIN_TOKEN,
      headers: { "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        email: fan.email,
        plan_id: plan.id,
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    expect(granted.status).toBeLessThan(300);
    const stream = await issueStream(site.services, await callerFor(fan.token), video);
    expect((await call(stream.url, { token: fan.token })).status).toBe(200);
    const stolen = await call(stream.url, { token: free.token });
    expect(stolen.status).toBe(403);
    expect(stolen.json.error.code).toBe("stream-token-invalid");

    // A third stream stops the oldest at its next request.
    const second = await issueStream(site.services, await callerFor(fan.token), video);
    const third = await issueStream(site.services, await callerFor(fan.token), video);
    const replaced = await call(stream.url, { token: fan.token });
    expect(replaced.status).toBe(409);
    expect(replaced.json.error).toMatchObject({ code: "stream-replaced" });
    expect(replaced.json.error.message).toMatch(/another device/);
    expect((await call(second.url, { token: fan.token })).status).toBe(200);
    expect((await call(third.url, { token: fan.token })).status).toBe(200);
  });
});
