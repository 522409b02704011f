import type { Db } from "../../db/connect.ts";
import type { Logger } from "../../platform/logger.ts";
import type { StreamBus } from "../../platform/streams/bus.ts";

type Entry<V> = { value: V; stamp: string; generation: number; expiresAt: number };
type Shelf<V> = {
  entries: Map<string, Entry<V>>;
  /** The generation each key's oldest unfinished read started in, so an edit made meanwhile wins. */
  misses: Map<string, number>;
};

export type ReadCache<V> = {
  /** The value stored under `key` for this database, if still fresh and stored with the same stamp. */
  get(db: Db, key: string, stamp?: string): V | undefined;
  set(db: Db, key: string, value: V, stamp?: string): void;
};

// Bumped by catalogue edits (names, seasons, merges): every cache of this database starts again,
// since a renamed team sits inside many cached reads whose match stamps did not move.
const generations = new WeakMap<Db, number>();
const generationOf = (db: Db) => generations.get(db) ?? 0;

/** Bus messages that make every process drop its cached reads of the site's database. */
export const CACHED_READS_TOPIC = "sports-reads";

// How each database's edits reach the other processes, once `shareCachedReads` is called for it.
const sharing = new WeakMap<Db, Set<() => Promise<void>>>();

/**
 * Drops every cached read of this database here at once and, when shared, in every other
 * process as the bus brings the word (before the edit's answer leaves, so a client's next read
 * anywhere sees it).
 */
export async function forgetCachedReads(db: Db): Promise<void> {
  generations.set(db, generationOf(db) + 1);
  await Promise.all([...(sharing.get(db) ?? [])].map((tell) => tell()));
}

/**
 * Hears other processes' catalogue edits on the bus and tells them this one's. Returns the stop.
 */
export function shareCachedReads(options: { db: Db; bus: StreamBus; logger: Logger }): () => void {
  const { db, bus, logger } = options;
  // Our own word comes back too (at once in memory, again through Redis): one more bump is harmless.
  const unsubscribe = bus.subscribe((topic) => {
    if (topic === CACHED_READS_TOPIC) generations.set(db, generationOf(db) + 1);
  });
  const tell = () =>
    bus
      .publish(CACHED_READS_TOPIC, {})
      .catch((error: unknown) => logger.warn({ err: error }, "cached reads: edit not shared"));
  let tellers = sharing.get(db);
  if (!tellers) {
    tellers = new Set();
    sharing.set(db, tellers);
  }
  tellers.add(tell);
  return () => {
    unsubscribe();
    tellers.delete(tell);
  };
}

/**
 * A small in-process cache of computed reads, one per database handle (so test databases and
 * processes never share entries), bounded by entry count (least recently used go first) and age.
 * A `stamp` ties an entry to the state it was computed from: a different stamp is a miss.
 */
export function createReadCache<V>(options: { maxEntries: number; ttlMs: number }): ReadCache<V> {
  const byDatabase = new WeakMap<Db, Shelf<V>>();
  const shelfOf = (db: Db) => {
    let shelf = byDatabase.get(db);
    if (!shelf) {
      shelf = { entries: new Map(), misses: new Map() };
      byDatabase.set(db, shelf);
    }
    return shelf;
  };
  const miss = (shelf: Shelf<V>, db: Db, key: string) => {
    // A read computed across an edit must not be kept as if computed after it.
    if (!shelf.misses.has(key)) shelf.misses.set(key, generationOf(db));
    if (shelf.misses.size > options.maxEntries * 2) shelf.misses.delete(shelf.misses.keys().next().value!);
    return undefined;
  };
  return {
    get(db, key, stamp = "") {
      const shelf = shelfOf(db);
      const entry = shelf.entries.get(key);
      if (!entry) return miss(shelf, db, key);
      shelf.entries.delete(key);
      if (entry.stamp !== stamp || entry.generation !== generationOf(db) || entry.expiresAt <= Date.now()) {
        return miss(shelf, db, key);
      }
      shelf.entries.set(key, entry);
      return entry.value;
    },
    set(db, key, value, stamp = "") {
      const { entries, misses } = shelfOf(db);
      const generation = misses.get(key) ?? generationOf(db);
      misses.delete(key);
      entries.delete(key);
      entries.set(key, { value, stamp, generation, expiresAt: Date.now() + options.ttlMs });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
