import { desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Logger } from "./logger.ts";
import {
  type JobProgress,
  type JobProgressEntry,
  type JobState,
  jobProgress,
  jobProgressSequence,
} from "./schema.ts";
import { frame } from "./streams/frames.ts";
import type { StreamHub, Topic } from "./streams/hub.ts";
import { tableLog } from "./streams/table-log.ts";

export type { JobProgress, JobProgressEntry, JobState } from "./schema.ts";

export const JOBS_TOPIC = "jobs";
/** The subscriber group of one job's stream. */
export const jobGroupOf = (jobId: string) => `job:${jobId}`;
/** Reports older than this are pruned: a page follows a job while it runs, not for days after. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * The jobs topic on the stream hub: each job's own group hears its `progress`
 * frames. Reports are written to `job_progress` first, so a process that
 * missed one on the bus reads it back, as the live topic does with its log.
 */
export function createJobProgress(deps: { db: Db; streams: StreamHub; logger: Logger }) {
  const { db, streams, logger } = deps;
  const topic: Topic<JobProgressEntry> = streams.topic<JobProgressEntry>(JOBS_TOPIC, {
    seqOf: (entry) => entry.seq,
    route: (entry) => [[jobGroupOf(entry.jobId), frame("progress", entry, entry.seq)]],
    log: tableLog<JobProgressEntry>(db, jobProgress),
    window: 1_000,
  });

  return {
    topic,
    start: () => topic.start(),
    close: () => topic.close(),
    /** Stores one report under the next sequence and, once committed, sends it to every process. */
    async report(
      jobId: string,
      kind: string,
      state: JobState,
      progress: JobProgress,
    ): Promise<JobProgressEntry> {
      const entry = await db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(jobProgressSequence)
          .values({ id: 1, value: 1 })
          .onConflictDoUpdate({
            target: jobProgressSequence.id,
            set: { value: sql`${jobProgressSequence.value} + 1` },
          })
          .returning({ value: jobProgressSequence.value });
        const made: JobProgressEntry = {
          seq: counter!.value,
          jobId,
          kind,
          state,
          done: progress.done,
          total: progress.total,
          ...(progress.message === undefined ? {} : { message: progress.message }),
          at: new Date().toISOString(),
        };
        await tx.insert(jobProgress).values({ seq: made.seq, jobId, entry: made });
        return made;
      });
      await topic
        .publish(entry)
        .catch((error: unknown) => logger.warn({ err: error }, "jobs: publish failed"));
      return entry;
    },
    /** The job's latest report, or null before its first. */
    async latest(jobId: string): Promise<JobProgressEntry | null> {
      const [row] = await db
        .select({ entry: jobProgress.entry })
        .from(jobProgress)
        .where(eq(jobProgress.jobId, jobId))
        .orderBy(desc(jobProgress.seq))
        .limit(1);
      return row?.entry ?? null;
    },
    /** Drops reports older than a day; the counter row carries the sequence on. */
    async prune(): Promise<void> {
      await db.delete(jobProgress).where(lt(jobProgress.createdAt, new Date(Date.now() - KEEP_MS)));
    },
  };
}

export type JobProgressLog = ReturnType<typeof createJobProgress>;
