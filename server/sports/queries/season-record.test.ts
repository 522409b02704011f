import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { competitions, matches, seasons, sports, teams } from "../schema.ts";
import { seedDemoTennis } from "../tennis/seed.ts";
import { getSeasonRecord } from "./season-record.ts";
import { getTeam } from "./teams.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("a tennis player's season record", () => {
  it("counts this season's finished matches by their winner, retirements and walkovers as recorded", async () => {
    const { db } = database;
    await db
      .insert(sports)
      .values({ slug: "tennis", name: "Tennis", periods: 3, periodMinutes: 0 })
      .onConflictDoNothing();
    const [tennis] = await db.select().from(sports).where(eq(sports.slug, "tennis"));
    const [open] = await db
      .insert(competitions)
      .values({
        sportId: tennis!.id,
        slug: "north-open",
        name: "North Open",
        shortName: "North",
        kind: "tournament",
      })
      .returning();
    const [now, before] = await db
      .insert(seasons)
      .values([
        { competitionId: open!.id, name: "2026", isCurrent: true },
        { competitionId: open!.id, name: "2025", isCurrent: false },
      ])
      .returning();
    const player = (name: string, kind: "player" | "club" = "player") => ({
      sportId: tennis!.id,
      slug: name.toLowerCase(),
      name,
      shortName: name,
      code: name.slice(0, 3).toUpperCase(),
      kind,
    });
    const [mira, jonas, teo, club] = await db
      .insert(teams)
      .values([player("Mira"), player("Jonas"), player("Teo"), player("Harbour", "club")])
      .returning();
    const match = (
      home: number,
      away: number,
      status: "finished" | "awarded" | "live" | "scheduled",
      winner: number | null,
      scores: Record<string, [number, number]>,
      seasonId = now!.id,
    ) => ({
      seasonId,
      homeTeamId: home,
      awayTeamId: away,
      kickoffAt: new Date("2026-06-01T12:00:00Z"),
      status,
      homeScore: status === "scheduled" ? null : 0,
      awayScore: status === "scheduled" ? null : 0,
      scores: scores as never,
      winnerTeamId: winner,
    });
    const [m, j, t] = [mira!.id, jonas!.id, teo!.id];
    await db.insert(matches).values([
      // Won in straight sets, away from home.
      match(j, m, "finished", m, { s1: [4, 6], s2: [3, 6] }),
      // Lost: Teo led when Mira retired in the second set; the row names Teo the winner.
      match(m, t, "finished", t, { s1: [6, 7], s1tb: [5, 7], s2: [1, 2] }),
      // Jonas gave a walkover: an awarded match Mira won.
      match(m, j, "awarded", m, {}),
      // Still being played, not yet played, and last season's: none counts.
      match(m, t, "live", null, { s1: [3, 2] }),
      match(t, m, "scheduled", null, {}),
      match(m, j, "finished", j, { s1: [2, 6], s2: [2, 6] }, before!.id),
    ]);

    expect(await getSeasonRecord(db, m)).toEqual({ won: 2, lost: 1 });
    expect(await getSeasonRecord(db, j)).toEqual({ won: 0, lost: 2 });
    expect(await getSeasonRecord(db, t)).toEqual({ won: 1, lost: 0 });
    // No record for a club or an unknown id; a player with no match has 0–0.
    expect(await getSeasonRecord(db, club!.id)).toBeNull();
    expect(await getSeasonRecord(db, 999_999)).toBeNull();
    const [idle] = await db.insert(teams).values(player("Idle")).returning();
    expect(await getSeasonRecord(db, idle!.id)).toEqual({ won: 0, lost: 0 });
  });

  it("gives the demo draw's players their rankings: the seeds first, every ranking once", async () => {
    const { db } = database;
    await seedDemoTennis(db, new Date("2026-11-24T15:00:00Z"));
    const rows = await db
      .select({ id: teams.id, ranking: teams.ranking, slug: teams.slug })
      .from(teams)
      .where(eq(teams.isDemo, true));
    expect(rows).toHaveLength(32);
    const rankings = rows.map((row) => row.ranking);
    expect(new Set(rankings).size).toBe(32);
    expect(rankings.every((ranking) => ranking !== null && ranking >= 1 && ranking <= 200)).toBe(true);
    const varga = rows.find((row) => row.slug === "aurel-varga-demo");
    expect((await getTeam(db, varga!.id))?.ranking).toBe(1);
  });
});
