import pino, { type Logger } from "pino";
import type { Config } from "../config/config.ts";

export type { Logger };
export type LogFormat = "pretty" | "json";

/**
 * Readable lines for a person at a terminal; JSON for whatever collects logs (a pipe, a file,
 * a container runtime) and in production or tests. LOG_FORMAT overrides the choice.
 */
export function logFormat(options: {
  format?: LogFormat;
  isTTY: boolean;
  nodeEnv: Config["NODE_ENV"];
}): LogFormat {
  if (options.format) return options.format;
  return options.isTTY && options.nodeEnv === "development" ? "pretty" : "json";
}

// Loggers holding back their startup lines, and how to let them out.
const held = new WeakMap<Logger, (first: () => void) => void>();

export type LoggerOptions = {
  /** Hold info and lower until logReady, so the first line a person reads says where to go. */
  holdUntilReady?: boolean;
  /** Fields on every line (a worker's number). */
  base?: Record<string, unknown>;
  /** Where lines go; standard output when absent. */
  destination?: pino.DestinationStream;
};

export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "NODE_ENV" | "LOG_FORMAT">,
  options: LoggerOptions = {},
): Logger {
  const pretty =
    !options.destination &&
    logFormat({
      format: config.LOG_FORMAT,
      isTTY: process.stdout.isTTY === true,
      nodeEnv: config.NODE_ENV,
    }) === "pretty";
  const queue: Array<() => void> = [];
  let holding = options.holdUntilReady === true;
  const logger = pino(
    {
      level: config.LOG_LEVEL,
      base: options.base,
      redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.refresh_token"],
      // Warnings and errors never wait: they may explain why the server does not become ready.
      hooks: {
        logMethod(args, method, level) {
          if (holding && level < 40) queue.push(() => method.apply(this, args));
          else method.apply(this, args);
        },
      },
      ...(pretty
        ? {
            transport: {
              target: "pino-pretty",
              options: { colorize: true, translateTime: "SYS:HH:MM:ss", singleLine: true },
            },
          }
        : {}),
    },
    options.destination,
  );
  if (holding) {
    held.set(logger, (first) => {
      holding = false;
      first();
      for (const write of queue.splice(0)) write();
    });
  }
  return logger;
}

/**
 * Logs the ready line and, right under it, the warnings a person must not miss; then the lines held
 * back while starting (their time is when written).
 */
export function logReady(
  logger: Logger,
  fields: Record<string, unknown>,
  message: string,
  warnings: string[] = [],
): void {
  const first = () => {
    logger.info(fields, message);
    for (const warning of warnings) logger.warn(warning);
  };
  const release = held.get(logger);
  held.delete(logger);
  if (release) release(first);
  else first();
}

/** Lets held lines out without a ready line, e.g. when starting failed. */
export function releaseHeldLogs(logger: Logger): void {
  const release = held.get(logger);
  held.delete(logger);
  release?.(() => {});
}
