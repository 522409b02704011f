import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { fileFixture, standIn } from "./file-fixture.ts";

/** The moment the demo world is seeded as at: which of its matches are played, live or to come. */
export const DEMO_WORLD_NOW = new Date("2026-03-14T16:00:00Z");

/**
 * This test file's site over the demo world, seeded into a database of its own; both start before
 * the file's tests and close after them. `database` is the site's, for the rows a test adds.
 */
export function demoSiteForFile(env: Record<string, string>): { site: TestSite; database: Database } {
  const started = fileFixture(
    async () => {
      const database = await createTestDatabase();
      await seedDemoWorld(database.db, { now: DEMO_WORLD_NOW });
      return { database, site: await startTestSite({ database, env }) };
    },
    async ({ site, database }) => {
      await site.close();
      await database.close();
    },
  );
  return { site: standIn(() => started.site), database: standIn(() => started.database) };
}
