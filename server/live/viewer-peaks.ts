import { hostname } from "node:os";
import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import { defineJob, type JobKind, type Jobs } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import { liveViewerPeaks } from "./schema.ts";

/** How often each process looks at its open streams: a peak shorter than this may go unseen. */
const SAMPLE_MS = 60_000;
/** As long as the longest trend the dashboard draws, so no chart reads a pruned day. */
export const VIEWER_PEAK_DAYS = 90;
/** Daily, at a quiet hour: hours older than the kept window go. */
const PRUNE_CRON = "23 3 * * *";
const HOUR_MS = 3_600_000;

/** Raises this process's peak for the hour holding `at` to `connections`, if that is higher. */
export async function recordViewerSample(db: Db, node: string, connections: number, at = new Date()) {
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(liveViewerPeaks)
    .values({ hour, node, peak: connections })
    .onConflictDoUpdate({
      target: [liveViewerPeaks.hour, liveViewerPeaks.node],
      set: { peak: sql`greatest(${liveViewerPeaks.peak}, excluded.peak)` },
    });
}

/** Drops the hours before the kept window; answers how many rows went. */
export async function pruneViewerPeaks(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - VIEWER_PEAK_DAYS * 24 * HOUR_MS);
  const gone = await db.delete(liveViewerPeaks).where(lt(liveViewerPeaks.hour, before)).returning();
  return gone.length;
}

/**
 * The peak of concurrent streams on each day (YYYY-MM-DD in the zone) between two instants. The
 * processes' hourly peaks are added up per hour, then the day takes its busiest hour: where two
 * processes peaked at different minutes of one hour this reads a little high, never low.
 */
export async function dailyViewerPeaks(
  db: Db,
  range: { from: Date; to: Date; timeZone: string },
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select to_char(hour at time zone ${range.timeZone}, 'YYYY-MM-DD') as day, max(viewers)::int as value
    from (
      select ${liveViewerPeaks.hour} as hour, sum(${liveViewerPeaks.peak}) as viewers
      from ${liveViewerPeaks}
      where ${liveViewerPeaks.hour} >= ${range.from.toISOString()}::timestamptz
        and ${liveViewerPeaks.hour} < ${range.to.toISOString()}::timestamptz
      group by 1
    ) hours
    group by 1`);
  const rows = (result as unknown as { rows: Array<{ day: string; value: number }> }).rows;
  return new Map(rows.map((row) => [String(row.day), Number(row.value)]));
}

/**
 * Live viewers have no history of their own: the stream hub knows only how many streams are open
 * now, in this process. So every process samples its own count each minute into an hourly-peak
 * row (a timer here, not a queued job, since a job runs in one process and sees only its streams),
 * and the job queue prunes rows past 90 days once a day from whichever process takes it.
 */
export function createViewerPeaks(deps: {
  db: Db;
  jobs: Jobs;
  logger: Logger;
  /** Open streams in this process now. */
  connections: () => number;
  node?: string;
}) {
  const { db, jobs, logger } = deps;
  const node = deps.node ?? `${hostname()}:${process.pid}`;
  const pruneJob = defineJob({
    name: "viewer-peaks-prune",
    payload: z.object({}),
    retries: 1,
    timeoutSeconds: 120,
    async handle() {
      const pruned = await pruneViewerPeaks(db);
      if (pruned > 0) logger.info({ pruned }, "pruned live-viewer hours past the kept window");
    },
  });
  const sample = async () => {
    try {
      await recordViewerSample(db, node, deps.connections());
    } catch (error) {
      logger.warn({ err: error }, "could not record the live-viewer sample");
    }
  };
  return {
    jobKinds: [pruneJob] as JobKind<unknown>[],
    sample,
    async start(): Promise<() => Promise<void>> {
      await jobs.every(pruneJob, PRUNE_CRON, {});
      const timer = setInterval(() => void sample(), SAMPLE_MS);
      timer.unref();
      return async () => clearInterval(timer);
    },
  };
}

export type ViewerPeaks = ReturnType<typeof createViewerPeaks>;
