import type { Database } from "../db/connect.ts";
import { startTestSite, type TestSite, testSecrets } from "../http/testing/test-site.ts";
import type { LiveOptions } from "./service.ts";

export const testAdminToken = testSecrets.ADMIN_TOKEN;

export type LiveTestServer = TestSite;

/** The whole site API on a loopback port over the given database, with the live hub's options. */
export function startLiveTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: LiveOptions = {},
): Promise<LiveTestServer> {
  return startTestSite({
    database,
    env: { DATA_DIR: "/tmp/goalline-live-tests", ...env },
    services: { live: options },
  });
}
