import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../logger.ts";
import { createRandom } from "../platform/random.ts";
import { matchEvents, matches } from "../sports/schema.ts";
import { createLiveService, type LiveService } from "./service.ts";
import { playMinute, rateFor, type SimState } from "./sim-script.ts";
import { createSimulator } from "./simulator.ts";
import { createLiveFixture } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const config = {
  REDIS_URL: undefined,
  LIVE_CONNECTIONS_PER_IP: 20,
  secrets: { sessionSecret: "", passwordPepper: "", adminToken: "x".repeat(32) },
};

function freshState(): SimState {
  return {
    matchId: 1,
    teams: [1, 2],
    rates: rateFor([50, 50]),
    squads: [
      ["A1", "A2", "A3"],
      ["B1", "B2", "B3"],
    ],
    benches: [["A12"], ["B12"]],
    phase: "1H",
    minute: 0,
    added: 3,
    breakLeft: 15,
    subsLeft: [3, 3],
    booked: [new Set(), new Set()],
    reviews: [],
  };
}

describe("simulated football", () => {
  it("plays matches at realistic rates with a 15-minute half-time and stoppage time", () => {
    const draw = createRandom(7);
    let goals = 0;
    let cards = 0;
    let minutesAtBreak = 0;
    const runs = 1_000;
    for (let i = 0; i < runs; i++) {
      const state = freshState();
      const actions = [];
      let inPlay = -2;
      while (state.phase !== "over") {
        if (state.phase === "HT") minutesAtBreak += 1;
        else inPlay += 1;
        actions.push(...playMinute(state, draw));
      }
      goals += actions.filter((a) => a.scoring).length;
      cards += actions.filter((a) => a.type === "yellow-card" || a.type === "second-yellow").length;
      expect(actions.map((a) => a.type).filter((t) => t.startsWith("period"))).toEqual([
        "period-end",
        "period-start",
        "period-end",
      ]);
      expect(inPlay).toBeGreaterThanOrEqual(93);
    }
    expect(goals / runs).toBeGreaterThan(2.4);
    expect(goals / runs).toBeLessThan(3.0);
    expect(cards / runs).toBeGreaterThan(2.5);
    expect(minutesAtBreak / runs).toBe(15);
  });
});

describe("simulator", () => {
  let database: Database;
  let live: LiveService;
  beforeAll(async () => {
    database = await createTestDatabase();
    live = await createLiveService({ config, logger, database });
  });
  afterAll(async () => {
    await live.close();
    await database.close();
  });

  async function playWholeMatch(seed: number) {
    const kickoff = new Date("2026-05-01T15:00:00Z");
    const [match] = await createLiveFixture(database.db, 1, { kickoffAt: kickoff });
    const simulator = createSimulator({ live, db: database.db, logger, speed: 1, seed, now: () => kickoff });
    for (let minute = 0; minute < 130; minute++) {
      await simulator.playOneMinute();
      const [row] = await database.db
        .select({ status: matches.status })
        .from(matches)
        .where(eq(matches.id, match!.matchId));
      if (row?.status === "finished") break;
    }
    await simulator.stop();
    const [row] = await database.db.select().from(matches).where(eq(matches.id, match!.matchId));
    const timeline = await database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match!.matchId))
      .orderBy(asc(matchEvents.id));
    return { match: match!, row: row!, timeline };
  }

  it("kicks off a due match and plays it to full time through the ingest path, the same way for the same seed", async () => {
    const first = await playWholeMatch(42);
    const second = await playWholeMatch(42);
    expect(first.row).toMatchObject({ status: "finished", period: "FT" });
    const counted = (side: number) =>
      first.timeline.filter(
        (e) => !e.cancelled && ["goal", "penalty-goal", "own-goal"].includes(e.type) && e.teamId === side,
      ).length;
    expect([first.row.homeScore, first.row.awayScore]).toEqual([
      counted(first.match.homeTeamId),
      counted(first.match.awayTeamId),
    ]);
    const shape = (timeline: typeof first.timeline) =>
      timeline.map((e) => `${e.type}@${e.period}${e.minute}+${e.stoppage ?? 0}`);
    expect(shape(second.timeline)).toEqual(shape(first.timeline));
    expect(shape(first.timeline)[0]).toBe("period-start@1H0+0");
  });
});
