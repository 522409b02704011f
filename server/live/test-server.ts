import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import type { Database } from "../db/connect.ts";
import type { LiveOptions } from "./service.ts";

export const testAdminToken = testSecrets.ADMIN_TOKEN;

export type LiveTestServer = TestSite;

/**
 * The whole site API on a loopback port over the given database, with the live hub's options.
 * Odds are off unless `env` turns them on, so live streams carry the live topic alone.
 */
export function startLiveTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: LiveOptions = {},
): Promise<LiveTestServer> {
  return startTestSite({
    database,
    env: { DATA_DIR: "/tmp/goalline-live-tests", ODDS_ENABLED: "false", ...env },
    services: { live: options },
  });
}
