import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { distinctIds } from "../../../shared/bulk.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import { type BinShelf, binnedRowsOf, purgeable } from "../../platform/bin.ts";
import { actOnEach, type BulkOutcome, missingIds } from "../../platform/bulk.ts";
import type { Logger } from "../../platform/logger.ts";
import { postCoversOf } from "../post-covers.ts";
import { media } from "../schema.ts";
import { CONTENT_TYPE_OF, type ProcessedImage, processImage } from "./process.ts";
import {
  getMedia,
  imageOf,
  listMedia,
  mediaForEdit,
  mediaItemOf,
  mediaNotFound,
  mediaOfPreviousKey,
  mediaRow,
  usesOf,
} from "./queries.ts";
import { MEDIA_FILE, MEDIA_KEY, type MediaStorage } from "./storage.ts";
import type { MediaImage, MediaItem } from "./types.ts";

export { imageOf };
export const MAX_ALT_LENGTH = 500;
/** What the library's grid does to many images at once. */
export const MEDIA_BULK_ACTIONS = ["delete"] as const;

export type MediaUpload = { name: string; data: Buffer };
export type MediaWho = { actor: AuditActor; ip: string | null };
export type MediaFile = { kind: "file"; data: Buffer; contentType: string } | { kind: "moved"; to: string };

/** The name shown in the library: the upload's base name without control characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  return (
    base
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, 200) || "image"
  );
}

const extOf = (file: string) => file.slice(file.lastIndexOf(".") + 1);
const summary = (item: Pick<MediaItem, "key" | "filename" | "format" | "width" | "height" | "bytes">) => ({
  key: item.key,
  filename: item.filename,
  format: item.format,
  width: item.width,
  height: item.height,
  bytes: item.bytes,
});

/**
 * The media library: uploads become stripped variants in storage plus one row. Files are
 * written before the row and removed again if the row cannot be written; files an image
 * no longer needs go only after the change is committed, so a failure never leaves
 * a row pointing at nothing, nor files nobody points at.
 */
