import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { Config } from "../config/config.ts";
import type { Database } from "../db/connect.ts";
import type { Services } from "../http/api-router.ts";
import { AppError } from "../http/errors.ts";
import { bindAll, bindFirst } from "../platform/bind.ts";
import type { JobKind, Jobs } from "../platform/jobs.ts";
import { matchLabels } from "../sports/service.ts";
import { createVideoBin } from "./bin.ts";
import { demoMediaJob } from "./demo-media.ts";
import {
  chapterEventsOf,
  clipTime,
  derivedChapters,
  parseClipTime,
  saveChapters,
} from "./highlights/chapters.ts";
import { issueStream } from "./playback.ts";
import { type VideoEntitlement, type VideoKind, videoOutsideBin, videoStreams, videos } from "./schema.ts";
import { videoStore } from "./storage.ts";
import { TRANSCODE_JOB, transcodeJob, transcodeKey } from "./uploads/transcode.ts";
import { createUploads } from "./uploads/uploads.ts";
import { lockVideoForEdit, videoNotFound } from "./video-edit.ts";
import { type Video, viewOf } from "./video-view.ts";

export { mountVideoMedia } from "./media.routes.ts";
export { issueStream, MAX_GATED_STREAMS, type PlayableVideo, type StreamAddress } from "./playback.ts";

export type { Video, VideoView } from "./video-view.ts";
export { viewOf } from "./video-view.ts";
export type VideoEdit = {
  title?: string;
  kind?: VideoKind;
  entitlement?: VideoEntitlement | null;
  matchId?: number | null;
  captionsLabel?: string | null;
  captionsLang?: string | null;
};

