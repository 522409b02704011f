import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { createHttpApp } from "../http/app.ts";
import { createMetrics } from "../http/metrics.ts";
import { createLogger } from "../logger.ts";
import type { Services } from "../services.ts";
import { mountLiveRoutes } from "./routes.ts";
import { createLiveService, type LiveOptions } from "./service.ts";

export const testAdminToken = "test-admin-token-0123456789abcdef0123";

export type LiveTestServer = { url: string; services: Services; close(): Promise<void> };

/** The real HTTP app with the live routes on a loopback port, over the given database. */
export async function startLiveTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: LiveOptions = {},
): Promise<LiveTestServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/goalline-live-tests",
    ADMIN_TOKEN: testAdminToken,
    ...env,
  });
  const logger = createLogger(config);
  const live = await createLiveService({ config, logger, database }, options);
  // Only the parts the live routes use; other domains are not mounted in these tests.
  const services = { config, logger, database, live } as Services;
  const app = createHttpApp({ services, metrics: createMetrics(), mountApi: mountLiveRoutes });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    close: async () => {
      const closing = live.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await closing;
    },
  };
}