export function createMediaService(deps: { db: Db; storage: MediaStorage; logger: Logger }) {
  const { db, storage, logger } = deps;

  const forget = (key: string, files: string[]) =>
    storage.remove(key, files).catch((error) => logger.warn({ err: error, key }, "media files left behind"));

  /** Writes every variant under a fresh key, all or none. */
  async function store(image: ProcessedImage) {
    const key = randomBytes(12).toString("hex");
    const writes = await Promise.allSettled(
      image.variants.map((v) => storage.put(key, v.file, v.data, CONTENT_TYPE_OF[extOf(v.file)]!)),
    );
    const failed = writes.find((write) => write.status === "rejected");
    if (failed) {
      await forget(
        key,
        image.variants.map((v) => v.file),
      );
      throw failed.reason;
    }
    const variants = image.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      bytes: v.data.length,
      key: `${key}/${v.file}`,
    }));
    return { key, variants, files: image.variants.map((v) => v.file) };
  }

  /** Runs a write after the files are stored; if it fails, the new files go. */
  async function orForget<T>(stored: { key: string; files: string[] }, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await forget(stored.key, stored.files);
      throw error;
    }
  }

  const filesOf = (item: MediaItem) => item.variants.map((v) => v.key.slice(v.key.indexOf("/") + 1));

  /** Moves a locked, unused image to the bin and audits it; its files stay until it is purged. */
  async function binLocked(tx: Db, who: MediaWho, row: typeof media.$inferSelect): Promise<void> {
    await tx
      .update(media)
      .set({ deletedAt: new Date(), deletedBy: who.actor.id })
      .where(eq(media.id, row.id));
    const item = mediaItemOf(row);
    await recordAudit(tx, {
      ...who,
      action: "media.delete",
      target: { type: "media", id: row.id },
      before: { ...summary(item), alt: item.alt },
    });
  }

  return {
    storage,
    /** The longest alt text an image may have, as the library's forms say it. */
    MAX_ALT_LENGTH,
    bulkActions: MEDIA_BULK_ACTIONS,
    list: (query: { q?: string; limit: number; offset: number }) => listMedia(db, query),
    get: (id: number) => getMedia(db, id),
    image: (id: number) => imageOf(db, id),
    /** Several images at once, by id, as `<ResponsiveImage>` draws them; missing ones are left out. */
    async images(ids: readonly number[]): Promise<Map<number, MediaImage>> {
      const found = await postCoversOf(db, ids);
      return new Map(
        [...found].map(([id, image]) => [
          id,
          { ...image, variants: image.variants.map(({ format, width, url }) => ({ format, width, url })) },
        ]),
      );
    },

    async upload(who: MediaWho, input: { file: MediaUpload; alt: string }): Promise<MediaItem> {
      const image = await processImage(input.file.data);
      const stored = await store(image);
      return orForget(stored, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(media)
            .values({
              key: stored.key,
              filename: cleanFilename(input.file.name),
              alt: input.alt,
              format: image.format,
              width: image.width,
              height: image.height,
              bytes: input.file.data.length,
              variants: stored.variants,
              uploadedBy: who.actor.id,
            })
            .returning();
          const item = mediaItemOf(row!);
          await recordAudit(tx, {
            ...who,
            action: "media.upload",
            target: { type: "media", id: item.id },
            after: { ...summary(item), alt: item.alt },
          });
          return item;
        }),
      );
    },

    async updateAlt(who: MediaWho, input: { id: number; base: number; alt: string }): Promise<MediaItem> {
      return db.transaction(async (tx) => {
        const row = await mediaForEdit(tx, input.id, input.base);
        const [updated] = await tx
          .update(media)
          .set({ alt: input.alt, version: row.version + 1, updatedAt: new Date() })
          .where(eq(media.id, input.id))
          .returning();
        await recordAudit(tx, {
          ...who,
          action: "media.update",
          target: { type: "media", id: input.id },
          before: { alt: row.alt },
          after: { alt: input.alt },
        });
        return mediaItemOf(updated!);
      });
    },

    /** A new file for the same id: posts keep their cover, and old addresses redirect to the new files. */
    async replace(who: MediaWho, input: { id: number; base: number; file: MediaUpload }): Promise<MediaItem> {
      const before = mediaItemOf(await mediaRow(db, input.id));
      if (before.version !== input.base) throw editConflict(before);
      const image = await processImage(input.file.data);
      const stored = await store(image);
      const { item, old } = await orForget(stored, () =>
        db.transaction(async (tx) => {
          const row = await mediaForEdit(tx, input.id, input.base);
          const old = mediaItemOf(row);
          const [updated] = await tx
            .update(media)
            .set({
              key: stored.key,
              previousKeys: sql`array_append(${media.previousKeys}, ${row.key})`,
              filename: cleanFilename(input.file.name),
              format: image.format,
              width: image.width,
              height: image.height,
              bytes: input.file.data.length,
              variants: stored.variants,
              version: row.version + 1,
              updatedAt: new Date(),
            })
            .where(eq(media.id, input.id))
            .returning();
          const item = mediaItemOf(updated!);
          await recordAudit(tx, {
            ...who,
            action: "media.replace",
            target: { type: "media", id: input.id },
            before: summary(old),
            after: summary(item),
          });
          return { item, old };
        }),
      );
      await forget(old.key, filesOf(old));
      return item;
    },

    /**
     * Moves an image to the bin: it leaves the library, the pickers and its addresses at once; refused
     * while a post shows it (409 `media-in-use`, naming the posts). Again is a no-op.
     */
    async remove(who: MediaWho, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
        if (!row) throw mediaNotFound();
        if (row.deletedAt) return;
        const uses = await usesOf(tx, row);
        if (uses.length > 0) {
          const titles = uses.map((use) => `“${use.title}”`).join(", ");
          throw new AppError(
            "conflict",
            "media-in-use",
            `This image is still used by ${uses.length === 1 ? "a post" : `${uses.length} posts`}: ${titles}. Remove it from ${uses.length === 1 ? "that post" : "them"} first.`,
            { posts: uses },
          );
        }
        await binLocked(tx, who, row);
      });
    },

    /**
     * Moves many images to the bin, all or none, each audited as `media.delete` as one deleted alone.
     * One a post still shows refuses the batch (409 `media-in-use`, naming image and posts), and so
     * does an id the library never held (422 `media-not-found`); one already in the bin counts as
     * `unchanged`, so a retried batch is safe.
     */
    async removeMany(who: MediaWho, ids: readonly number[]): Promise<BulkOutcome> {
      const wanted = distinctIds(ids);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(media)
          .where(inArray(media.id, wanted))
          .orderBy(asc(media.id))
          .for("update");
        const missing = missingIds(wanted, rows);
        if (missing.length > 0) {
          throw new AppError(
            "unprocessable",
            "media-not-found",
            `There is no image ${missing.join(", ")}: nothing was deleted.`,
            { missing },
          );
        }
        const inUse = [];
        for (const row of rows) {
          if (row.deletedAt) continue;
          const uses = await usesOf(tx, row);
          if (uses.length > 0) inUse.push({ id: row.id, filename: row.filename, posts: uses });
        }
        if (inUse.length > 0) {
          const named = inUse
            .map((image) => `${image.filename} (${image.posts.map((post) => `“${post.title}”`).join(", ")})`)
            .join("; ");
          throw new AppError(
            "conflict",
            "media-in-use",
            `Posts still show ${inUse.length === 1 ? "this image" : "these images"}: ${named}. Remove ${inUse.length === 1 ? "it" : "them"} from those posts first; nothing was deleted.`,
            { images: inUse },
          );
        }
        return actOnEach(wanted, rows, async (row) => {
          if (row.deletedAt) return false;
          await binLocked(tx, who, row);
          return true;
        });
      });
    },

    /** Images in the admin area's bin: restored as they were, or purged with their files. */
    shelf: {
      type: "media",
      binned: () => binnedRowsOf(db, media, media.filename),
      restore: (id, by) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
          if (!row) throw mediaNotFound();
          if (!row.deletedAt) return;
          await tx.update(media).set({ deletedAt: null, deletedBy: null }).where(eq(media.id, id));
          await recordAudit(tx, { ...by, action: "media.restore", target: { type: "media", id } });
        }),
      async purge(id, by, binnedBy) {
        const gone = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
          if (!row) throw mediaNotFound();
          if (!purgeable(row, binnedBy)) return null;
          await tx.delete(media).where(eq(media.id, id));
          const item = mediaItemOf(row);
          await recordAudit(tx, {
            ...by,
            action: "media.purge",
            target: { type: "media", id },
            before: { ...summary(item), alt: item.alt },
          });
          return item;
        });
        // Files go only once the row is gone for good.
        if (gone) await forget(gone.key, filesOf(gone));
        return gone !== null;
      },
    } satisfies BinShelf,

    /**
     * A variant to serve. An address from before a replace points to the current image's
     * file of the same name (or the nearest width of that format).
     */
    async file(key: string, file: string): Promise<MediaFile | null> {
      if (!MEDIA_KEY.test(key) || !MEDIA_FILE.test(file)) return null;
      const data = await storage.get(key, file);
      // An image in the bin is in no post (deleting refuses one that is) and its key is unguessable:
      // its files answer until it is purged, so a page open in a browser while it went keeps its picture.
      if (data) return { kind: "file", data, contentType: CONTENT_TYPE_OF[extOf(file)]! };
      const current = await mediaOfPreviousKey(db, key);
      if (!current) return null;
      const ext = extOf(file);
      const width = Number(file.slice(0, file.indexOf(".")));
      const same = current.variants
        .filter((v) => v.url.endsWith(`.${ext}`))
        .sort((a, b) => a.width - b.width);
      const to = same.filter((v) => v.width <= width).at(-1) ?? same[0];
      return to ? { kind: "moved", to: to.url } : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