/** Videos: uploads, the transcoding job, external sources and the demo media. */
export function createVideoService(deps: {
  database: Database;
  config: Config;
  jobs: Jobs;
  /** Who holds the plan a gated video asks for, when this service issues its stream. */
  billing: Services["billing"];
  /** The clock the bin stamps its entries by (tests move it on). */
  now?: () => Date;
}) {
  const { db } = deps.database;
  const playback = { config: deps.config, database: deps.database, billing: deps.billing };
  const store = videoStore(deps.config.dataDir);
  const job = transcodeJob({ db, store });
  const bin = createVideoBin({ db, store, now: deps.now ?? (() => new Date()) });

  async function queue(videoId: number): Promise<void> {
    await db
      .update(videos)
      .set({ status: "queued", error: null, updatedAt: new Date() })
      .where(eq(videos.id, videoId));
    const sent = await deps.jobs.send(job, { videoId }, { singletonKey: transcodeKey(videoId) });
    await db.update(videos).set({ jobId: sent.id }).where(eq(videos.id, videoId));
  }

  const uploads = createUploads({ db, store, onComplete: queue });
  const demoJob = demoMediaJob({ db, store, queue });

  /** A video not in the bin: a binned one is gone for every screen but the bin's. */
  async function row(id: number): Promise<Video> {
    const [found] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), videoOutsideBin));
    if (!found) throw videoNotFound();
    return found;
  }

  return {
    store,
    uploads,
    /** Marks an upload's source complete and queues its transcoding (the demo films use it too). */
    queue,
    bin,
    jobKinds: [job, demoJob] as JobKind<unknown>[],
    transcodeKind: TRANSCODE_JOB,
    /** Queues the demo media once (a fresh install), without slowing boot. */
    async seedDemo(): Promise<void> {
      const [existing] = await db.select({ n: count() }).from(videos);
      if ((existing?.n ?? 0) > 0) return;
      await deps.jobs.send(demoJob, {}, { singletonKey: "video-demo-media" });
    },
    find: row,
    /** Whether a playback stream is still the viewer's current one (a newer one elsewhere ends it). */
    async streamIsCurrent(stream: string): Promise<boolean> {
      const [found] = await db
        .select({ id: videoStreams.id })
        .from(videoStreams)
        .where(eq(videoStreams.id, stream));
      return found !== undefined;
    },
    /** The published revision of a video outside the bin, whose files the media routes serve; null without one. */
    async publishedRevision(videoId: number): Promise<string | null> {
      const [found] = await db
        .select({ rev: videos.rev })
        .from(videos)
        .where(and(eq(videos.id, videoId), videoOutsideBin));
      return found?.rev ?? null;
    },
    /** Newest first; `q` finds words in the title, as the film form's video picker asks. */
    async list(page: { limit: number; offset: number; kind?: VideoKind; q?: string }) {
      const where = and(
        videoOutsideBin,
        page.kind ? eq(videos.kind, page.kind) : undefined,
        page.q ? ilike(videos.title, `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(videos)
          .where(where)
          .orderBy(desc(videos.createdAt), desc(videos.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(videos).where(where),
      ]);
      return { data: rows.map(viewOf), total: total?.n ?? 0 };
    },
    /** A YouTube or Vimeo id, or an HLS address: nothing to transcode, ready at once. */
    async addExternal(input: {
      title: string;
      kind: VideoKind;
      source: "youtube" | "vimeo" | "hls";
      ref: string;
      createdBy: string;
    }) {
      if (input.source === "hls") {
        const origin = new URL(input.ref).origin;
        if (!deps.config.VIDEO_HLS_ORIGINS.includes(origin)) {
          throw new AppError(
            "bad-request",
            "hls-origin-not-allowed",
            `Browsers may not load streams from ${origin}: add it to VIDEO_HLS_ORIGINS first.`,
            { field: "ref" },
          );
        }
      }
      const [created] = await db
        .insert(videos)
        .values({
          title: input.title,
          kind: input.kind,
          source: input.source,
          externalRef: input.ref,
          status: "ready",
          createdBy: input.createdBy,
        })
        .returning();
      return created!;
    },
    /** A versioned edit: a stale `version` is 409 edit-conflict with the row as it is now. */
    async update(id: number, version: number, edit: VideoEdit): Promise<{ before: Video; after: Video }> {
      if (edit.matchId != null && !(await matchLabels(db, [edit.matchId])).has(edit.matchId)) {
        throw new AppError("unprocessable", "match-not-found", `There is no match ${edit.matchId}.`, {
          field: "matchId",
        });
      }
      return db.transaction(async (tx) => {
        const before = await lockVideoForEdit(tx, id, version, viewOf);
        const [after] = await tx
          .update(videos)
          .set({ ...edit, version: before.version + 1, updatedAt: new Date() })
          .where(eq(videos.id, id))
          .returning();
        return { before, after: after! };
      });
    },
    /** Stores WebVTT captions; a published video gets them at once, atomically replaced. */
    async setCaptions(id: number, vtt: string): Promise<Video> {
      if (!/^\uFEFF?WEBVTT(?:[ \t][^\n]*)?\r?\n/.test(vtt)) {
        throw new AppError(
          "bad-request",
          "invalid-captions",
          "Captions must be a WebVTT file (starting with WEBVTT).",
        );
      }
      const video = await row(id);
      if (video.source !== "upload")
        throw new AppError("conflict", "captions-external", "External videos carry their own captions.");
      await store.ensure();
      await writeFile(store.captions(id), vtt);
      if (video.rev) {
        const target = join(store.published(id, video.rev), "captions.vtt");
        await writeFile(`${target}.tmp`, vtt);
        await rename(`${target}.tmp`, target);
      }
      const [after] = await db
        .update(videos)
        .set({ captionsKey: "captions.vtt", updatedAt: new Date() })
        .where(eq(videos.id, id))
        .returning();
      return after!;
    },
    /** Queues a failed upload's transcoding again (the video's own retry button). */
    async retry(id: number): Promise<Video> {
      const video = await row(id);
      if (video.source !== "upload" || video.status !== "failed") {
        throw new AppError(
          "conflict",
          "video-not-failed",
          "Only a video whose transcoding failed can be retried.",
        );
      }
      await queue(id);
      return row(id);
    },
    // What the admin area's video and chapter screens use, over this service's own parts.
    viewOf,
    issueStream: bindFirst(playback, issueStream),
    ...bindAll(db, { chapterEventsOf, derivedChapters }),
    saveChapters: bindFirst(deps.database, saveChapters),
    clipTime,
    parseClipTime,
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
