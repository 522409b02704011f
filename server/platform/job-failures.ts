/** The four states the admin area shows; pg-boss's own states fold into them. */
export const JOB_STATES = ["queued", "running", "finished", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** pg-boss's states behind each of ours: a job waiting to retry is queued again, a cancelled one finished. */
export const BOSS_STATES: Record<JobState, string[]> = {
  queued: ["created", "retry"],
  running: ["active"],
  finished: ["completed", "cancelled"],
  failed: ["failed"],
};

const stateOf = (boss: string): JobState =>
  JOB_STATES.find((state) => BOSS_STATES[state].includes(boss)) ?? "queued";

/** A background job as the admin area lists it. */
export type JobRow = {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  /** Why its last attempt failed: for a failed job, and for a queued one waiting to retry. */
  error: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  /** When it finished or failed for good. */
  finishedAt: string | null;
};

/** A job that used up its retries. */
export type FailedJob = JobRow & { state: "failed"; error: string };

type Sql = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** Jobs matching `where` (SQL over pg-boss's job table, with `values` as its parameters). */
export async function jobRows(sql: Sql, schema: string, where: string, values: unknown[]): Promise<JobRow[]> {
  const rows = await sql<{
    id: string;
    name: string;
    state: string;
    data: unknown;
    output: { message?: string } | null;
    retry_count: number;
    created_on: Date;
    started_on: Date | null;
    completed_on: Date | null;
  }>(
    `SELECT id, name, state, data, output, retry_count, created_on, started_on, completed_on
     FROM ${schema}.job WHERE ${where}`,
    values,
  );
  const instant = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => {
    const state = stateOf(row.state);
    const failedBefore = row.state === "failed" || (row.state === "retry" && row.retry_count > 0);
    return {
      id: row.id,
      kind: row.name,
      state,
      payload: row.data,
      error: failedBefore ? (row.output?.message ?? "failed") : null,
      // A job retried after failing has run once more than its retries.
      attempts: row.state === "created" ? 0 : row.retry_count + (row.state === "retry" ? 0 : 1),
      createdAt: new Date(row.created_on).toISOString(),
      startedAt: instant(row.started_on),
      finishedAt: state === "finished" || state === "failed" ? instant(row.completed_on) : null,
    };
  });
}
