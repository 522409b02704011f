import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import type { Services } from "../services.ts";
import { seedDemoBasketballIfAbsent } from "../sports/basketball/seed.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { listLiveMatches } from "../sports/service.ts";
import { seedDemoTennisIfAbsent } from "../sports/tennis/seed.ts";
import { ogSources } from "./og-sources.ts";

const now = new Date("2026-03-14T16:00:00Z");
let database: Database;
let sources: ReturnType<typeof ogSources>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now });
  await seedDemoBasketballIfAbsent(database.db, now);
  await seedDemoTennisIfAbsent(database.db, now);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "goalline-og-sources-")),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
  });
  sources = ogSources({ config, database } as Services);
});
afterAll(async () => {
  await database.close();
});

const liveOf = async (sport: string) => {
  const groups = await listLiveMatches(database.db, sport);
  const match = groups.flatMap((group) => group.matches)[0];
  if (!match) throw new Error(`no live ${sport} match in the demo world`);
  const card = await sources.match(match.id);
  if (card?.kind !== "match") throw new Error(`no match card for ${match.id}`);
  return card;
};

describe("a live match's share card", () => {
  it("shows football's minute, and only football's", async () => {
    expect((await liveOf("football")).status).toMatch(/^(\d+(\+\d+)?'|Half time)$/);
  });

  it("shows a basketball game's period and a tennis match's set, never a minute", async () => {
    const basketball = await liveOf("basketball");
    expect(basketball.status).toMatch(/^(Q[1-4]|OT\d|HT|End (Q[1-4]|OT\d))/);
    const tennis = await liveOf("tennis");
    expect(tennis.status).toMatch(/^Set [1-5]$/);
  });
});
