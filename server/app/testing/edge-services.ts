import { createCallerSource } from "../../auth/callers.ts";
import type { Config } from "../../config/config.ts";
import { createPostsFacade } from "../../content/posts/facade.ts";
import type { Database } from "../../db/connect.ts";
import { createAuditLog } from "../../platform/audit/audit.ts";
import { createCatalogues } from "../../platform/i18n.ts";
import { createLogger } from "../../platform/logger.ts";
import { createMemoryBus } from "../../platform/streams/bus.ts";
import { createSportsFacade } from "../../sports/facade.ts";
import { importDocuments } from "../../sports/import/import-files.ts";
import type { Services } from "../services.ts";

/**
 * The services an edge needs when a test mounts only some routes: config, logger, database and the
 * real caller rule, which knows the admin token; no account exists, so every token is nobody's. One
 * process: its streams' bus is the in-process one. With a database, the doors of the domains such
 * tests mount (sports, posts, the audit log, the loopback import) are built over it.
 */
export function edgeServices(config: Config, database?: Database): Services {
  const callers = createCallerSource({
    config,
    auth: { authenticate: async () => null, signOut: async () => {} },
  });
  const logger = createLogger(config);
  return {
    config,
    logger,
    i18n: createCatalogues(logger),
    database,
    callers,
    streams: { bus: createMemoryBus() },
    ...(database && {
      sports: createSportsFacade(database.db),
      posts: createPostsFacade(database.db),
      audit: createAuditLog(database.db),
      imports: {
        importNow: (documents: Parameters<typeof importDocuments>[1]) =>
          importDocuments(database.db, documents),
      },
    }),
  } as unknown as Services;
}
