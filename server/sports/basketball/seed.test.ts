import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { competitions, groups, matches, players, seasons, sports, teams } from "../schema.ts";
import { seedDemoBasketball } from "./seed.ts";
import { basketballStandings } from "./standings.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("demo basketball seed", () => {
  it("writes the sport, a league and a cup, clubs with rosters, and every game with quarter scores", async () => {
    const { db } = database;
    // The sport row may already be there (another seeder, an earlier run): it is kept as it is.
    await db.insert(sports).values({ slug: "basketball", name: "Basketball", periods: 4, periodMinutes: 12 });
    const now = new Date("2026-11-24T15:00:00Z");
    expect(await seedDemoBasketball(db, now)).toEqual({ teams: 12, players: 120, games: 73, live: 2 });

    const [basketball] = await db.select().from(sports).where(eq(sports.slug, "basketball"));
    expect(basketball).toMatchObject({ name: "Basketball", periods: 4, periodMinutes: 12 });
    const rows = await db.select().from(competitions).where(eq(competitions.sportId, basketball!.id));
    expect(rows.map((c) => [c.sourceKey, c.kind, c.isDemo]).sort()).toEqual([
      ["demo:basketball.cup", "cup", true],
      ["demo:basketball.league", "league", true],
    ]);
    const clubs = await db.select().from(teams).where(eq(teams.sportId, basketball!.id));
    expect(clubs.map((t) => t.kind)).toEqual(Array(12).fill("club"));
    expect(await db.select().from(players).where(eq(players.teamId, clubs[0]!.id))).toHaveLength(10);

    const live = await db.select().from(matches).where(eq(matches.status, "live"));
    expect(live).toHaveLength(2);
    for (const m of live) expect(Object.keys(m.scores).slice(0, 2)).toEqual(["q1", "q2"]);
    expect(live.filter((m) => m.periodStartedAt !== null)).toHaveLength(1);

    const finished = await db.select().from(matches).where(eq(matches.status, "finished"));
    expect(finished).toHaveLength(54);
    for (const m of finished) {
      const parts = Object.values(m.scores) as [number, number][];
      expect(Object.keys(m.scores).slice(0, 4)).toEqual(["q1", "q2", "q3", "q4"]);
      expect(parts.reduce((s, p) => s + p[0], 0)).toBe(m.homeScore);
      expect(parts.reduce((s, p) => s + p[1], 0)).toBe(m.awayScore);
      expect(m.winnerTeamId).toBe(m.homeScore! > m.awayScore! ? m.homeTeamId : m.awayTeamId);
    }

    // Conference games carry their conference; the standings read it from them.
    const conference = await db
      .select({ teamId: matches.homeTeamId, group: groups.name })
      .from(matches)
      .innerJoin(groups, eq(groups.id, matches.groupId))
      .where(isNotNull(matches.groupId));
    expect(conference).toHaveLength(30);
    const groupOf = new Map(conference.map((c) => [c.teamId, c.group]));
    const league = rows.find((c) => c.kind === "league");
    const [season] = await db.select().from(seasons).where(eq(seasons.competitionId, league!.id));
    const table = basketballStandings(
      clubs.map((t) => ({ id: t.id, name: t.name, group: groupOf.get(t.id) ?? null })),
      finished
        .filter((m) => m.seasonId === season!.id)
        .map((m) => ({ ...m, homeScore: m.homeScore!, awayScore: m.awayScore! })),
    );
    expect(table.map((g) => [g.group, g.rows.length])).toEqual([
      ["East", 6],
      ["West", 6],
    ]);
    for (const g of table) {
      expect(g.rows.every((r) => r.played === 8)).toBe(true);
      expect(g.rows[0]?.gamesBehindText).toBe("—");
    }
  });
});
