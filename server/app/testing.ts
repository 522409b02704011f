import { makeStaff } from "../auth/testing/staff.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { fileFixture, standIn } from "../testing/file-fixture.ts";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

/** This test file's site (startTestSite), started before its tests and closed after them. */
export const testSiteForFile = (options?: Parameters<typeof startTestSite>[0]) =>
  fileFixture(
    () => startTestSite(options),
    (site) => site.close(),
  );

type Who = { email: string; displayName: string; ip?: string | null; device?: string };

/** Signs an account up on the site with the tests' password; answers its id, address and Bearer header. */
export async function signedUpAccount(site: TestSite, who: Who) {
  const signedIn = await site.services.auth.register(
    { email: who.email, password: "correct horse battery staple", displayName: who.displayName },
    { ip: who.ip ?? null, device: who.device ?? "test" },
  );
  return {
    id: signedIn.data.id,
    email: who.email,
    headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` },
  };
}

/** signedUpAccount, then `role` with two-step on, as staff work asks (makeStaff). */
export async function staffAccount(site: TestSite, role: string, who: Who) {
  const account = await signedUpAccount(site, who);
  await makeStaff(site.services.database.db, { email: who.email }, role);
  return account;
}

/** One call to the site's API with a JSON body, if any; answers status, headers and the parsed body (null if none). */
export async function siteCall(
  site: Pick<TestSite, "url">,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The moment the demo world is seeded as at: which of its matches are played, live or to come. */
export const DEMO_WORLD_NOW = new Date("2026-03-14T16:00:00Z");

/** A database of its own with the demo world seeded as at `now`. */
async function demoDatabase(now = DEMO_WORLD_NOW): Promise<Database> {
  const database = await createTestDatabase();
  await seedDemoWorld(database.db, { now });
  return database;
}

/** This test file's demo-world database (seeded as at `now`), made before its tests and closed after them. */
export const demoDatabaseForFile = (now = DEMO_WORLD_NOW) =>
  fileFixture(
    () => demoDatabase(now),
    (database) => database.close(),
  );

/**
 * This test file's site over the demo world, seeded into a database of its own; both start before
 * the file's tests and close after them. `database` is the site's, for the rows a test adds.
 */
export function demoSiteForFile(env: Record<string, string> = {}): { site: TestSite; database: Database } {
  const started = fileFixture(
    async () => {
      const database = await demoDatabase();
      return { database, site: await startTestSite({ database, env }) };
    },
    async ({ site, database }) => {
      await site.close();
      await database.close();
    },
  );
  return { site: standIn(() => started.site), database: standIn(() => started.database) };
}
