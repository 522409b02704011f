import { ConfigError, loadConfig } from "./config.ts";
import { createLogger, releaseHeldLogs } from "./logger.ts";
import { startServer } from "./server.ts";

const dev = process.argv.includes("--dev");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
  });
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config, { holdUntilReady: true });
const server = await startServer({ config, dev, logger }).catch((error: unknown) => {
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
