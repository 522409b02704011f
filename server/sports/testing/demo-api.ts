import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpApp, type HttpApp } from "../../app/http-app.ts";
import { edgeServices } from "../../app/testing/edge-services.ts";
import { loadConfig } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import type { Services } from "../../http/api-router.ts";
import { createMetrics } from "../../http/metrics.ts";
import { mountSportsApi } from "../api/mount.ts";
import { seedDemoBasketballIfAbsent } from "../basketball/seed.ts";
import { seedDemoWorld } from "../demo/seed.ts";
import { seedDemoTennisIfAbsent } from "../tennis/seed.ts";

/** A fixed moment keeps the demo world, and which of its matches are live, the same on every run. */
export const DEMO_NOW = new Date("2026-03-14T16:00:00Z");

export type DemoSportsApi = { database: Database; services: Services; app: HttpApp };

/**
 * The seeded demo world in a fresh test database, with the sports API mounted on an HTTP app;
 * `otherSports` adds the basketball and tennis worlds. Close `database` when done.
 */
export async function demoSportsApi(options: { otherSports?: boolean } = {}): Promise<DemoSportsApi> {
  const database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: DEMO_NOW });
  if (options.otherSports) {
    await seedDemoBasketballIfAbsent(database.db, DEMO_NOW);
    await seedDemoTennisIfAbsent(database.db, DEMO_NOW);
  }
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-sports-api-")),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
  });
  const services = edgeServices(config, database);
  const app = createHttpApp({ services, metrics: createMetrics(), mountApi: (api) => mountSportsApi(api) });
  return { database, services, app };
}
