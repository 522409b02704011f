import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import type { JobProgress } from "../../platform/job-progress.ts";
import { defineJob } from "../../platform/jobs.ts";
import { ffmpegPath, type Probe, probe, progressSeconds, run } from "../ffmpeg.ts";
import { videos } from "../schema.ts";
import type { VideoStore } from "../storage.ts";
import {
  ladderFor,
  masterPlaylist,
  renditionArgs,
  spriteLayout,
  thumbnailsVtt,
  type VariantStream,
} from "./ladder.ts";
import { measureVariant } from "./variant-stream.ts";

export type TranscodeDeps = { db: Db; store: VideoStore };
/** Lets a test stop a run between steps, as a crash would. */
export type TranscodeHooks = { afterStep?: (step: string) => void | Promise<void> };

export const TRANSCODE_JOB = "video-transcode";
export const transcodeKey = (videoId: number) => `video:${videoId}`;

/** Progress steps of the encode: one per second of source per rendition. */
const encodedSteps = (info: Probe) => Math.max(1, Math.round(info.durationSeconds * ladderFor(info).length));

async function encodeLadder(
  source: string,
  work: string,
  info: Probe,
  report: (progress: JobProgress) => Promise<void>,
): Promise<VariantStream[]> {
  const rungs = ladderFor(info);
  const encoded = encodedSteps(info);
  // One step more than the encode itself: stills and publishing close the bar.
  const total = encoded + 1;
  const variants: VariantStream[] = [];
  for (const [index, rung] of rungs.entries()) {
    await mkdir(join(work, rung.name), { recursive: true });
    let lastSent = -1;
    await run(ffmpegPath(), renditionArgs(source, work, rung, info.fps, info.hasAudio), {
      onLine: (line) => {
        const seconds = progressSeconds(line);
        if (seconds === null) return;
        const done = Math.min(encoded, Math.round(index * info.durationSeconds + seconds));
        if (done === lastSent) return;
        lastSent = done;
        void report({ done, total, message: `encoding ${rung.name}` }).catch(() => {});
      },
    });
    const playlist = `${rung.name}/index.m3u8`;
    // The master playlist declares what the encoder wrote, not what it was asked for.
    const measure = await measureVariant(join(work, playlist));
    variants.push({ name: rung.name, width: rung.width, height: rung.height, playlist, ...measure });
  }
  await report({ done: encoded, total, message: "encoded" });
  return variants;
}

async function stills(source: string, work: string, info: Probe): Promise<void> {
  const at = Math.min(1, info.durationSeconds / 2);
  const posterHeight = Math.min(720, info.height - (info.height % 2));
  await run(ffmpegPath(), [
    ...["-hide_banner", "-y", "-ss", at.toFixed(2), "-i", source, "-frames:v", "1"],
    ...["-vf", `scale=-2:${posterHeight}`, "-q:v", "3", join(work, "poster.jpg")],
  ]);
  const layout = spriteLayout(info.durationSeconds, info);
  await run(ffmpegPath(), [
    ...["-hide_banner", "-y", "-i", source, "-frames:v", "1", "-q:v", "5"],
    "-vf",
    `fps=1/${layout.interval},scale=${layout.width}:${layout.height},tile=${layout.columns}x${layout.rows}`,
    join(work, "sprite.jpg"),
  ]);
  await writeFile(join(work, "thumbnails.vtt"), thumbnailsVtt(info.durationSeconds, layout, "sprite.jpg"));
}

/**
 * Transcodes one uploaded video. Everything is written to its work folder, emptied first, so a
 * run after a crash starts clean; publishing renames the folder into published/ and then
 * switches the row to it in one update. Until that update the row names the previous set (or
 * none), so players never see a half-written one; a folder left by a crash in between is pruned.
 */
export async function transcodeVideo(
  deps: TranscodeDeps,
  videoId: number,
  report: (progress: JobProgress) => Promise<void>,
  hooks: TranscodeHooks = {},
): Promise<void> {
  const { db, store } = deps;
  const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
  if (video?.source !== "upload" || video.status === "uploading") return;
  await db
    .update(videos)
    .set({ status: "transcoding", error: null, updatedAt: new Date() })
    .where(eq(videos.id, videoId));
  await store.prune(videoId, video.rev);
  const work = store.work(videoId);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const source = store.source(videoId);
  const info = await probe(source);
  await report({ done: 0, total: 1, message: "probed" });
  await hooks.afterStep?.("probe");
  const variants = await encodeLadder(source, work, info, report);
  await hooks.afterStep?.("ladder");
  await stills(source, work, info);
  const captions = await stat(store.captions(videoId)).catch(() => null);
  if (captions) await copyFile(store.captions(videoId), join(work, "captions.vtt"));
  await writeFile(join(work, "master.m3u8"), masterPlaylist(variants));
  await hooks.afterStep?.("stills");

  const rev = randomUUID().slice(0, 8);
  await mkdir(store.publishedDir(videoId), { recursive: true });
  await rename(work, store.published(videoId, rev));
  await hooks.afterStep?.("renamed");
  await db
    .update(videos)
    .set({
      status: "ready",
      error: null,
      rev,
      renditions: variants.map(({ averageBandwidth, codecs, ...rendition }) => rendition),
      durationSeconds: Math.round(info.durationSeconds),
      width: info.width,
      height: info.height,
      posterKey: "poster.jpg",
      spriteKey: "sprite.jpg",
      updatedAt: new Date(),
    })
    .where(eq(videos.id, videoId));
  await store.prune(videoId, rev);
  const total = encodedSteps(info) + 1;
  await report({ done: total, total, message: "published" });
}

/** An absolute path where a message names one (ffprobe prefixes its complaint with the file). */
const FILE_PATH = /(?<=^|[\s'"(])(?:[A-Za-z]:)?(?:[\\/][^\s\\/:'"|]+)+[\\/]?(?::\s*)?/g;

/**
 * The reason staff see for a failed conversion: what the converter said, without the
 * server's file paths. The original stays its cause, so the log still names the file.
 */
export function conversionFailure(error: unknown): Error {
  const said = (error instanceof Error ? error.message : String(error)).replace(FILE_PATH, "");
  const reason = said.replace(/\s+/g, " ").trim() || "the converter stopped without a reason";
  return new Error(`The video could not be converted: ${reason}`, { cause: error });
}

/** The job kind: a failure retries twice, then the video shows as failed with the reason. */
export const transcodeJob = (deps: TranscodeDeps) =>
  defineJob({
    name: TRANSCODE_JOB,
    payload: z.object({ videoId: z.number().int().positive() }),
    retries: 2,
    timeoutSeconds: 3 * 60 * 60,
    async handle(job) {
      const { videoId } = job.payload;
      try {
        await transcodeVideo(deps, videoId, job.progress);
      } catch (error) {
        const failure = conversionFailure(error);
        const message = failure.message;
        await deps.db
          .update(videos)
          .set(
            job.lastAttempt
              ? { status: "failed", error: message, updatedAt: new Date() }
              : { status: "queued", error: `retrying: ${message}` },
          )
          .where(eq(videos.id, videoId));
        // The runner logs it with its cause (the paths) and shows staff only its message.
        throw failure;
      }
    },
  });

export type TranscodeJob = ReturnType<typeof transcodeJob>;
