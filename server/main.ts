import cluster from "node:cluster";
import { runPrimary } from "./app/cluster.ts";
import { type Config, ConfigError, loadConfig } from "./config/config.ts";
import { isAppError } from "./http/errors.ts";
import { checkRoomAtBoot } from "./platform/disk-space.ts";
import { createLogger, releaseHeldLogs } from "./platform/logger.ts";

const dev = process.argv.includes("--dev");
// The API, streams and operations endpoints without the web pages (no build needed).
const apiOnly = process.argv.includes("--api-only");

let config: Config;
try {
  config = loadConfig({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
  });
  // Before the database is opened: a first write that found the disk full would stop the server half-way.
  checkRoomAtBoot(config.dataDir, config.DATA_DIR_MIN_FREE_MB);
} catch (error) {
  if (error instanceof ConfigError || isAppError(error)) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

// Development serves one process: Vite and its hot reload belong to it.
const workers = dev ? 1 : config.WORKERS;
if (workers > 1 && cluster.isPrimary) {
  const logger = createLogger(config);
  warnOfNodeSecrets(logger);
  await runPrimary({ config, logger });
} else {
  await serve();
}

async function serve() {
  const worker = cluster.worker;
  const logger = createLogger(config, {
    holdUntilReady: true,
    base: worker ? { worker: worker.id } : undefined,
  });
  if (!worker) warnOfNodeSecrets(logger);
  // Loaded here, so a cluster's primary does not hold the whole server in memory.
  const { startServer } = await import("./app/server.ts");
  const server = await startServer({
    config,
    dev,
    logger,
    pages: apiOnly ? "none" : undefined,
    // The primary applied the migrations before forking.
    migrate: !worker,
  }).catch((error: unknown) => {
    releaseHeldLogs(logger);
    throw error;
  });

  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "shutting down");
      const forced = setTimeout(() => process.exit(1), 10_000);
      forced.unref();
      await server.close();
      process.exit(0);
    });
  }
}

/**
 * Secrets generated under DATA_DIR differ from machine to machine; several nodes must be given them.
 * (The VAPID pair has its own warning from the notify service.)
 */
function warnOfNodeSecrets(logger: ReturnType<typeof createLogger>) {
  if (!config.DATABASE_URL || !config.REDIS_URL) return;
  const generated = ["ADMIN_TOKEN"].filter((key) => !process.env[key]);
  if (generated.length > 0) {
    logger.warn(
      { generated },
      "these secrets are generated under DATA_DIR; give every node the same values (docs/deploy.md)",
    );
  }
}
