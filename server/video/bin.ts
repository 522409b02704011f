import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import { type BinShelf, binnedRowsOf, purgeable } from "../platform/bin.ts";
import { cmsMovieView, type Editor } from "./movies/cms.ts";
import { movies } from "./movies/schema.ts";
import { videos } from "./schema.ts";
import type { VideoStore } from "./storage.ts";
import { videoNotFound } from "./video-edit.ts";
import { viewOf } from "./video-view.ts";

const movieNotFound = () => new AppError("not-found", "movie-not-found", "No such film.");
/**
 * Videos and films in the bin (`server/platform/bin.ts`): deleting one only stamps `deleted_at`, which
 * hides it from every public read, the admin lists and the API; restoring clears the stamp, so the row
 * comes back exactly as it was; purging deletes it for good, a video with its files.
 */
export function createVideoBin(deps: { db: Db; store: VideoStore; now: () => Date }) {
  const { db, store } = deps;

  /** The row, in the bin or not; unknown ids are the domain's not-found. */
  async function lockedVideo(tx: Db, id: number) {
    const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
    if (!row) throw videoNotFound();
    return row;
  }
  async function lockedMovie(tx: Db, id: number) {
    const [row] = await tx.select().from(movies).where(eq(movies.id, id)).for("update");
    if (!row) throw movieNotFound();
    return row;
  }

  /** Deletes a binned video's row and files; the caller has checked it is in the bin. */
  async function eraseVideo(tx: Db, id: number, actor: AuditActor, ip: string | null) {
    const [gone] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "video.purge",
      target: { type: "video", id },
      before: viewOf(gone!),
      ip,
    });
  }
  async function eraseMovie(tx: Db, id: number, actor: AuditActor, ip: string | null) {
    const [gone] = await tx.delete(movies).where(eq(movies.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "movie.purge",
      target: { type: "movie", id },
      before: cmsMovieView(gone!),
      ip,
    });
  }

  const bin = {
    /** Moves a video to the bin; a video already there is answered as it is (a retried DELETE). */
    trashVideo: (id: number, by: Editor) =>
      db.transaction(async (tx) => {
        const row = await lockedVideo(tx, id);
        if (row.deletedAt) return row;
        const [after] = await tx
          .update(videos)
          .set({ deletedAt: deps.now(), deletedBy: by.actor.id })
          .where(eq(videos.id, id))
          .returning();
        await recordAudit(tx, {
          ...by,
          action: "video.delete",
          target: { type: "video", id },
          before: viewOf(row),
        });
        return after!;
      }),
    /** Brings a video back from the bin untouched; one not in the bin is answered as it is. */
    restoreVideo: (id: number, by: Editor) =>
      db.transaction(async (tx) => {
        const row = await lockedVideo(tx, id);
        if (!row.deletedAt) return row;
        const [after] = await tx
          .update(videos)
          .set({ deletedAt: null, deletedBy: null })
          .where(eq(videos.id, id))
          .returning();
        await recordAudit(tx, {
          ...by,
          action: "video.restore",
          target: { type: "video", id },
          after: viewOf(after!),
        });
        return after!;
      }),
    trashMovie: (id: number, by: Editor) =>
      db.transaction(async (tx) => {
        const row = await lockedMovie(tx, id);
        if (row.deletedAt) return cmsMovieView(row);
        const [after] = await tx
          .update(movies)
          .set({ deletedAt: deps.now(), deletedBy: by.actor.id })
          .where(eq(movies.id, id))
          .returning();
        await recordAudit(tx, {
          ...by,
          action: "movie.delete",
          target: { type: "movie", id },
          before: cmsMovieView(row),
        });
        return cmsMovieView(after!);
      }),
    restoreMovie: (id: number, by: Editor) =>
      db.transaction(async (tx) => {
        const row = await lockedMovie(tx, id);
        if (!row.deletedAt) return cmsMovieView(row);
        const [after] = await tx
          .update(movies)
          .set({ deletedAt: null, deletedBy: null })
          .where(eq(movies.id, id))
          .returning();
        const view = cmsMovieView(after!);
        await recordAudit(tx, { ...by, action: "movie.restore", target: { type: "movie", id }, after: view });
        return view;
      }),
  };

  const videoShelf: BinShelf = {
    type: "video",
    binned: () => binnedRowsOf(db, videos, videos.title),
    restore: async (id, by) => {
      await bin.restoreVideo(id, by);
    },
    async purge(id, by, binnedBy) {
      const erased = await db.transaction(async (tx) => {
        const row = await lockedVideo(tx, id);
        if (!purgeable(row, binnedBy)) return false;
        await eraseVideo(tx, id, by.actor, by.ip);
        return true;
      });
      if (erased) await store.forget(id);
      return erased;
    },
  };
  const movieShelf: BinShelf = {
    type: "movie",
    binned: () => binnedRowsOf(db, movies, movies.title),
    restore: async (id, by) => {
      await bin.restoreMovie(id, by);
    },
    purge: (id, by, binnedBy) =>
      db.transaction(async (tx) => {
        const row = await lockedMovie(tx, id);
        if (!purgeable(row, binnedBy)) return false;
        await eraseMovie(tx, id, by.actor, by.ip);
        return true;
      }),
  };

  return { ...bin, shelves: [videoShelf, movieShelf] };
}

export type VideoBin = ReturnType<typeof createVideoBin>;
