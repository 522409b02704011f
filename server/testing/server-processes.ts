import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { testSecrets } from "../app/testing/test-site.ts";
import { connectDatabase, type Database } from "../db/connect.ts";

const root = resolve(import.meta.dirname, "../..");
export const postgresUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Fails with what is missing when PostgreSQL or Redis does not answer: real processes share both. */
export async function needPostgresAndRedis(): Promise<void> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  await client
    .connect()
    .then(() => client.end())
    .catch((error: Error) => missing.push(`PostgreSQL at ${postgresUrl} (${error.message})`));
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0 });
  redis.on("error", () => {});
  await redis
    .connect()
    .then(() => redis.ping())
    .catch((error: Error) => missing.push(`Redis at ${redisUrl} (${error.message})`))
    .finally(() => redis.disconnect());
  if (missing.length > 0) {
    throw new Error(
      `Several server processes need PostgreSQL and Redis, and these did not answer: ${missing.join("; ")}. ` +
        "Start them (.ci/run does), or point DATABASE_URL and REDIS_URL at them.",
    );
  }
}

/** A fresh, migrated PostgreSQL database for processes to share; `drop` removes it. */
export async function createSharedDatabase(): Promise<{
  url: string;
  database: Database;
  drop(): Promise<void>;
}> {
  const name = `goalline_nodes_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ url: url.toString(), poolSize: 2, onIdleError: () => {} });
  await database.migrate();
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export type LogLine = { msg?: string; worker?: number; reqId?: string; [field: string]: unknown };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every JSON line written so far (workers write through the primary's standard output). */
  lines: LogLine[];
  /** Resolves once a line matching `test` appears. */
  waitFor(test: (line: LogLine) => boolean, ms?: number): Promise<LogLine>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
};

/**
 * `node server/main.ts --api-only` (no page build needed) on a free loopback port, in
 * production mode with JSON logs, the test secrets and its own DATA_DIR; resolves once it
 * (with WORKERS > 1, every worker) serves. With `pages`, it serves the production build's pages
 * too (`npx react-router build` first), behind the shared page cache.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { pages?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "goalline-node-"));
  const args = options.pages ? ["server/main.ts"] : ["server/main.ts", "--api-only"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      SIMULATOR: "off",
      ODDS_ENABLED: "false",
      ...testSecrets,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let output = "";
  let buffer = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf("\n"); end !== -1; end = buffer.indexOf("\n")) {
      const text = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      output += `${text}\n`;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {}
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);

  const waitFor = (test: (line: LogLine) => boolean, ms = 75_000) =>
    new Promise<LogLine>((done, fail) => {
      const check = () => {
        const found = lines.find(test);
        if (!found) return;
        cleanup();
        done(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        fail(new Error(`no such log line within ${ms} ms; the process wrote:\n${output.slice(-4_000)}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      void exited.then(() => {
        if (!waiters.has(check)) return;
        cleanup();
        fail(new Error(`the server process exited; it wrote:\n${output.slice(-4_000)}`));
      });
      check();
    });

  const workers = Number(env.WORKERS ?? "1");
  await waitFor((line) =>
    workers > 1 ? line.msg === "every worker is serving" : line.msg?.includes("is ready: open") === true,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    waitFor,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(kill);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** What every node of one site shares: its public address, the database, Redis and a bus channel of its own. */
export function siteNodeEnv(databaseUrl: string): Record<string, string> {
  return {
    // One site: the same public address on every node (tokens name it).
    SITE_URL: "http://goalline.test",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Nothing else on this Redis server reaches these processes.
    REDIS_CHANNEL: `goalline:test:${randomBytes(6).toString("hex")}`,
  };
}

/**
 * Starts several server processes at once; each started one is handed to `keep` (to be stopped
 * later) even when another fails to start, which then fails the call.
 */
export async function startServerProcesses(
  nodes: Array<{ env: Record<string, string>; pages?: boolean }>,
  keep: (node: ServerProcess) => void,
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(nodes.map(({ env, pages }) => startServerProcess(env, { pages })));
  for (const result of started) if (result.status === "fulfilled") keep(result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
}

/** A GET on a connection of its own, so the cluster's primary hands each to the next worker. */
export function getOnNewConnection(url: string): Promise<{ status: number; requestId: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { agent: false, headers: { Connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, requestId: String(res.headers["x-request-id"] ?? "") }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}
