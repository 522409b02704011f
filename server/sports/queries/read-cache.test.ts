import { describe, expect, it } from "vitest";
import type { Db } from "../../db/connect.ts";
import { createReadCache, forgetCachedReads } from "./read-cache.ts";

// The cache keys entries by the database handle only; any object stands for one here.
const database = () => ({}) as Db;

describe("cached reads", () => {
  it("serves a read again until the catalogue is edited", async () => {
    const db = database();
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    expect(cache.get(db, "team:1")).toBeUndefined();
    cache.set(db, "team:1", "Harbour City");
    expect(cache.get(db, "team:1")).toBe("Harbour City");
    await forgetCachedReads(db);
    expect(cache.get(db, "team:1")).toBeUndefined();
  });

  it("does not keep a read that was computed while an edit landed", async () => {
    const db = database();
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    expect(cache.get(db, "team:1")).toBeUndefined();
    // The rename commits while the read above is still being computed from the old row.
    await forgetCachedReads(db);
    cache.set(db, "team:1", "Harbour City");
    expect(cache.get(db, "team:1")).toBeUndefined();
    // The next read started after the edit and is kept.
    cache.set(db, "team:1", "Harbour City Athletic");
    expect(cache.get(db, "team:1")).toBe("Harbour City Athletic");
  });

  it("misses on a different stamp", () => {
    const db = database();
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set(db, "table", "old", "stamp-1");
    expect(cache.get(db, "table", "stamp-2")).toBeUndefined();
  });
});
