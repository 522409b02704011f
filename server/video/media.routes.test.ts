import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { videos } from "./schema.ts";
import { signStreamToken } from "./stream-token.ts";

const dataDir = mkdtempSync(join(tmpdir(), "goalline-video-files-"));
// Two MPEG-TS packets: what a segment looks like to the route.
const segment = Buffer.alloc(376, 0x47);
const playlist = "#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:4.0,\nseg_000.ts\n#EXT-X-ENDLIST\n";
let site: TestSite;
let base: string;

beforeAll(async () => {
  site = await startTestSite({ env: { DATA_DIR: dataDir, SIMULATOR: "off" } });
  const [video] = await site.services.database.db
    .insert(videos)
    .values({ title: "Late winner", kind: "highlight", source: "upload", status: "ready", rev: "r1" })
    .returning({ id: videos.id });
  const folder = join(site.services.video.store.published(video!.id, "r1"), "720p");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "seg_000.ts"), segment);
  writeFileSync(join(folder, "index.m3u8"), playlist);
  const token = signStreamToken(testSecrets.SESSION_SECRET, {
    videoId: video!.id,
    userId: 0,
    stream: "-",
    expires: Math.floor(Date.now() / 1000) + 300,
  });
  base = `${site.url}/media/video/${token}/${video!.id}/720p`;
});
afterAll(async () => {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("validators of video files", () => {
  it("answers If-Modified-Since on a segment and a playlist with 304, keeping its caching headers", async () => {
    for (const file of ["seg_000.ts", "index.m3u8"]) {
      const whole = await fetch(`${base}/${file}`);
      expect(whole.status, file).toBe(200);
      await whole.arrayBuffer();
      const lastModified = whole.headers.get("Last-Modified")!;
      const etag = whole.headers.get("ETag")!;
      expect(etag, file).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await fetch(`${base}/${file}`, { headers: { "If-Modified-Since": lastModified } });
      expect(again.status, file).toBe(304);
      expect((await again.arrayBuffer()).byteLength, file).toBe(0);
      expect(again.headers.get("ETag"), file).toBe(etag);
      expect(again.headers.get("Cache-Control"), file).toBe(whole.headers.get("Cache-Control"));
      expect(again.headers.get("Content-Type"), file).toBeNull();
      const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await fetch(`${base}/${file}`, { headers: { "If-Modified-Since": older } })).status, file).toBe(
        200,
      );
    }
  });

  it("lets If-None-Match decide before a range, and answers HEAD the same", async () => {
    const url = `${base}/seg_000.ts`;
    const etag = (await fetch(url, { method: "HEAD" })).headers.get("ETag")!;
    const held = await fetch(url, { headers: { "If-None-Match": etag, Range: "bytes=188-375" } });
    expect(held.status).toBe(304);
    expect(held.headers.get("Content-Range")).toBeNull();
    expect((await fetch(url, { method: "HEAD", headers: { "If-None-Match": etag } })).status).toBe(304);
    const other = await fetch(url, {
      headers: {
        "If-None-Match": '"other"',
        "If-Modified-Since": new Date().toUTCString(),
        Range: "bytes=188-375",
      },
    });
    expect(other.status).toBe(206);
    expect(Buffer.from(await other.arrayBuffer())).toEqual(segment.subarray(188, 376));
  });

  it("answers a forged token 403 whatever validators it sends", async () => {
    const forged = base.replace(/\/media\/video\/[^/]+\//, "/media/video/forged.token.x/");
    const refused = await fetch(`${forged}/seg_000.ts`, { headers: { "If-None-Match": "*" } });
    expect(refused.status).toBe(403);
  });
});
