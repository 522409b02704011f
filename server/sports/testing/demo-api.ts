import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { createHttpApp, type HttpApp } from "../../app/http-app.ts";
import { edgeServices } from "../../app/testing/edge-services.ts";
import { loadConfig } from "../../config/config.ts";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import type { Services } from "../../http/api-router.ts";
import { createMetrics } from "../../http/metrics.ts";
import { fileFixture, standIn } from "../../testing/file-fixture.ts";
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

/**
 * This test file's demo sports API (demoSportsApi), set up before its tests and its database closed
 * after them, with GETs that expect a status: `request` answers the parsed body and the headers,
 * `get` the body alone.
 */
export function demoSportsApiForFile(options: { otherSports?: boolean } = {}) {
  const api = fileFixture(
    () => demoSportsApi(options),
    (started) => started.database.close(),
  );
  async function request<T>(path: string, status = 200): Promise<{ body: T; headers: Headers }> {
    const response = await api.app.request(`/api${path}`);
    expect(response.status, path).toBe(status);
    return { body: (await response.json()) as T, headers: response.headers };
  }
  return {
    database: standIn(() => api.database),
    services: standIn(() => api.services),
    request,
    get: async <T>(path: string, status = 200) => (await request<T>(path, status)).body,
  };
}
