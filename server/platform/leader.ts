import pg from "pg";
import type { Database } from "../db/connect.ts";
import type { Logger } from "./logger.ts";

/** Work that runs while this process leads; returns what stops it. */
export type LeaderWork = () => Promise<() => Promise<void>>;

export type LeaderLease = {
  /** True while this process holds the lease and its work runs. */
  readonly leading: boolean;
  /** Stops the work (when leading), releases the lease and stops trying. */
  stop(): Promise<void>;
};

export type LeaseOptions = {
  database: Database;
  /** Names the lease; every process asking for the same name competes for it. */
  name: string;
  logger: Logger;
  work: LeaderWork;
  /** How often a follower asks again, and the leader checks its connection; 5 s unless stated. */
  retryMs?: number;
};

// One bigint key per name, computed by the server so every process agrees on it.
const KEY = "hashtextextended('goalline:' || $1::text, 0)";

/**
 * One leader per site for work that must not run twice (the live feeds): a PostgreSQL
 * session advisory lock held on a connection of its own. The lock lasts as long as that
 * session, so a leader that dies or loses its connection frees it, and a follower asking
 * every few seconds takes over. On the embedded database there is one process: it leads.
 */
export function holdLeaderLease(options: LeaseOptions): LeaderLease {
  const { database, name, logger, work } = options;
  const retryMs = options.retryMs ?? 5_000;
  let stopWork: (() => Promise<void>) | null = null;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let turn: Promise<void> = Promise.resolve();
  /** A leader that lost its session sits out one round, so a follower asking meanwhile takes over. */
  let quietUntil = 0;

  const lead = async () => {
    stopWork = await work();
    logger.info({ lease: name, pid: process.pid }, "leading: this process runs the site's single-run work");
  };
  const resign = async (reason: string) => {
    const stop = stopWork;
    stopWork = null;
    if (stop) {
      quietUntil = Date.now() + retryMs;
      logger.warn({ lease: name, reason }, "no longer leading: stopping the single-run work");
      await stop().catch((error: unknown) => logger.warn({ err: error, lease: name }, "leader: stop failed"));
    }
    const old = client;
    client = null;
    await old?.end().catch(() => {});
  };

  async function attempt() {
    if (stopped) return;
    if (stopWork && client) {
      // Leading: a failed ping means the session, and with it the lock, may be gone.
      try {
        await client.query("select 1");
        return;
      } catch (error) {
        await resign(error instanceof Error ? error.message : String(error));
      }
    }
    if (Date.now() < quietUntil) return;
    try {
      if (!client) {
        if (database.driver.kind !== "postgres") throw new Error("leases need PostgreSQL");
        const fresh = new pg.Client({
          connectionString: database.driver.url,
          application_name: `goalline-lease-${name}`,
          keepAlive: true,
        });
        // A dropped connection ends the lease; the next turn notices and resigns.
        fresh.on("error", (error) => logger.warn({ err: error, lease: name }, "leader: connection error"));
        fresh.on("end", () => {
          if (client === fresh && !stopped) schedule(0);
        });
        client = fresh;
        await fresh.connect();
      }
      const { rows } = await client.query<{ won: boolean }>(`select pg_try_advisory_lock(${KEY}) as won`, [
        name,
      ]);
      if (rows[0]?.won && !stopped) await lead();
    } catch (error) {
      logger.warn({ err: error, lease: name }, "leader: could not take the lease or start its work");
      await resign("connection lost");
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      turn = turn.then(attempt).finally(() => schedule(retryMs));
    }, delay);
    timer.unref();
  }

  if (database.driver.kind === "pglite") {
    turn = lead().catch((error: unknown) => {
      logger.error({ err: error, lease: name }, "leader: the single-run work failed to start");
    });
  } else {
    schedule(0);
  }

  return {
    get leading() {
      return stopWork !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await turn;
      const stop = stopWork;
      stopWork = null;
      await stop?.();
      const old = client;
      client = null;
      // Ending the session releases the lock at once, so a follower need not wait for a timeout.
      await old?.end().catch(() => {});
    },
  };
}

/**
 * Runs `fn` while holding the advisory lock `name`, waiting for any other process holding it:
 * boot-time seeding, so two nodes starting together do not both seed. On the embedded
 * database there is no other process.
 */
export async function exclusively<T>(database: Database, name: string, fn: () => Promise<T>): Promise<T> {
  if (database.driver.kind !== "postgres") return fn();
  const client = new pg.Client({ connectionString: database.driver.url, application_name: "goalline-lock" });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${KEY})`, [name]);
    return await fn();
  } finally {
    // Closing the session releases the lock, also when the unlock itself cannot be sent.
    await client.end().catch(() => {});
  }
}
