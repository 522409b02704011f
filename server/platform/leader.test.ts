import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { holdsWithin } from "../testing/poll.ts";
import { exclusively, holdLeaderLease, type LeaderLease } from "./leader.ts";
import { createLogger } from "./logger.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Database;
const leases: LeaderLease[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const lease of leases) await lease.stop();
  await database.close();
});

/** A section's work, long enough that two sections would overlap without the lock. */
const work = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A lease whose work records, by the holder's name, when it runs. */
function contender(name: string, lease: string, log: string[]) {
  const held = holdLeaderLease({
    database,
    name: lease,
    logger,
    retryMs: 100,
    work: async () => {
      log.push(`${name} starts`);
      return async () => void log.push(`${name} stops`);
    },
  });
  leases.push(held);
  return held;
}

describe.runIf(onPostgres)("the leader lease on PostgreSQL", () => {
  it("lets one holder run the work; the other waits and takes over when the first lets go", async () => {
    const log: string[] = [];
    const a = contender("a", "handover", log);
    expect(await holdsWithin(() => a.leading)).toBe(true);
    const b = contender("b", "handover", log);
    // b tries every 100 ms: in half a second of asking, it never leads while a holds the lease.
    expect(await holdsWithin(() => b.leading, { timeout: 500 })).toBe(false);
    expect(log).toEqual(["a starts"]);

    await a.stop();
    expect(await holdsWithin(() => b.leading)).toBe(true);
    expect(log).toEqual(["a starts", "a stops", "b starts"]);
  });

  it("passes to a follower when the leader's database session dies, and the old leader stops its work", async () => {
    const log: string[] = [];
    const a = contender("a", "crash", log);
    expect(await holdsWithin(() => a.leading)).toBe(true);
    const b = contender("b", "crash", log);
    expect(await holdsWithin(() => b.leading, { timeout: 300 })).toBe(false);
    // What PostgreSQL sees when a leader's process dies or its network goes: the session ends.
    // Only the session holding this lease, in this database: other suites share the server.
    const ended = await database.db.execute(sql`
      select pg_terminate_backend(locks.pid) as ended from pg_locks locks
      join pg_stat_activity sessions on sessions.pid = locks.pid
      where locks.locktype = 'advisory' and locks.granted
        and sessions.datname = current_database() and sessions.application_name = 'goalline-lease-crash'`);
    expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(await holdsWithin(() => b.leading)).toBe(true);
    expect(await holdsWithin(() => log.includes("a stops"))).toBe(true);
    expect(a.leading).toBe(false);
    expect(log.filter((line) => line.endsWith("starts"))).toEqual(["a starts", "b starts"]);
  });

  it("runs locked sections one at a time across sessions", async () => {
    const steps: string[] = [];
    const section = (name: string) =>
      exclusively(database, "sections", async () => {
        steps.push(`${name} in`);
        await work(150);
        steps.push(`${name} out`);
      });
    await Promise.all([section("a"), section("b")]);
    expect(steps.join(", ")).toMatch(/^(a in, a out, b in, b out|b in, b out, a in, a out)$/);
  });
});

describe.runIf(!onPostgres)("the leader lease on the embedded database", () => {
  it("leads at once (one process holds the database) and stops the work with the lease", async () => {
    const log: string[] = [];
    const only = contender("only", "single", log);
    expect(await holdsWithin(() => only.leading, { timeout: 1_000 })).toBe(true);
    expect(log).toEqual(["only starts"]);
    await only.stop();
    expect(only.leading).toBe(false);
    expect(log).toEqual(["only starts", "only stops"]);
    expect(await exclusively(database, "seed", async () => "ran")).toBe("ran");
  });
});
