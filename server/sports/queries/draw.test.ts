import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { competitions } from "../schema.ts";
import { demoTennisSlug, seedDemoTennis } from "../tennis/seed.ts";
import { getDraw } from "./draw.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTennis(database.db, new Date("2026-03-14T16:00:00Z"));
});
afterAll(() => database.close());

describe("a tournament's draw", () => {
  it("prints rounds from the first to the final, seeds on their lines, and places still to be decided", async () => {
    const [tournament] = await database.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.slug, demoTennisSlug));
    const draw = await getDraw(database.db, tournament!.id);
    expect(draw.map((round) => [round.name, round.ties.length])).toEqual([
      ["Round of 32", 16],
      ["Round of 16", 8],
      ["Quarter-finals", 4],
      ["Semi-finals", 2],
      ["Final", 1],
    ]);
    const first = draw[0]!.ties;
    // Seed 1 heads the draw, seed 2 closes it, and no two seeds meet in the first round.
    expect(first[0]!.home?.seed).toBe(1);
    expect(first.at(-1)!.away?.seed).toBe(2);
    const seeded = first.flatMap((tie) => [tie.home?.seed, tie.away?.seed]).filter((seed) => seed != null);
    expect(seeded.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first.every((tie) => !(tie.home?.seed && tie.away?.seed))).toBe(true);
    // Played rounds name their winners; the final is not known yet.
    expect(first.every((tie) => tie.winner !== null && tie.score !== "")).toBe(true);
    expect(draw.at(-1)!.ties[0]).toMatchObject({ home: null, away: null, winner: null, score: "" });
  });
});
