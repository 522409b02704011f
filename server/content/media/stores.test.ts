import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { startFakeS3 } from "../testing/fake-s3.ts";
import { imageOfFormat, sendImage, staffHeaders } from "../testing/media-images.ts";
import type { MediaItem } from "./types.ts";

// S3 cannot be reached from the test machine: a local fake speaking S3's REST wire stands in
// (PutObject, GetObject, DeleteObject, path-style, SigV4 Authorization headers checked).
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let site: TestSite;
let editor: Record<string, string>;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: "goalline-media", accessKeyId: "GOALLINETESTKEY" });
  site = await startTestSite({
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-media-s3-")),
      SIMULATOR: "off",
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_BUCKET: "goalline-media",
      MEDIA_S3_REGION: "eu-west-1",
      MEDIA_S3_ACCESS_KEY_ID: "GOALLINETESTKEY",
      MEDIA_S3_SECRET_ACCESS_KEY: "test-secret-access-key-0123456789",
    },
  });
  editor = await staffHeaders(site, "editor");
}, 120_000);
afterAll(async () => {
  await site?.close();
  await s3?.close();
});

describe("media in an S3-compatible bucket", () => {
  it("stores variants as objects, serves them through the site, replaces and deletes them", async () => {
    expect(site.services.media.storage.kind).toBe("s3");
    const uploaded = await sendImage(site, editor, {
      data: await imageOfFormat("png", 700, 500),
      name: "s3.png",
    });
    expect(uploaded.status).toBe(201);
    const item = uploaded.body.data as MediaItem;
    const objectKeys = [...s3.objects.keys()].sort();
    expect(objectKeys).toEqual(item.variants.map((v) => `media/${v.key}`).sort());
    expect(s3.objects.get(`media/${item.key}/640.webp`)).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });

    const served = await fetch(`${site.url}/media/${item.key}/640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      s3.objects.get(`media/${item.key}/640.webp`)?.body,
    );
    const unknown = await fetch(`${site.url}/media/${item.key}/320x.webp`);
    expect(unknown.status).toBe(404);
    const missing = await fetch(`${site.url}/media/${"a".repeat(24)}/640.webp`);
    expect(missing.status).toBe(404);

    const replaced = await sendImage(
      site,
      { ...editor, "If-Match": `"${item.version}"` },
      { data: await imageOfFormat("jpeg", 400, 300), name: "s3-new.jpg" },
      { path: `/cms/media/${item.id}/file`, method: "PUT" },
    );
    expect(replaced.status).toBe(200);
    const next = replaced.body.data as MediaItem;
    expect([...s3.objects.keys()].sort()).toEqual(next.variants.map((v) => `media/${v.key}`).sort());

    const deleted = await fetch(`${site.url}/api/cms/media/${item.id}`, {
      method: "DELETE",
      headers: editor,
    });
    expect(deleted.status).toBe(204);
    // In the bin the objects wait (a restore needs them); purged from it, they go.
    expect(s3.objects.size).toBe(next.variants.length);
    const purged = await fetch(`${site.url}/api/cms/bin/media/${item.id}`, {
      method: "DELETE",
      headers: editor,
    });
    expect(purged.status).toBe(204);
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.some((line) => line.startsWith("DELETE /goalline-media/media/"))).toBe(true);
  });
});
