import cluster, { type Worker } from "node:cluster";
import { resolve } from "node:path";
import type { Config } from "../config/config.ts";
import { connectDatabase } from "../db/connect.ts";
import type { Logger } from "../platform/logger.ts";

export type PrimaryOptions = {
  config: Config;
  logger: Logger;
  /** A worker that died this soon after starting counts as a crash; its replacement waits longer. */
  steadyMs?: number;
};

/** The first replacement starts at once after a steady run; crashing again doubles the wait, up to 30 s. */
export function restartDelay(quickCrashes: number): number {
  return quickCrashes === 0 ? 0 : Math.min(30_000, 500 * 2 ** (quickCrashes - 1));
}

/**
 * The primary of WORKERS server processes on one port (node:cluster): it applies the
 * migrations once, forks the workers (each runs the whole server; the primary hands them
 * connections in turn), replaces a worker that dies, with a growing wait while they keep
 * dying young, and on SIGTERM or SIGINT asks every worker to drain and waits for them.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { config, logger } = options;
  const steadyMs = options.steadyMs ?? 60_000;
  const database = await connectDatabase({
    url: config.DATABASE_URL,
    poolSize: 1,
    onIdleError: (error) => logger.warn({ err: error }, "an idle database connection was closed"),
  });
  await database.migrate();
  await database.close();

  // Workers run the server entry itself, also when the primary came through `npm start`.
  cluster.setupPrimary({ exec: resolve(import.meta.dirname, "../main.ts"), args: process.argv.slice(2) });
  const started = new Map<Worker, number>();
  let quickCrashes = 0;
  let stopping = false;
  let listening = 0;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.once("listening", (address) => {
      listening += 1;
      if (listening === config.WORKERS) {
        logger.info({ workers: config.WORKERS, port: address.port }, "every worker is serving");
      }
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) return;
    quickCrashes = lived < steadyMs ? quickCrashes + 1 : 0;
    const delay = restartDelay(quickCrashes);
    logger.warn(
      { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay },
      "a worker stopped; starting another",
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, workers: started.size }, "shutting down the workers");
      // Each worker drains its connections and closes (server/main.ts); past the deadline it is killed.
      for (const worker of started.keys()) worker.process.kill("SIGTERM");
      const forced = setTimeout(() => {
        for (const worker of started.keys()) worker.process.kill("SIGKILL");
        process.exit(1);
      }, 15_000);
      forced.unref();
      const check = setInterval(() => {
        if (started.size > 0) return;
        clearInterval(check);
        process.exit(0);
      }, 50);
    });
  }

  logger.info({ workers: config.WORKERS, pid: process.pid }, "starting the workers");
  for (let i = 0; i < config.WORKERS; i++) fork();
}
