import pino, { type Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">): Logger {
  const pretty = config.NODE_ENV === "development" && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.refresh_token"],
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}
