import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { media } from "../schema.ts";
import { imageOfFormat, sendImage, staffHeaders } from "../testing/media-images.ts";
import { createMediaService } from "./media.ts";
import { createFileMediaStorage } from "./storage.ts";
import type { MediaItem } from "./types.ts";

let site: TestSite;
let dataDir: string;
let editor: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "goalline-media-library-"));
  site = await startTestSite({ env: { DATA_DIR: dataDir, SIMULATOR: "off" } });
  editor = await staffHeaders(site, "editor");
}, 120_000);
afterAll(() => site?.close());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${site.url}/api/cms${path}`, { ...init, headers: { ...editor, ...(init.headers ?? {}) } });
const upload = async (name: string, alt = "", width = 700) => {
  const answer = await sendImage(
    site,
    editor,
    { data: await imageOfFormat("png", width, 400), name },
    { alt },
  );
  expect(answer.status).toBe(201);
  return answer.body.data as MediaItem;
};
const filesOf = (key: string) => {
  try {
    return readdirSync(join(dataDir, "media", key));
  } catch {
    return [];
  }
};
let postsMade = 0;
const post = async (fields: { cover?: number; body?: string; deleted?: boolean }) => {
  postsMade += 1;
  const [row] = await site.services.database.db
    .execute<{ id: number }>(
      sql`insert into posts (slug, title, body_markdown, cover_image_id, deleted_at)
        values (${`media-post-${postsMade}`}, ${`Derby day ${postsMade}`}, ${fields.body ?? ""},
                ${fields.cover ?? null}, ${fields.deleted ? new Date().toISOString() : null})
        returning id`,
    )
    .then((result) => (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows));
  return row!.id;
};
const auditOf = async (id: number) => {
  const answer = await fetch(`${site.url}/api/cms/audit?target=media:${id}`, {
    headers: { Authorization: `Bearer ${site.services.config.secrets.adminToken}` },
  });
  return ((await answer.json()) as { data: Array<{ action: string }> }).data
    .map((entry) => entry.action)
    .sort();
};

describe("the media library's records", () => {
  it("lists newest first and finds images by file name or alt text", async () => {
    await upload("corner-flag.png", "A corner flag in the rain");
    await upload("stadium-night.png", "Floodlights over the North Stand");
    const byName = await (await api("/media?q=corner-flag")).json();
    expect(byName.data.map((item: MediaItem) => item.filename)).toEqual(["corner-flag.png"]);
    const byAlt = await (await api("/media?q=floodlights")).json();
    expect(byAlt).toMatchObject({ total: 1, data: [{ filename: "stadium-night.png" }] });
    const none = await (await api("/media?q=100%25_")).json();
    expect(none.total).toBe(0);
  });

  it("edits alt text against the version read, and audits it", async () => {
    const item = await upload("keeper.png");
    const shown = await api(`/media/${item.id}`);
    // The compression on the way out may weaken the tag; If-Match accepts either form.
    expect(shown.headers.get("ETag")).toMatch(new RegExp(`^(W/)?"${item.version}"$`));
    const blind = await api(`/media/${item.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ alt: "The keeper saves" }),
    });
    expect(blind.status).toBe(400);
    expect((await blind.json()).error.code).toBe("version-required");
    const saved = await api(`/media/${item.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "If-Match": `"${item.version}"` },
      body: JSON.stringify({ alt: "The keeper saves a penalty" }),
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()).data as MediaItem;
    expect(body).toMatchObject({ alt: "The keeper saves a penalty", version: item.version + 1 });
    expect(body.markdown).toBe(`![The keeper saves a penalty](/media/${item.key}/640.jpg)`);
    const stale = await api(`/media/${item.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ alt: "Older edit", version: item.version }),
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({
      code: "edit-conflict",
      details: { current: { alt: body.alt } },
    });
    expect(await auditOf(item.id)).toEqual(["media.update", "media.upload"]);
  });

  it("takes one line of alt text in any script and refuses control characters, as its published pattern says", async () => {
    const item = await upload("terrace.png");
    const valid = ["", "Ærø's keeper — 守门员 saves ⚽ at the Kop", "Ein Tor in der 90. Minute!"];
    const invalid = ["Two\nlines", "A\ttab", "Bell \u0007", "Next line \u0085 here"];
    const doc = await (await fetch(`${site.url}/api/openapi.json`)).json();
    const pattern: string =
      doc.paths["/cms/media/{id}"].patch.requestBody.content["application/json"].schema.properties.alt
        .pattern;
    // Clients compile the published pattern with or without the `u` flag: both must agree with the server.
    for (const flags of ["", "u"]) {
      const published = new RegExp(pattern, flags);
      expect(valid.filter((text) => !published.test(text))).toEqual([]);
      expect(invalid.filter((text) => published.test(text))).toEqual([]);
    }
    let version = item.version;
    const saveAlt = async (alt: string) =>
      api(`/media/${item.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ alt, version }),
      });
    for (const text of valid) {
      const saved = await saveAlt(text);
      expect(saved.status).toBe(200);
      version = ((await saved.json()).data as MediaItem).version;
    }
    for (const text of invalid) {
      const refused = await saveAlt(text);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.code).toBe("invalid-alt");
    }
  });

  it("replaces the file under the same id: new key, old files gone, old addresses redirect", async () => {
    const item = await upload("lineup.png", "", 1400);
    const cover = await post({ cover: item.id, body: `![](/media/${item.key}/1280.jpg)` });
    const answer = await sendImage(
      site,
      editor,
      { data: await imageOfFormat("webp", 900, 600), name: "lineup-final.webp" },
      { path: `/cms/media/${item.id}/file`, method: "PUT", fields: { version: String(item.version) } },
    );
    expect(answer.status).toBe(200);
    const next = answer.body.data as MediaItem;
    expect(next).toMatchObject({ id: item.id, format: "webp", width: 900, filename: "lineup-final.webp" });
    expect(next.key).not.toBe(item.key);
    expect(filesOf(item.key)).toEqual([]);
    expect(filesOf(next.key)).toHaveLength(6);
    const old = await fetch(`${site.url}/media/${item.key}/1280.jpg`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(`/media/${next.key}/640.jpg`);
    const [{ coverImageId }] = await site.services.database.db
      .execute<{ coverImageId: number }>(
        sql`select cover_image_id as "coverImageId" from posts where id = ${cover}`,
      )
      .then((result) =>
        Array.isArray(result) ? result : (result as { rows: { coverImageId: number }[] }).rows,
      );
    expect(coverImageId).toBe(item.id);
    const stale = await sendImage(
      site,
      { ...editor, "If-Match": `"${item.version}"` },
      { data: await imageOfFormat("png", 300, 300), name: "late.png" },
      { path: `/cms/media/${item.id}/file`, method: "PUT" },
    );
    expect(stale.status).toBe(409);
    expect(await auditOf(item.id)).toEqual(["media.replace", "media.upload"]);
  });

  it("refuses to delete an image a post shows, naming the posts; deletes it otherwise", async () => {
    const item = await upload("trophy.png", "The trophy");
    const asCover = await post({ cover: item.id });
    const inBody = await post({ body: `Look:\n\n![The trophy](/media/${item.key}/640.webp)` });
    await post({ cover: item.id, deleted: true });
    const refused = await api(`/media/${item.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    const error = (await refused.json()).error;
    expect(error.code).toBe("media-in-use");
    expect(error.details.posts).toEqual([
      { id: asCover, title: expect.stringMatching(/^Derby day/), slug: expect.any(String), as: "cover" },
      { id: inBody, title: expect.stringMatching(/^Derby day/), slug: expect.any(String), as: "body" },
    ]);
    expect(error.message).toContain("2 posts");
    expect(filesOf(item.key)).toHaveLength(6);

    await site.services.database.db.execute(
      sql`update posts set deleted_at = now() where id in (${asCover}, ${inBody})`,
    );
    const deleted = await api(`/media/${item.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await api(`/media/${item.id}`)).status).toBe(404);
    expect(await auditOf(item.id)).toEqual(["media.delete", "media.upload"]);
    // Its files wait in the bin until it is purged.
    expect(filesOf(item.key)).toHaveLength(6);
    expect((await api(`/bin/media/${item.id}`, { method: "DELETE" })).status).toBe(204);
    expect(filesOf(item.key)).toEqual([]);
    expect((await fetch(`${site.url}/media/${item.key}/640.jpg`)).status).toBe(404);
  });
});

describe("deleting many images at once", () => {
  const bulk = (body: unknown) =>
    api("/media/bulk", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("moves them to the bin all or none, each audited; a retry changes nothing more", async () => {
    const [a, b, shown] = [
      await upload("bulk-a.png"),
      await upload("bulk-b.png"),
      await upload("bulk-shown.png"),
    ];
    const showing = await post({ cover: shown.id });

    // One a post still shows refuses the batch: nothing is deleted, and the refusal names image and post.
    const refused = await bulk({ action: "delete", ids: [a.id, shown.id, b.id] });
    expect(refused.status).toBe(409);
    const error = (await refused.json()).error;
    expect(error.code).toBe("media-in-use");
    expect(error.details.images).toEqual([
      {
        id: shown.id,
        filename: "bulk-shown.png",
        posts: [expect.objectContaining({ id: showing, as: "cover" })],
      },
    ]);
    expect(error.message).toContain("bulk-shown.png");
    for (const item of [a, b, shown]) expect(filesOf(item.key)).toHaveLength(6);

    const deleted = await bulk({ action: "delete", ids: [b.id, a.id] });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ data: { changed: [b.id, a.id], unchanged: [] } });
    for (const item of [a, b]) {
      expect((await api(`/media/${item.id}`)).status).toBe(404);
      expect(await auditOf(item.id)).toEqual(["media.delete", "media.upload"]);
    }
    // The retry finds them in the bin, and says so without a second audit entry.
    expect(await (await bulk({ action: "delete", ids: [b.id, a.id] })).json()).toEqual({
      data: { changed: [], unchanged: [b.id, a.id] },
    });
    expect(await auditOf(a.id)).toEqual(["media.delete", "media.upload"]);
    const unknown = await bulk({ action: "delete", ids: [a.id, 999_999] });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toMatchObject({
      code: "media-not-found",
      details: { missing: [999_999] },
    });
    expect((await bulk({ action: "archive", ids: [shown.id] })).status).toBe(400);
  });
});

describe("failures part-way", () => {
  const rows = async () => (await site.services.database.db.select({ n: count() }).from(media))[0]!.n;

  it("leaves no files when storage fails after some were written", async () => {
    const root = join(dataDir, "failing-storage");
    const files = createFileMediaStorage(root);
    let puts = 0;
    const service = createMediaService({
      db: site.services.database.db,
      logger: site.services.logger,
      storage: {
        ...files,
        put: (...args) => (++puts === 5 ? Promise.reject(new Error("disk full")) : files.put(...args)),
      },
    });
    const before = await rows();
    const who = { actor: { kind: "account" as const, id: "1", role: "editor" }, ip: null };
    await expect(
      service.upload(who, { file: { name: "a.png", data: await imageOfFormat("png", 700, 400) }, alt: "" }),
    ).rejects.toThrow("disk full");
    expect(readdirSync(root)).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it("leaves no files when the row cannot be written", async () => {
    const root = join(dataDir, "rolled-back");
    const service = createMediaService({
      db: site.services.database.db,
      logger: site.services.logger,
      storage: createFileMediaStorage(root),
    });
    const before = await rows();
    const who = { actor: { kind: "account" as const, id: "1", role: "editor" }, ip: null };
    // PostgreSQL refuses a NUL character in text: the insert fails after every file was stored.
    await expect(
      service.upload(who, {
        file: { name: "b.png", data: await imageOfFormat("png", 700, 400) },
        alt: "\u0000",
      }),
    ).rejects.toThrow();
    expect(readdirSync(root)).toEqual([]);
    expect(await rows()).toBe(before);
    expect(await site.services.database.db.select().from(media).where(eq(media.filename, "b.png"))).toEqual(
      [],
    );
  });
});
