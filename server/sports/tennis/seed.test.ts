import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { matches, sports, teams } from "../schema.ts";
import { seedDemoTennis } from "./seed.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("demo tennis seed", () => {
  it("writes the tennis sport, 32 players and the draw's known matches with set scores", async () => {
    const now = new Date("2026-11-24T15:00:00Z");
    expect(await seedDemoTennis(database.db, now)).toEqual({ players: 32, matches: 28 });
    const [tennis] = await database.db.select().from(sports).where(eq(sports.slug, "tennis"));
    expect(tennis?.name).toBe("Tennis");
    const players = await database.db.select().from(teams).where(eq(teams.kind, "player"));
    expect(players).toHaveLength(32);
    const live = await database.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, "live")));
    expect(live).toHaveLength(2);
    const finished = await database.db.select().from(matches).where(eq(matches.status, "finished"));
    expect(finished).toHaveLength(24);
    for (const m of finished) {
      expect(Math.max(m.homeScore ?? 0, m.awayScore ?? 0)).toBe(2);
      expect((m.scores as Record<string, unknown>).s1).toHaveLength(2);
    }
  });
});
