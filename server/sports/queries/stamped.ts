import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matches } from "../schema.ts";
import { createReadCache } from "./read-cache.ts";

/**
 * A fingerprint of the matches `where` selects. Every write to a match bumps its version and
 * updated_at, and adding or removing one changes the count and the sum of ids, so a changed
 * score, status or clock always changes the stamp. One aggregate read, without the joins;
 * `also` adds another fingerprint to the same round trip.
 */
export async function matchesStamp(db: Db, where: SQL | undefined, also?: SQL<string>): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(sum(${matches.id}), 0) || ':' || coalesce(sum(${matches.version}), 0) || ':' || coalesce(max(${matches.updatedAt})::text, '')`,
      also: also ?? sql<string>`''`,
    })
    .from(matches)
    .where(where);
  return row ? `${row.stamp}/${row.also}` : "";
}

// Entries also age out, so a rename made outside the catalogue editor (an import) shows within a minute.
const reads = createReadCache<unknown>({ maxEntries: 500, ttlMs: 60_000 });

/**
 * `read()` computed from the matches `where` selects, reused while their stamp is unchanged.
 * `key` names the read and its arguments; the value is shared, so callers must not mutate it.
 */
export async function stampedRead<T>(
  db: Db,
  key: string,
  where: SQL | undefined,
  read: () => Promise<T>,
): Promise<T> {
  const stamp = await matchesStamp(db, where);
  const cached = reads.get(db, key, stamp);
  if (cached !== undefined) return cached as T;
  const value = await read();
  reads.set(db, key, value, stamp);
  return value;
}
