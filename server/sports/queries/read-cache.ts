import type { Db } from "../../db/connect.ts";

type Entry<V> = { value: V; stamp: string; generation: number; expiresAt: number };

export type ReadCache<V> = {
  /** The value stored under `key` for this database, if still fresh and stored with the same stamp. */
  get(db: Db, key: string, stamp?: string): V | undefined;
  set(db: Db, key: string, value: V, stamp?: string): void;
};

// Bumped by catalogue edits (names, seasons, merges): every cache of this database starts again,
// since a renamed team sits inside many cached reads whose match stamps did not move.
const generations = new WeakMap<Db, number>();
const generationOf = (db: Db) => generations.get(db) ?? 0;

/**
 * Drops every cached read of this database in this process. Other processes catch up
 * when their entries age out (a minute at most).
 */
export function forgetCachedReads(db: Db): void {
  generations.set(db, generationOf(db) + 1);
}

/**
 * A small in-process cache of computed reads, one per database handle (so test databases and
 * processes never share entries), bounded by entry count (least recently used go first) and age.
 * A `stamp` ties an entry to the state it was computed from: a different stamp is a miss.
 */
export function createReadCache<V>(options: { maxEntries: number; ttlMs: number }): ReadCache<V> {
  const byDatabase = new WeakMap<Db, Map<string, Entry<V>>>();
  return {
    get(db, key, stamp = "") {
      const entries = byDatabase.get(db);
      const entry = entries?.get(key);
      if (!entries || !entry) return undefined;
      entries.delete(key);
      if (entry.stamp !== stamp || entry.generation !== generationOf(db) || entry.expiresAt <= Date.now()) {
        return undefined;
      }
      entries.set(key, entry);
      return entry.value;
    },
    set(db, key, value, stamp = "") {
      let entries = byDatabase.get(db);
      if (!entries) {
        entries = new Map();
        byDatabase.set(db, entries);
      }
      entries.delete(key);
      entries.set(key, { value, stamp, generation: generationOf(db), expiresAt: Date.now() + options.ttlMs });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
