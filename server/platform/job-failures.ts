/** A job that used up its retries, as the admin area lists it. */
export type FailedJob = {
  id: string;
  kind: string;
  payload: unknown;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
};

type Sql = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** Failed jobs matching `where` (SQL over pg-boss's job table, with `values` as its parameters). */
export async function failedJobs(
  sql: Sql,
  schema: string,
  where: string,
  values: unknown[],
): Promise<FailedJob[]> {
  const rows = await sql<{
    id: string;
    name: string;
    data: unknown;
    output: { message?: string } | null;
    retry_count: number;
    created_on: Date;
    completed_on: Date | null;
  }>(
    `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.job
     WHERE state = 'failed' AND ${where}`,
    values,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.name,
    payload: row.data,
    error: row.output?.message ?? "failed",
    attempts: row.retry_count + 1,
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  }));
}
