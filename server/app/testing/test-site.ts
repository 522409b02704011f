import type { AddressInfo } from "node:net";
import { loadConfig } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createMetrics } from "../../http/metrics.ts";
import { createNodeServer } from "../../http/node-server.ts";
import { securityHeaderValues } from "../../http/security-headers.ts";
import { createLogger, type Logger } from "../../platform/logger.ts";
import { mountApi } from "../api.ts";
import { createHttpApp, type HttpApp, type HttpAppOptions } from "../http-app.ts";
import { isApiPath } from "../page-cache-edge.ts";
import { servePagesFromCache } from "../page-cache-fast.ts";
import { closeServices, createServices, type Services } from "../services.ts";
import { mountSite } from "../site.ts";

export const testSecrets = {
  SESSION_SECRET: "test-session-secret-0123456789abcdef0123",
  PASSWORD_PEPPER: "test-password-pepper-0123456789abcdef01",
  ADMIN_TOKEN: "test-admin-token-0123456789abcdef0123",
};

export type TestSite = {
  url: string;
  app: HttpApp;
  services: Services;
  close(): Promise<void>;
};

/**
 * The whole site API (every domain, no pages) over a fresh database, served on
 * a loopback port by the same Node adapter production uses.
 */
export async function startTestSite(
  options: {
    env?: Record<string, string>;
    database?: Database;
    app?: Partial<HttpAppOptions>;
    requestTimeoutMs?: number;
    services?: Parameters<typeof createServices>[1];
    /** Puts the process's shared page cache in front of `app.pages`. */
    sharedPages?: boolean;
    /** Where the site logs; silent unless a test reads the lines. */
    logger?: Logger;
  } = {},
): Promise<TestSite> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/goalline-site-tests",
    ...testSecrets,
    ...options.env,
  });
  const logger = options.logger ?? createLogger(config);
  const services = await createServices({ config, logger, database }, options.services);
  const app = createHttpApp({
    services,
    metrics: createMetrics(),
    mountApi,
    mountSite: mountSite,
    ...(options.sharedPages ? { pageCache: services.pageCache } : {}),
    ...options.app,
  });
  // As in production (server.ts): hits of the shared page cache are answered before the app.
  const hits = options.sharedPages
    ? servePagesFromCache({
        cache: services.pageCache,
        skip: isApiPath(config.SITE_API_PATH),
        securityHeaders: securityHeaderValues(config, { dev: false }),
        metrics: createMetrics(),
        logger,
      })
    : undefined;
  const server = createNodeServer(app.fetch, { requestTimeoutMs: options.requestTimeoutMs, before: hits });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    services,
    close: async () => {
      const streams = closeServices(services);
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await streams;
      if (!options.database) await database.close();
    },
  };
}
