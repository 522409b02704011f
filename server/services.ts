import { type AuthService, createAuthService } from "./auth/service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connect.ts";
import { createLiveService, type LiveOptions, type LiveService } from "./live/service.ts";
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

/** Every domain service over one migrated database; the server and whole-site tests share this. */
export async function createServices(
  base: Pick<Services, "config" | "logger" | "database">,
  options: { live?: LiveOptions } = {},
): Promise<Services> {
  const { config, logger, database } = base;
  const live = await createLiveService({ config, logger, database }, options.live);
  const auth = createAuthService({ db: database.db, config, logger });
  return { config, logger, database, live, auth };
}
