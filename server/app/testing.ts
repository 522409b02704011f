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
