import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { defineJob, type JobKind, type Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import { posts } from "../schema.ts";
import { publishIfDue } from "./posts.ts";

/** Every minute: the backstop for a publish job lost between a save and its send. */
const SWEEP_CRON = "* * * * *";

/** Publishes every scheduled post whose time has passed; answers how many. */
export async function publishDuePosts(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), lte(posts.publishAt, now), isNull(posts.deletedAt)))
    .orderBy(asc(posts.publishAt))
    .limit(500);
  let published = 0;
  for (const { id } of due) if (await publishIfDue(db, id, now)) published += 1;
  return published;
}

/**
 * Scheduled posts go out on time without a visit or a restart: each save of a scheduled post
 * queues a `post-publish` job to start at its publish_at, keyed by post and version so saving
 * again never doubles it. A stale job (the post moved, unscheduled or deleted since) finds
 * nothing due and does nothing; the `posts-due` sweep catches anything a job missed.
 */
export function createPostPublishing(deps: { db: Db; jobs: Jobs; logger: Logger }) {
  const { db, jobs, logger } = deps;
  const publishJob = defineJob({
    name: "post-publish",
    payload: z.object({ postId: z.number().int().positive(), version: z.number().int().positive() }),
    retries: 5,
    retryDelaySeconds: 5,
    timeoutSeconds: 60,
    async handle(job) {
      if (await publishIfDue(db, job.payload.postId)) {
        logger.info({ post: job.payload.postId }, "published a scheduled post");
      }
    },
  });
  const sweepJob = defineJob({
    name: "posts-due",
    payload: z.object({}),
    retries: 1,
    timeoutSeconds: 120,
    async handle() {
      const published = await publishDuePosts(db);
      if (published > 0) logger.info({ published }, "posts sweep published overdue posts");
    },
  });

  return {
    jobKinds: [publishJob, sweepJob] as JobKind<unknown>[],
    publishJob,
    sweepJob,
    /** After any save: a scheduled post gets its publish job (idempotent per version). */
    async afterSave(post: { id: number; version: number; status: string; publish_at: string | null }) {
      if (post.status !== "scheduled" || !post.publish_at) return;
      await jobs.send(
        publishJob,
        { postId: post.id, version: post.version },
        { singletonKey: `post:${post.id}:v${post.version}`, startAfter: new Date(post.publish_at) },
      );
    },
    /** Declares the minute sweep (stored in the database, run by whichever process is first). */
    async start(): Promise<() => Promise<void>> {
      await jobs.every(sweepJob, SWEEP_CRON, {});
      return async () => {};
    },
  };
}

export type PostPublishing = ReturnType<typeof createPostPublishing>;
