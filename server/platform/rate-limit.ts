import { sql } from "drizzle-orm";
import { AppError } from "../../shared/errors.ts";
import type { Db } from "../db/connect.ts";

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts one hit and throws 429 once the window is over its budget. */
  hit(key: string, limit: Limit): Promise<void>;
  /**
   * Counts one attempt before the work it guards, in the same atomic statement that
   * tells whether it fits (429 otherwise), so racing attempts cannot all pass a check
   * none of them has counted yet. The answer gives the place back (an attempt that succeeded).
   */
  reserve(key: string, limit: Limit): Promise<Reservation>;
  /** Forgets a key's counts, e.g. failed sign-ins after a successful one. */
  reset(key: string, ...limits: Limit[]): Promise<void>;
};

export type Reservation = { release(): Promise<void> };

export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(
    "too-many-requests",
    "too-many-requests",
    "Too many attempts. Please wait a moment and try again.",
    { retryAfter },
  );
}

/** Fixed windows kept in the database, so limits hold across restarts and processes. */
type Window = { hits: number; window_start: string | Date; started: string };
const rowsOf = (result: unknown) => (result as { rows: Window[] }).rows;

export function createRateLimiter(db: Db): RateLimiter {
  const windowKey = (key: string, limit: Limit) => `${key}:${limit.windowSeconds}`;
  const retryAfterOf = (windowStart: Date, limit: Limit) =>
    Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));

  /** One more hit in the key's current window (a new window once the old one ended). */
  const count = async (key: string, limit: Limit) => {
    const rows = rowsOf(
      await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${windowKey(key, limit)}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                 then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                 then now() else rate_limits.window_start end
        returning hits, window_start, extract(epoch from window_start)::text as started`),
    );
    const row = rows[0]!;
    if (row.hits > limit.max) throw tooManyRequests(retryAfterOf(new Date(row.window_start), limit));
    return row;
  };

  return {
    async hit(key, limit) {
      await count(key, limit);
    },
    async reserve(key, limit) {
      const { started } = await count(key, limit);
      return {
        // Only from the window it was taken in: a window begun since starts from nothing anyway.
        release: async () => {
          await db.execute(sql`
            update rate_limits set hits = greatest(hits - 1, 0)
            where key = ${windowKey(key, limit)} and extract(epoch from window_start)::text = ${started}`);
        },
      };
    },
    async reset(key, ...limits) {
      for (const limit of limits) {
        await db.execute(sql`delete from rate_limits where key = ${windowKey(key, limit)}`);
      }
    },
  };
}
