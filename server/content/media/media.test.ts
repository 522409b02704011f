import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { cameraJpeg, imageOfFormat, pngBomb, sendImage, staffHeaders } from "../testing/media-images.ts";
import type { MediaItem } from "./types.ts";

let site: TestSite;
let dataDir: string;
let editor: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "goalline-media-"));
  site = await startTestSite({ env: { DATA_DIR: dataDir, SIMULATOR: "off" } });
  editor = await staffHeaders(site, "editor");
}, 120_000);
afterAll(() => site?.close());

const mediaDir = () => join(dataDir, "media");
const keysOnDisk = () => {
  try {
    return readdirSync(mediaDir()).sort();
  } catch {
    return [];
  }
};
const upload = async (data: Uint8Array, name: string, alt?: string) => {
  const answer = await sendImage(site, editor, { data, name }, { alt });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as MediaItem;
};
const served = async (url: string) => {
  const response = await fetch(`${site.url}${url}`);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
};

describe("uploading images to the media library", () => {
  it.each(["jpeg", "png", "webp", "avif", "gif"] as const)(
    "turns a %s into AVIF, WebP and JPEG at every width it reaches",
    async (format) => {
      const item = await upload(await imageOfFormat(format, 1500, 900), `kick-off.${format}`);
      expect(item).toMatchObject({ format, width: 1500, height: 900, filename: `kick-off.${format}` });
      expect(item.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
        ["320", "640", "1280"].flatMap((w) => [`${w}.avif`, `${w}.jpeg`, `${w}.webp`]).sort(),
      );
      for (const variant of item.variants) {
        const { response, data } = await served(variant.url);
        expect(response.status).toBe(200);
        const meta = await sharp(data).metadata();
        expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        expect(variant.height).toBe(Math.round((variant.width * 900) / 1500));
      }
      expect(readdirSync(join(mediaDir(), item.key)).sort()).toHaveLength(9);
      expect(item.markdown).toBe(`![](/media/${item.key}/1280.jpg)`);
    },
  );

  it("turns a phone photo upright and strips its EXIF, GPS and camera data", async () => {
    const photo = await cameraJpeg(800, 400);
    expect(photo.toString("latin1")).toContain("Goalcam");
    const item = await upload(photo, "touchline.jpg", "Fans at the touchline");
    // Orientation 6: stored 800 × 400, seen 400 × 800.
    expect([item.width, item.height]).toEqual([400, 800]);
    expect(item.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["avif", 320, 640],
      ["webp", 320, 640],
      ["jpeg", 320, 640],
    ]);
    for (const variant of item.variants) {
      const { data } = await served(variant.url);
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.toString("latin1")).not.toMatch(/Goalcam|Touchline|Stanmoor/);
    }
  });

  it("keeps a narrow image at its own width", async () => {
    const item = await upload(await imageOfFormat("png", 200, 120), "badge.png");
    expect(new Set(item.variants.map((v) => v.width))).toEqual(new Set([200]));
  });

  it("honours an Idempotency-Key: the retry gets the first answer and nothing is stored twice", async () => {
    const png = await imageOfFormat("png", 400, 300);
    const headers = { ...editor, "Idempotency-Key": "media-upload-retry-1" };
    const first = await sendImage(site, headers, { data: png, name: "retry.png" });
    const again = await sendImage(site, headers, { data: png, name: "retry.png" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    const list = await fetch(`${site.url}/api/cms/media?q=retry.png`, { headers: editor });
    expect(((await list.json()) as { total: number }).total).toBe(1);
  });
});

describe("refused uploads", () => {
  const refused = async (data: Uint8Array, name: string, type: string) => {
    const before = keysOnDisk();
    const answer = await sendImage(site, editor, { data, name, type });
    expect(keysOnDisk()).toEqual(before);
    const error = answer.body?.error;
    return { status: answer.status, code: error?.code, message: error?.message, details: error?.details };
  };

  it.each([
    [
      "an SVG",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "logo.svg",
      "image/svg+xml",
    ],
    ["a PDF named .jpg", "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF", "photo.jpg", "image/jpeg"],
    ["a text file named .png", "Just some notes about the match.", "notes.png", "image/png"],
    [
      "an HTML page",
      "<!doctype html><html><body><img src=x onerror=alert(1)></body></html>",
      "page.gif",
      "image/gif",
    ],
  ])("refuses %s as 415 unsupported-image-type", async (_, text, name, type) => {
    expect(await refused(new TextEncoder().encode(text), name, type)).toMatchObject({
      status: 415,
      code: "unsupported-image-type",
    });
  });

  it("refuses a file one byte over 10 MiB as 413 image-too-large", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refused(big, "huge.jpg", "image/jpeg")).toMatchObject({
      status: 413,
      code: "image-too-large",
      message: "This image is 10.1 MB; the limit is 10 MB",
    });
  });

  it("refuses a PNG declaring 30000 × 30000 pixels from its header, without decoding it", async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(100);
    expect(await refused(bomb, "bomb.png", "image/png")).toMatchObject({
      status: 422,
      code: "image-too-many-pixels",
      details: { width: 30_000, height: 30_000 },
    });
  });

  it("refuses a truncated JPEG as 422 image-unreadable and keeps no row", async () => {
    const jpeg = await imageOfFormat("jpeg", 1200, 800);
    const before = await fetch(`${site.url}/api/cms/media`, { headers: editor }).then((r) => r.json());
    expect(await refused(jpeg.subarray(0, jpeg.length / 2), "cut.jpg", "image/jpeg")).toMatchObject({
      status: 422,
      code: "image-unreadable",
    });
    const after = await fetch(`${site.url}/api/cms/media`, { headers: editor }).then((r) => r.json());
    expect(after.total).toBe(before.total);
  });

  it("refuses an upload without a file, and members without the editor role", async () => {
    const empty = await fetch(`${site.url}/api/cms/media`, {
      method: "POST",
      headers: editor,
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const fan = await staffHeaders(site, "user");
    const answer = await sendImage(site, fan, { data: await imageOfFormat("png", 50, 50), name: "a.png" });
    expect(answer.status).toBe(403);
  });
});

describe("serving variants", () => {
  it("answers immutable, typed, tagged files and 304 to a matching If-None-Match", async () => {
    const item = await upload(await imageOfFormat("png", 700, 400), "served.png");
    for (const [ext, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
    ]) {
      const { response } = await served(`/media/${item.key}/640.${ext}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const etag = response.headers.get("ETag");
      expect(etag).toMatch(/^"[a-f0-9]{24}-640\.\w+"$/);
      const again = await fetch(`${site.url}/media/${item.key}/640.${ext}`, {
        headers: { "If-None-Match": etag! },
      });
      expect(again.status).toBe(304);
    }
  });

  it.each([
    "/media/000000000000000000000000/640.jpg",
    "/media/KEY/1920.jpg",
    "/media/KEY/640.png",
    "/media/KEY/..%2F..%2Fsecrets.json",
    "/media/..%2F..%2Fsecrets.json/640.jpg",
    "/media/KEY/%2e%2e",
    "/media/../secrets.json",
  ])("answers 404 for %s", async (path) => {
    const item = await upload(await imageOfFormat("png", 700, 400), "missing.png");
    const response = await fetch(`${site.url}${path.replace("KEY", item.key)}`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});
