import { randomUUID } from "node:crypto";
import { fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import type { z } from "zod";
import { AppError } from "../../shared/errors.ts";
import type { List } from "../../shared/list.ts";
import type { Database } from "../db/connect.ts";
import {
  BOSS_STATES,
  type FailedJob,
  JOB_STATES,
  type JobRow,
  type JobState,
  jobRows,
} from "./job-failures.ts";
import { createJobProgress, type JobProgress, type JobProgressEntry } from "./job-progress.ts";
import type { Logger } from "./logger.ts";
import { createOutageNotice } from "./outage.ts";
import type { StreamHub } from "./streams/hub.ts";

/** What a handler gets: the checked payload, which attempt this is, and a way to report progress. */
export type JobContext<P> = {
  id: string;
  payload: P;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** True when a failure now fails the job for good. */
  lastAttempt: boolean;
  progress(progress: JobProgress): Promise<void>;
};

/** A kind of background work: its name, the payload it accepts, and what runs it. */
export type JobKind<P> = {
  name: string;
  payload: z.ZodType<P>;
  handle(job: JobContext<P>): Promise<unknown>;
  /** Retries after the first failure; 3 unless stated. */
  retries?: number;
  /** Seconds before the first retry, doubling (with jitter) for each after it; 10 unless stated. */
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed (the process died or hung); 15 minutes unless stated. */
  timeoutSeconds?: number;
};

export const defineJob = <P>(kind: JobKind<P>): JobKind<P> => kind;

export type { FailedJob, JobRow, JobState } from "./job-failures.ts";
export { JOB_STATES } from "./job-failures.ts";

export type JobsOptions = {
  database: Database;
  streams: StreamHub;
  logger: Logger;
  /** How often an idle worker looks for work; a send in this process wakes it at once. */
  pollSeconds?: number;
  /** How often one process checks the schedules for due runs (1 to 45 seconds); 30 unless stated. */
  scheduleCheckSeconds?: number;
};

/** A recurring run of a kind, as stored in the database and shared by every process. */
export type JobSchedule = { kind: string; cron: string; payload: unknown };

const SCHEMA = "pgboss";
/** The site's own jobs: the queue's internal ones (its scheduler's `__pgboss__send-it`) mean nothing to staff. */
const OURS = "NOT starts_with(name, '__pgboss__')";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND_NAME = /^[a-z][a-z0-9-]{0,49}$/;

const connectionOf = (database: Database) =>
  database.driver.kind === "pglite"
    ? ({ db: fromPglite(database.driver.client), backend: "pglite" } as const)
    : ({ connectionString: database.driver.url, max: 4, application_name: "goalline-jobs" } as const);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Background jobs in the site's own database (pg-boss): on the embedded PGlite
 * through its in-process adapter, on PostgreSQL over a small pool of its own.
 * Kinds are defined with a zod payload schema; workers run while the services
 * do; failures retry with exponential backoff, then wait in the failed list for
 * a person to retry them. Progress goes to the `jobs` stream topic.
 * docs/decisions/011-jobs-on-the-database.md
 */
export function createJobs(options: JobsOptions) {
  const { database, logger } = options;
  const pollSeconds = options.pollSeconds ?? 2;
  const boss = new PgBoss({
    ...connectionOf(database),
    schema: SCHEMA,
    // Schedules live in the database: whichever process claims a cron pass sends the due runs,
    // and a run already waiting or running under the schedule's singleton key is not sent again.
    schedule: true,
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.ceil(pollSeconds))),
    registerInstance: false,
  });
  // A database that went away fails every poll: said once, and its return once.
  const outage = createOutageNotice(logger, "jobs: the queue's database", { probe: () => database.ping() });
  boss.on("error", (error) => outage.failed(error));
  const progressLog = createJobProgress({ db: database.db, streams: options.streams, logger });
  const kinds = new Map<string, JobKind<unknown>>();
  const workers = new Map<string, string>();
  const recurring = new Map<string, { cron: string; payload: object }>();
  let started = false;
  let stopping: Promise<void> | undefined;

  const sql = async <T>(text: string, values: unknown[]): Promise<T[]> =>
    (await boss.getDb().executeSql(text, values)).rows as T[];

  const selectJobs = (where: string, values: unknown[]) => jobRows(sql, SCHEMA, where, values);
  const selectFailed = async (where: string, values: unknown[]) =>
    (await selectJobs(`state = 'failed' AND ${where}`, values)) as FailedJob[];

  /**
   * Jobs in one state (or all), newest first (failed and finished ones by when they ended), with
   * how many each state holds.
   */
  async function listJobs(query: {
    state?: JobState;
    limit: number;
    offset: number;
  }): Promise<List<JobRow> & { counts: Record<JobState, number> }> {
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
    if (!started) return { data: [], total: 0, counts };
    const wanted = query.state ? BOSS_STATES[query.state] : JOB_STATES.flatMap((state) => BOSS_STATES[state]);
    const order =
      query.state === "failed" || query.state === "finished"
        ? "completed_on DESC NULLS LAST, id"
        : "created_on DESC, id";
    const [data, byState] = await Promise.all([
      selectJobs(`state::text = ANY($1) AND ${OURS} ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        wanted,
        query.limit,
        query.offset,
      ]),
      sql<{ state: string; total: number }>(
        `SELECT state::text AS state, count(*)::int AS total FROM ${SCHEMA}.job WHERE ${OURS} GROUP BY state`,
        [],
      ),
    ]);
    for (const row of byState) {
      const ours = JOB_STATES.find((state) => BOSS_STATES[state].includes(row.state));
      if (ours) counts[ours] += row.total;
    }
    const total = query.state ? counts[query.state] : JOB_STATES.reduce((n, state) => n + counts[state], 0);
    return { data, total, counts };
  }

  async function startKind(kind: JobKind<unknown>) {
    await boss.createQueue(kind.name, {
      // At most one job per singleton key waits or runs; jobs sent without a key get a unique one.
      policy: "exclusive",
      retryLimit: kind.retries ?? 3,
      retryDelay: kind.retryDelaySeconds ?? 10,
      retryBackoff: true,
      retryDelayMax: 3_600,
      expireInSeconds: kind.timeoutSeconds ?? 900,
    });
    const workerId = await boss.work(
      kind.name,
      { pollingIntervalSeconds: pollSeconds, includeMetadata: true, batchSize: 1 },
      async ([job]: JobWithMetadata<unknown>[]) => {
        if (!job) return;
        await run(kind, job.id, job.data, job.retryCount, job.retryLimit);
      },
    );
    workers.set(kind.name, workerId);
  }

  const applySchedule = (name: string, cron: string, payload: object) =>
    boss.schedule(name, cron, payload, { tz: "UTC", singletonKey: `every:${name}` });

  async function run(kind: JobKind<unknown>, id: string, data: unknown, retryCount: number, limit: number) {
    const lastAttempt = retryCount >= limit;
    let last: JobProgress = { done: 0, total: 0 };
    const report = (state: JobProgressEntry["state"], progress: JobProgress) =>
      progressLog.report(id, kind.name, state, progress);
    try {
      const payload = kind.payload.parse(data);
      await kind.handle({
        id,
        payload,
        attempt: retryCount + 1,
        lastAttempt,
        progress: async (progress) => {
          last = progress;
          await report("active", progress);
        },
      });
      await report("completed", { done: last.total || last.done, total: last.total });
    } catch (error) {
      const message = messageOf(error);
      logger.warn({ err: error, job: id, kind: kind.name, attempt: retryCount + 1 }, "jobs: run failed");
      await report(lastAttempt ? "failed" : "retry", { ...last, message }).catch(() => {});
      throw error;
    }
  }

  return {
    progressLog,
    topic: progressLog.topic,
    /** The states a job is listed under, in the order the admin screens show them. */
    JOB_STATES,
    /** Adds a kind; its worker starts with the queue (or at once, when the queue is running). */
    async define<P>(kind: JobKind<P>): Promise<void> {
      if (!KIND_NAME.test(kind.name)) throw new Error(`jobs: "${kind.name}" is not a kind name`);
      if (kinds.has(kind.name)) throw new Error(`jobs: "${kind.name}" is defined twice`);
      kinds.set(kind.name, kind as JobKind<unknown>);
      if (started) await startKind(kind as JobKind<unknown>);
    },
    /** Installs or upgrades the queue's tables, then starts a worker for every kind. */
    async start(): Promise<void> {
      await boss.start();
      await progressLog.start();
      await progressLog.prune();
      started = true;
      for (const kind of kinds.values()) await startKind(kind);
      for (const [name, { cron, payload }] of recurring) await applySchedule(name, cron, payload);
    },
    /** Runs a kind on a cron schedule (UTC) from whichever process checks first, never doubled; every process may declare it at boot. */
    async every<P>(kind: JobKind<P>, cron: string, payload: P): Promise<void> {
      if (!kinds.has(kind.name)) throw new Error(`jobs: "${kind.name}" is not defined`);
      const checked = kind.payload.parse(payload) as object;
      if (started) await applySchedule(kind.name, cron, checked);
      recurring.set(kind.name, { cron, payload: checked });
    },
    /** Stops a kind's schedule, in every process (a feature switched off by configuration). */
    async unschedule<P>(kind: JobKind<P>): Promise<void> {
      recurring.delete(kind.name);
      if (started) await boss.unschedule(kind.name);
    },
    /** The schedules stored in the database. */
    async schedules(): Promise<JobSchedule[]> {
      if (!started) return [];
      const rows = await boss.getSchedules();
      return rows.map((row) => ({ kind: row.name, cron: row.cron, payload: row.data ?? null }));
    },
    /** Lets running jobs finish (up to 10 s), then stops the workers. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        if (started) await boss.stop({ graceful: true, timeout: 10_000 });
        await progressLog.close();
      })();
      return stopping;
    },
    /** Queues a job; one already waiting or running under its singleton key is answered instead (`duplicate`). `startAfter` holds it until then. */
    async send<P>(
      kind: JobKind<P>,
      payload: P,
      sendOptions: { singletonKey?: string; startAfter?: Date } = {},
    ): Promise<{ id: string; duplicate: boolean }> {
      if (!kinds.has(kind.name)) throw new Error(`jobs: "${kind.name}" is not defined`);
      const checked = kind.payload.safeParse(payload);
      if (!checked.success) {
        throw new AppError(
          "bad-request",
          "invalid-job-payload",
          `The ${kind.name} job's payload is invalid.`,
          {
            issues: checked.error.issues.map((issue) => issue.message),
          },
        );
      }
      const singletonKey = sendOptions.singletonKey ?? `job:${randomUUID()}`;
      const id = await boss.send(kind.name, checked.data as object, {
        singletonKey,
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      });
      if (id) {
        const workerId = workers.get(kind.name);
        if (workerId) boss.notifyWorker(workerId);
        return { id, duplicate: false };
      }
      const [existing] = await sql<{ id: string }>(
        `SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state <= 'active' LIMIT 1`,
        [kind.name, singletonKey],
      );
      if (!existing)
        throw new AppError("conflict", "job-busy", "That job is already queued; try again shortly.");
      return { id: existing.id, duplicate: true };
    },
    /** Reports a running job's progress on its stream (the handler's own `progress` does this). */
    progress: (jobId: string, progress: JobProgress & { kind?: string }) =>
      progressLog.report(jobId, progress.kind ?? "job", "active", progress),
    /** The job's latest progress report, or null before its first. */
    latestProgress: (jobId: string) => progressLog.latest(jobId),
    /** Jobs that used up their retries, most recent failure first. */
    async failed(page: { limit: number; offset: number }): Promise<List<FailedJob>> {
      const listed = await listJobs({ state: "failed", ...page });
      return { data: listed.data as FailedJob[], total: listed.total };
    },
    list: listJobs,
    /** Puts a failed job back in the queue with a fresh set of retries; answers it as it was. */
    async retry(jobId: string): Promise<FailedJob> {
      if (!UUID.test(jobId)) throw new AppError("not-found", "job-not-found", `There is no job ${jobId}.`);
      const [state] = await sql<{ state: string }>(`SELECT state FROM ${SCHEMA}.job WHERE id = $1`, [jobId]);
      if (!state) throw new AppError("not-found", "job-not-found", `There is no job ${jobId}.`);
      const [job] = await selectFailed("id = $1", [jobId]);
      if (!job) {
        throw new AppError("conflict", "job-not-failed", "Only a failed job can be retried.", {
          state: state.state,
        });
      }
      await boss.retry(job.kind, jobId);
      const workerId = workers.get(job.kind);
      if (workerId) boss.notifyWorker(workerId);
      return job;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
