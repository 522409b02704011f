import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { listLiveMatches } from "../queries/matches.ts";
import { seedDemoSports } from "./world.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const minute = 60_000;

describe("the demo world booted as at another moment (DEMO_NOW)", () => {
  it("plays that hour's leagues from the boot on: Japan's round just kicked off at 04:05 UTC, whatever the clock", async () => {
    // 13:05 in Tokyo: four of the Nippon League's matches kicked off together at 13:00.
    const plannedAt = new Date("2026-12-02T04:05:00Z");
    const bootedAt = new Date(Date.now() - 2 * minute);
    const seeded = await seedDemoSports(database.db, { plannedAt, bootedAt });
    expect(seeded.moved).toBe(true);
    expect(seeded.basketball).not.toBeNull();
    expect(seeded.tennis).not.toBeNull();

    const live = await listLiveMatches(database.db, "football");
    const japan = live.find((group) => group.competition.country?.code === "JP");
    const fresh = (japan?.matches ?? []).filter((match) => match.period === "1H");
    expect(fresh.length).toBeGreaterThanOrEqual(4);
    for (const match of fresh) {
      // Kicked off five minutes before the boot, as it did five minutes before the planned moment.
      expect(new Date(match.kickoffAt).getTime()).toBe(bootedAt.getTime() - 5 * minute);
      // Two minutes after the boot, the clock reads the seventh minute or so.
      expect(match.minute).toBeGreaterThanOrEqual(6);
      expect(match.minute).toBeLessThanOrEqual(8);
    }
    // Basketball and tennis are in play too, moved with the rest.
    for (const sport of ["basketball", "tennis"] as const) {
      const games = (await listLiveMatches(database.db, sport)).flatMap((group) => group.matches);
      expect(games.length, sport).toBeGreaterThanOrEqual(1);
      for (const game of games) expect(new Date(game.kickoffAt).getTime()).toBeLessThan(Date.now());
    }
    // A second boot finds the world and leaves it where it is.
    expect(await seedDemoSports(database.db, { plannedAt, bootedAt: new Date() })).toMatchObject({
      football: null,
      moved: false,
    });
  });
});
