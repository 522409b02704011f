import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
/**
 * The common surface of both drivers: every query is written once against this. Queries name their
 * domain's tables themselves (no relational query API), so no module gathers every domain's schema;
 * drizzle-kit finds the tables by the glob in drizzle.config.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The connection under Drizzle, for libraries that speak SQL themselves (the job queue). */
export type Driver = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  driver: Driver;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = resolve(import.meta.dirname, "../../drizzle");

export type ConnectOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite's files; absent means in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of another's files (`dumpDataDir`): tests' template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * Told when an idle pooled connection dies (a server restart, an administrator
   * ending it). pg emits these as "error" events, which would crash the process
   * if nobody listened; the pool replaces the connection on next use.
   */
  onIdleError?: (error: Error) => void;
};

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      driver: { kind: "postgres", url: options.url },
      migrate: () => migrateLocked(pool),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = join(options.dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  return pgliteDatabase(client, () => client.close());
}

/** The database over an embedded PGlite client already open; `close` says what closing it means. */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    close,
  };
}

/**
 * Several nodes may boot at once: the migrations run on one session holding an advisory
 * lock, so the second waits and then finds them applied.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended('goalline:migrations', 0))");
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock_all()").catch(() => {});
    client.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
