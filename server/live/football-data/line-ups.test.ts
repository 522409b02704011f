import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createLogger } from "../../platform/logger.ts";
import { getMatchCentre } from "../../sports/queries/centre.ts";
import { ingestEvent } from "../ingest.ts";
import { createLiveFixture } from "../testing.ts";
import { centreFactsOf, type FdMatch, positionOf } from "./mapping.ts";
import { createFootballDataPoller } from "./poller.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, "recorded", `pl-${name}.json`), "utf8");
const firstMatch = (name: string) => (JSON.parse(recorded(name)) as { matches: FdMatch[] }).matches[0]!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("football-data.org v4 line-ups, officials and statistics", () => {
  it("maps a match resource from a plan that carries them", () => {
    const facts = centreFactsOf(firstMatch("7-line-ups"));
    expect(facts).toMatchObject({ referee: "Michael Oliver", attendance: 60214 });
    expect(facts.lineups?.home).toMatchObject({ formation: "4-3-3", coach: "Mikel Arteta" });
    expect(facts.lineups?.home?.starters).toHaveLength(11);
    expect(facts.lineups?.home?.starters.map((p) => p.position)).toEqual([
      "GK",
      ...Array(4).fill("DF"),
      ...Array(3).fill("MF"),
      ...Array(3).fill("FW"),
    ]);
    expect(facts.lineups?.away?.bench.map((p) => p.name)).toEqual([
      "Filip Jørgensen",
      "Malo Gusto",
      "Christopher Nkunku",
    ]);
    expect(facts.stats?.[0]).toMatchObject({
      possession: 58,
      shots: 15,
      shotsOnTarget: 5,
      corners: 7,
      xg: null,
    });
  });

  it("tolerates plans without them: only the referee the free plan names", () => {
    expect(centreFactsOf(firstMatch("6-full-time"))).toEqual({
      source: "football-data",
      referee: "Michael Oliver",
    });
    expect(centreFactsOf({ ...firstMatch("1-timed"), referees: null })).toEqual({ source: "football-data" });
  });

  it("reads v4 position words", () => {
    expect(
      ["Goalkeeper", "Centre-Back", "Defensive Midfield", "Left Winger", "Offence", null].map(positionOf),
    ).toEqual(["GK", "DF", "MF", "FW", "FW", null]);
  });

  it("stores them with the match, so the match centre shows line-ups and settled statistics", async () => {
    const [match] = await createLiveFixture(database.db, 1, { sourceKey: "football-data:497410" });
    const answers = ["6-full-time", "7-line-ups"];
    const fetch = (async () =>
      new Response(recorded(answers.shift() ?? "7-line-ups"), {
        headers: { "Content-Type": "application/json" },
      })) as unknown as typeof globalThis.fetch;
    let clock = Date.parse("2026-11-21T17:00:00Z");
    const poller = createFootballDataPoller({
      live: { ingest: (raw: unknown) => ingestEvent(database.db, raw) },
      db: database.db,
      logger,
      token: "t",
      competitions: ["PL"],
      fetch,
      now: () => {
        clock += 7_000;
        return new Date(clock);
      },
    });
    await poller.pollNext();
    const before = (await getMatchCentre(database.db, match!.matchId))!;
    expect(before.lineups).toEqual({ home: null, away: null });
    expect(before.stats).toBeNull();
    await poller.pollNext();
    const centre = (await getMatchCentre(database.db, match!.matchId))!;
    expect(centre).toMatchObject({
      status: "finished",
      homeScore: 1,
      awayScore: 2,
      referee: "Michael Oliver",
      attendance: 60214,
    });
    expect(centre.lineups.home?.starters[0]).toMatchObject({
      name: "David Raya",
      shirtNumber: 22,
      position: "GK",
    });
    expect(centre.lineups.away?.formation).toBe("4-2-3-1");
    expect((centre.stats?.home.possession ?? 0) + (centre.stats?.away.possession ?? 0)).toBe(100);
    expect(centre.stats?.away.shotsOnTarget).toBeGreaterThanOrEqual(2);
  });
});
