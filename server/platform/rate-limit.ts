import { sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../errors.ts";

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /** Throws 429 when the key already used up its window, without counting. */
  check(key: string, limit: Limit): Promise<void>;
  /** Counts one hit and throws 429 once the window is over its budget. */
  hit(key: string, limit: Limit): Promise<void>;
  /** Forgets a key's counts, e.g. failed sign-ins after a successful one. */
  reset(key: string, ...limits: Limit[]): Promise<void>;
};

export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(
    "too-many-requests",
    "too-many-requests",
    "Too many attempts. Please wait a moment and try again.",
    { retryAfter },
  );
}

/** Fixed windows kept in the database, so limits hold across restarts and processes. */
type Window = { hits: number; window_start: string | Date };
const rowsOf = (result: unknown) => (result as { rows: Window[] }).rows;

export function createRateLimiter(db: Db): RateLimiter {
  const windowKey = (key: string, limit: Limit) => `${key}:${limit.windowSeconds}`;
  const retryAfterOf = (windowStart: Date, limit: Limit) =>
    Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));

  return {
    async check(key, limit) {
      const rows = rowsOf(
        await db.execute(sql`
        select hits, window_start from rate_limits
        where key = ${windowKey(key, limit)}
          and window_start > now() - make_interval(secs => ${limit.windowSeconds})`),
      );
      const row = rows[0];
      if (row && row.hits >= limit.max)
        throw tooManyRequests(retryAfterOf(new Date(row.window_start), limit));
    },
    async hit(key, limit) {
      const rows = rowsOf(
        await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${windowKey(key, limit)}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                 then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                 then now() else rate_limits.window_start end
        returning hits, window_start`),
      );
      const row = rows[0];
      if (row && row.hits > limit.max) throw tooManyRequests(retryAfterOf(new Date(row.window_start), limit));
    },
    async reset(key, ...limits) {
      for (const limit of limits) {
        await db.execute(sql`delete from rate_limits where key = ${windowKey(key, limit)}`);
      }
    },
  };
}
