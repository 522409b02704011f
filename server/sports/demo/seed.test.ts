import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { listCompetitions } from "../queries/competitions.ts";
import { getMatch, listLiveMatches } from "../queries/matches.ts";
import { getStandings } from "../queries/standings.ts";
import { matches } from "../schema.ts";
import { planDemoWorld } from "./plan.ts";
import { seedDemoIfEmpty } from "./seed.ts";

const now = new Date("2026-03-14T16:00:00Z");
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const scoring = new Set(["goal", "penalty-goal", "own-goal"]);

describe("demo world", () => {
  it("is the same world for the same seed and moment", () => {
    const a = planDemoWorld(now);
    const b = planDemoWorld(now);
    expect(a.matches.map((m) => [m.sourceKey, m.homeScore, m.awayScore])).toEqual(
      b.matches.map((m) => [m.sourceKey, m.homeScore, m.awayScore]),
    );
  });

  it("seeds an empty database once, and leaves it alone after", async () => {
    const summary = await seedDemoIfEmpty(database.db, now);
    expect(summary).toMatchObject({ competitions: 4, teams: 44 });
    expect(summary!.live).toBeGreaterThanOrEqual(5);
    expect(await seedDemoIfEmpty(database.db, now)).toBeNull();
    const page = await listCompetitions(database.db);
    expect(page.items.every((competition) => competition.isDemo && competition.name.includes("(demo)"))).toBe(
      true,
    );
  });

  it("has live matches whose clocks tick and whose scores match their goals", async () => {
    const live = (await listLiveMatches(database.db)).flatMap((group) => group.matches);
    expect(live.length).toBeGreaterThanOrEqual(5);
    for (const summary of live) {
      expect(summary.periodStartedAt).not.toBeNull();
      expect(["1H", "HT", "2H"]).toContain(summary.period);
      const match = (await getMatch(database.db, summary.id))!;
      const goals = match.events.filter((event) => scoring.has(event.type));
      expect(goals.filter((g) => g.side === "home").length).toBe(match.homeScore);
      expect(goals.filter((g) => g.side === "away").length).toBe(match.awayScore);
      const latest = match.events.at(-1);
      if (latest && match.period !== "HT") expect(latest.minute).toBeLessThanOrEqual(match.minute!);
    }
  });

  it("has results behind and fixtures ahead, each finished score matching its goals", async () => {
    const rows = await database.db.select().from(matches);
    expect(rows.some((row) => row.status === "scheduled" && row.kickoffAt > now)).toBe(true);
    const finished = rows.filter((row) => row.status === "finished");
    expect(finished.length).toBeGreaterThan(300);
    expect(finished.every((row) => row.kickoffAt < now)).toBe(true);
    const sample = finished.slice(0, 40);
    for (const row of sample) {
      const match = (await getMatch(database.db, row.id))!;
      const goals = match.events.filter((event) => scoring.has(event.type));
      expect(goals.length).toBe((row.homeScore ?? 0) + (row.awayScore ?? 0));
      expect(row.scores.ft).toEqual(row.scores.et ? row.scores.ft : [row.homeScore, row.awayScore]);
    }
  });

  it("applies the top division's points deduction in its table", async () => {
    const page = await listCompetitions(database.db);
    const premier = page.items.find((competition) => competition.shortName === "Premier Division")!;
    const standings = (await getStandings(database.db, premier.id))!;
    expect(standings.adjustments).toEqual([
      expect.objectContaining({ points: -6, reason: "Breach of financial rules (demo)" }),
    ]);
    const penalised = standings.groups[0]!.rows.find((row) => row.adjustment === -6)!;
    expect(penalised.points).toBe(penalised.won * 3 + penalised.drawn - 6);
    expect(standings.live).toBe(true);
    expect(standings.groups[0]!.rows).toHaveLength(16);
  });
});
