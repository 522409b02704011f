import { createHash, randomUUID } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { tooLargeMessage } from "../../../shared/bytes.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { videos, videoUploads } from "../schema.ts";
import type { VideoStore } from "../storage.ts";

const MiB = 1024 * 1024;
export const MAX_VIDEO_BYTES = 4 * 1024 * MiB;
export const MAX_CHUNK_BYTES = 8 * MiB;

export type UploadState = {
  id: string;
  videoId: number;
  filename: string;
  size: number;
  offset: number;
  complete: boolean;
};

/**
 * MP4 and QuickTime start with a box whose type is at byte 4 (`ftyp`, or `moov`/`mdat`/`wide`/`free`
 * in older QuickTime files); WebM and Matroska with the EBML magic. Anything else is not a video.
 */
export function looksLikeVideo(head: Uint8Array): boolean {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return true;
  if (head.length < 8) return false;
  const box = String.fromCharCode(...head.subarray(4, 8));
  return ["ftyp", "moov", "mdat", "wide", "free", "skip"].includes(box);
}

/** `sha256=<base64>` (the Digest form) or `sha256 <base64>` (tus's Upload-Checksum form). */
export function parseChecksum(header: string | undefined): Buffer {
  const match = /^\s*sha-?256[ =]([A-Za-z0-9+/]{43}=)\s*$/i.exec(header ?? "");
  if (!match) {
    throw new AppError(
      "bad-request",
      "checksum-required",
      "Send each chunk's SHA-256 as `Upload-Checksum: sha256 <base64>`.",
    );
  }
  return Buffer.from(match[1]!, "base64");
}

const stateOf = (row: typeof videoUploads.$inferSelect): UploadState => ({
  id: row.id,
  videoId: row.videoId,
  filename: row.filename,
  size: row.size,
  offset: row.received,
  complete: row.received >= row.size,
});

export function createUploads(deps: {
  db: Db;
  store: VideoStore;
  onComplete: (videoId: number) => Promise<void>;
}) {
  const { db, store } = deps;

  async function find(id: string) {
    const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id));
    if (!row) throw new AppError("not-found", "upload-not-found", "No such upload; start it again.");
    return row;
  }

  return {
    /** Opens an upload for a new video row (status `uploading`); the bytes follow in chunks. */
    async start(input: {
      title: string;
      filename: string;
      size: number;
      kind: "highlight" | "movie" | "trailer" | "channel";
      createdBy: string;
    }): Promise<UploadState> {
      if (input.size > MAX_VIDEO_BYTES) {
        throw new AppError(
          "payload-too-large",
          "video-too-large",
          tooLargeMessage("video", input.size, MAX_VIDEO_BYTES),
          { bytes: input.size, max: MAX_VIDEO_BYTES },
        );
      }
      await store.ensure();
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        const [video] = await tx
          .insert(videos)
          .values({
            title: input.title,
            kind: input.kind,
            source: "upload",
            status: "uploading",
            createdBy: input.createdBy,
          })
          .returning({ id: videos.id });
        const [upload] = await tx
          .insert(videoUploads)
          .values({ id, videoId: video!.id, filename: input.filename, size: input.size })
          .returning();
        return upload!;
      });
      await (await open(store.uploadPart(id), "w")).close();
      return stateOf(row);
    },

    find: async (id: string) => stateOf(await find(id)),

    /**
     * Writes one chunk at `offset`, which must be where the upload stands (else 409 with the
     * offset to resume from). The bytes are checked against their SHA-256 before anything is
     * written; the offset moves only after the write is on disk, so a retried chunk is harmless.
     */
    async append(id: string, offset: number, bytes: Uint8Array, checksum: Buffer): Promise<UploadState> {
      const row = await find(id);
      if (row.received >= row.size) return stateOf(row);
      if (offset !== row.received) {
        throw new AppError(
          "conflict",
          "offset-mismatch",
          `The upload stands at byte ${row.received}; send from there.`,
          {
            offset: row.received,
          },
        );
      }
      if (bytes.length === 0 || bytes.length > MAX_CHUNK_BYTES || offset + bytes.length > row.size) {
        throw new AppError(
          "bad-request",
          "invalid-chunk",
          `A chunk holds 1 byte to 8 MiB and stays within the file's ${row.size} bytes.`,
        );
      }
      if (!createHash("sha256").update(bytes).digest().equals(checksum)) {
        throw new AppError(
          "bad-request",
          "checksum-mismatch",
          "The chunk's SHA-256 does not match its bytes; send it again.",
          {
            offset: row.received,
          },
        );
      }
      if (offset === 0 && !looksLikeVideo(bytes)) {
        await db.delete(videos).where(eq(videos.id, row.videoId));
        await rm(store.uploadPart(id), { force: true });
        throw new AppError(
          "unsupported-media-type",
          "unsupported-video",
          "Upload an MP4, MOV or WebM video.",
        );
      }
      const file = await open(store.uploadPart(id), "r+");
      try {
        await file.write(bytes, 0, bytes.length, offset);
        await file.sync();
      } finally {
        await file.close();
      }
      const received = offset + bytes.length;
      const [updated] = await db
        .update(videoUploads)
        .set({ received, updatedAt: new Date() })
        .where(and(eq(videoUploads.id, id), eq(videoUploads.received, offset)))
        .returning();
      if (!updated) return stateOf(await find(id));
      if (received >= row.size) {
        await rename(store.uploadPart(id), store.source(row.videoId));
        await deps.onComplete(row.videoId);
      }
      return stateOf(updated);
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
