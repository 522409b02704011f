import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import type { Services } from "../http/api-router.ts";
import { AppError } from "../http/errors.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import { defineJob, type Jobs } from "../platform/jobs.ts";
import { cmsMovieView, type Editor } from "./movies/cms.ts";
import { movies } from "./movies/schema.ts";
import { videos } from "./schema.ts";
import type { VideoStore } from "./storage.ts";
import { viewOf } from "./video-view.ts";

/** How long a deleted video or film waits in the bin before it is purged for good. */
export const BIN_DAYS = 30;
const DAY_MS = 86_400_000;
/** Nightly, at a quiet hour (UTC): whatever has been in the bin for 30 days goes. */
const PURGE_CRON = "41 3 * * *";
const PURGER: AuditActor = { kind: "automation", id: "video-bin", role: "system" };

export type BinKind = "video" | "movie";
export type BinEntry = {
  type: BinKind;
  id: number;
  title: string;
  deleted_at: string;
  /** The audit actor id of whoever deleted it (an account id, or an automation's name). */
  deleted_by: string | null;
  purge_at: string;
  days_left: number;
};

const videoNotFound = () => new AppError("not-found", "video-not-found", "No such video.");
const movieNotFound = () => new AppError("not-found", "movie-not-found", "No such film.");
const notInBin = (kind: BinKind) =>
  new AppError(
    "conflict",
    `${kind}-not-in-bin`,
    `This ${kind === "video" ? "video" : "film"} is not in the bin: move it there first.`,
  );

/**
 * The bin of the video area: deleting a video or a film only stamps `deleted_at`, which hides it
 * from every public read, the admin lists and the API; restoring clears the stamp, so the row comes
 * back exactly as it was. After BIN_DAYS a nightly job deletes it for good, a video with its files.
 */
export function createVideoBin(deps: { db: Db; store: VideoStore; jobs: Jobs; now: () => Date }) {
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

  const purgeBefore = () => new Date(deps.now().getTime() - BIN_DAYS * DAY_MS);

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
    /** "Delete now" from the bin: only what is in the bin can be purged early. */
    async purgeNow(type: BinKind, id: number, by: Editor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = type === "video" ? await lockedVideo(tx, id) : await lockedMovie(tx, id);
        if (!row.deletedAt) throw notInBin(type);
        if (type === "video") await eraseVideo(tx, id, by.actor, by.ip);
        else await eraseMovie(tx, id, by.actor, by.ip);
      });
      if (type === "video") await store.forget(id);
    },
    /** Everything in the bin, most recently deleted first, with the days each has left. */
    async list(): Promise<BinEntry[]> {
      const columns = (table: typeof videos | typeof movies) => ({
        id: table.id,
        title: table.title,
        deletedAt: table.deletedAt,
        deletedBy: table.deletedBy,
      });
      const [binnedVideos, binnedMovies] = await Promise.all([
        db
          .select(columns(videos))
          .from(videos)
          .where(isNotNull(videos.deletedAt))
          .orderBy(desc(videos.deletedAt)),
        db
          .select(columns(movies))
          .from(movies)
          .where(isNotNull(movies.deletedAt))
          .orderBy(desc(movies.deletedAt)),
      ]);
      const now = deps.now().getTime();
      const entryOf = (type: BinKind, row: (typeof binnedVideos)[number]): BinEntry => {
        const purgeAt = row.deletedAt!.getTime() + BIN_DAYS * DAY_MS;
        return {
          type,
          id: row.id,
          title: row.title,
          deleted_at: row.deletedAt!.toISOString(),
          deleted_by: row.deletedBy,
          purge_at: new Date(purgeAt).toISOString(),
          days_left: Math.max(0, Math.ceil((purgeAt - now) / DAY_MS)),
        };
      };
      return [
        ...binnedVideos.map((row) => entryOf("video", row)),
        ...binnedMovies.map((row) => entryOf("movie", row)),
      ].sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || a.id - b.id);
    },
    /** Purges what has waited BIN_DAYS; answers how many videos and films went. */
    async purgeExpired(): Promise<{ videos: number; movies: number }> {
      const before = purgeBefore();
      const dueVideos = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(isNotNull(videos.deletedAt), lte(videos.deletedAt, before)));
      const dueMovies = await db
        .select({ id: movies.id })
        .from(movies)
        .where(and(isNotNull(movies.deletedAt), lte(movies.deletedAt, before)));
      const purged = { videos: 0, movies: 0 };
      for (const { id } of dueVideos) {
        // Each on its own, re-checked under the lock: a restore a moment ago wins.
        const erased = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
          if (!row?.deletedAt || row.deletedAt > before) return false;
          await eraseVideo(tx, id, PURGER, null);
          return true;
        });
        if (!erased) continue;
        await store.forget(id);
        purged.videos += 1;
      }
      for (const { id } of dueMovies) {
        const erased = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(movies).where(eq(movies.id, id)).for("update");
          if (!row?.deletedAt || row.deletedAt > before) return false;
          await eraseMovie(tx, id, PURGER, null);
          return true;
        });
        if (erased) purged.movies += 1;
      }
      return purged;
    },
  };

  const purgeJob = defineJob({
    name: "video-bin-purge",
    payload: z.object({}),
    retries: 2,
    timeoutSeconds: 600,
    async handle() {
      await bin.purgeExpired();
    },
  });

  return {
    ...bin,
    purgeJob,
    /** Declares the nightly purge (stored in the database, run by whichever process is first). */
    async start(): Promise<() => Promise<void>> {
      await deps.jobs.every(purgeJob, PURGE_CRON, {});
      return async () => {};
    },
  };
}

export type VideoBin = ReturnType<typeof createVideoBin>;

/** The bin's entries with who deleted each named as staff know them (the bin screen and the API show the same). */
export async function namedBinEntries(parts: {
  bin: Pick<VideoBin, "list">;
  auth: Pick<Services["auth"], "peopleOf">;
}) {
  const entries = await parts.bin.list();
  const people = await parts.auth.peopleOf(entries.map((entry) => Number(entry.deleted_by)));
  return entries.map((entry) => {
    const by = entry.deleted_by;
    const person = people.get(Number(by));
    return {
      ...entry,
      deleted_by: by === null ? null : { id: by, name: person?.name ?? null, account: person !== undefined },
    };
  });
}
export type NamedBinEntry = Awaited<ReturnType<typeof namedBinEntries>>[number];
