import { createCallerSource } from "../../auth/callers.ts";
import type { Config } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createLogger } from "../../platform/logger.ts";
import { createMemoryBus } from "../../platform/streams/bus.ts";
import type { Services } from "../services.ts";

/**
 * The services an edge needs when a test mounts only some routes: config, logger, database and the
 * real caller rule, which knows the admin token; no account exists, so every token is nobody's. One
 * process: its streams' bus is the in-process one.
 */
export function edgeServices(config: Config, database?: Database): Services {
  const callers = createCallerSource({
    config,
    auth: { authenticate: async () => null, signOut: async () => {} },
  });
  return {
    config,
    logger: createLogger(config),
    database,
    callers,
    streams: { bus: createMemoryBus() },
  } as unknown as Services;
}
