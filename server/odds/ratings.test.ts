import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLiveFixture } from "../live/testing.ts";
import { matches, seasons } from "../sports/schema.ts";
import { preMatchRates, refitRatings } from "./ratings.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("ratings from stored results", () => {
  it("fits a competition's finished matches and prices the stronger side higher", async () => {
    const db = database.db;
    // Harbour beat Valley 3-0 at home six times.
    const played = await createLiveFixture(db, 6, {
      status: "finished",
      homeScore: 3,
      awayScore: 0,
      period: "FT",
    });
    const { homeTeamId, awayTeamId } = played[0]!;
    const [row] = await db
      .select({ competitionId: seasons.competitionId })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .where(eq(matches.id, played[0]!.matchId));
    const before = await preMatchRates(db, row!.competitionId, homeTeamId, awayTeamId);
    const fitted = await refitRatings(db, [row!.competitionId]);
    expect(fitted).toEqual({ competitions: 1, results: 6 });
    const after = await preMatchRates(db, row!.competitionId, homeTeamId, awayTeamId);
    expect(after.home).toBeGreaterThan(before.home);
    expect(after.away).toBeLessThan(before.away);
  });
});
