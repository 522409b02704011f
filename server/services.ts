import type { AuthService } from "./auth/service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connect.ts";
import type { LiveService } from "./live/service.ts";
import type { Logger } from "./logger.ts";

/** Long-lived parts built once at boot and handed to routes, loaders and jobs. */
export type Services = {
  config: Config;
  logger: Logger;
  database: Database;
  /** Live match events: ingest, bus and streams. */
  live: LiveService;
  /** Accounts, sessions and sign-in. */
  auth: AuthService;
};
