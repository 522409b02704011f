import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../logger.ts";
import { createRandom } from "../platform/random.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { createReferee, firstViolation, type Lineup } from "../sports/laws.ts";
import { matchEvents, matches, players } from "../sports/schema.ts";
import type { LiveMatchState, LiveTimelineEvent } from "./entry.ts";
import { applyEvent, lawEventOf } from "./rules.ts";
import { createLiveService, type LiveService } from "./service.ts";
import { dueReviews, maybeReview, playMinute, rateFor, type SimAction, type SimState } from "./sim-script.ts";
import { createSimulator } from "./simulator.ts";
import { createLiveFixture } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const config = {
  REDIS_URL: undefined,
  LIVE_CONNECTIONS_PER_IP: 20,
  secrets: { sessionSecret: "", passwordPepper: "", adminToken: "x".repeat(32) },
};

const squadOf = (club: string) => Array.from({ length: 20 }, (_, i) => `${club}${i + 1}`);
const lineup: Lineup = {
  starters: [squadOf("A").slice(0, 11), squadOf("B").slice(0, 11)],
  bench: [squadOf("A").slice(11), squadOf("B").slice(11)],
};

function freshState(strengths: [number, number] = [50, 50]): SimState {
  return {
    matchId: 1,
    teams: [1, 2],
    rates: rateFor(strengths),
    squads: [[...lineup.starters[0]], [...lineup.starters[1]]],
    benches: [[...lineup.bench[0]], [...lineup.bench[1]]],
    phase: "1H",
    minute: 0,
    added: 3,
    breakLeft: 15,
    subsLeft: [5, 5],
    windowsLeft: [3, 3],
    booked: [new Set(), new Set()],
    reviews: [],
  };
}

/** Plays the script to full time through the ingest's rules, with a referee who knows the line-ups. */
function playScript(seed: number, strengths: [number, number]) {
  const draw = createRandom(seed);
  const state = freshState(strengths);
  const referee = createReferee(lineup);
  let match: LiveMatchState = {
    id: 1,
    status: "scheduled",
    period: null,
    minute: null,
    stoppage: null,
    periodStartedAt: null,
    homeTeamId: 1,
    awayTeamId: 2,
    home: null,
    away: null,
    scores: {},
    version: 0,
  };
  const timeline: LiveTimelineEvent[] = [];
  const apply = ({ scoring, ...input }: SimAction) => {
    const target = timeline.find((event) => event.id === input.cancelsEventId) ?? null;
    const lawful = input.type === "correction" ? undefined : referee;
    const outcome = applyEvent(match, input, new Date(0), target, lawful);
    match = outcome.match;
    timeline.push({ ...outcome.event, id: timeline.length + 1 });
    if (target) target.cancelled = true;
    if (scoring) maybeReview(state, draw, timeline.length);
  };
  apply({ type: "period-start", period: "1H", minute: 0 });
  while (state.phase !== "over") {
    for (const action of [...dueReviews(state), ...playMinute(state, draw)]) apply(action);
  }
  return { match, timeline };
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

describe("simulated live matches", () => {
  it("obey the laws of the game minute by minute, and end with the score of their goals", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.tuple(fc.integer({ min: 30, max: 95 }), fc.integer({ min: 30, max: 95 })),
        (seed, strengths) => {
          const { match, timeline } = playScript(seed, strengths);
          expect(match).toMatchObject({ status: "finished", period: "FT" });
          const laws = timeline.map((event) => lawEventOf(event, match));
          expect(firstViolation(laws, { lineup, score: { goals: [match.home!, match.away!] } })).toBeNull();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("substitute and send off players as real matches do", () => {
    const runs = 500;
    const timelines = Array.from({ length: runs }, (_, seed) => playScript(seed, [60, 60]).timeline);
    const count = (type: string) => timelines.flat().filter((event) => event.type === type).length / runs;
    expect(count("substitution")).toBeGreaterThan(4);
    expect(count("second-yellow") + count("red-card")).toBeGreaterThan(0.05);
    expect(timelines.flat().filter((event) => event.cancelled).length).toBeGreaterThan(0);
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

describe("simulator over the demo world", () => {
  it("plays the seeded live matches on to full time within the laws of the game", async () => {
    const database = await createTestDatabase();
    const live = await createLiveService({ config, logger, database });
    const now = new Date("2026-03-14T16:00:00Z");
    try {
      await seedDemoWorld(database.db, { now });
      const running = await database.db.select().from(matches).where(eq(matches.status, "live"));
      expect(running.length).toBeGreaterThan(3);
      const simulator = createSimulator({ live, db: database.db, logger, speed: 1, seed: 5, now: () => now });
      for (let minute = 0; minute < 120; minute++) await simulator.playOneMinute();
      await simulator.stop();
      const squad = await database.db.select().from(players).orderBy(asc(players.id));
      for (const before of running) {
        const [row] = await database.db.select().from(matches).where(eq(matches.id, before.id));
        expect(row).toMatchObject({ status: "finished", period: "FT" });
        const names = (teamId: number) => squad.filter((p) => p.teamId === teamId).map((p) => p.name);
        const [home, away] = [names(row!.homeTeamId), names(row!.awayTeamId)];
        const lineup: Lineup = {
          starters: [home.slice(0, 11), away.slice(0, 11)],
          bench: [home.slice(11), away.slice(11)],
        };
        const timeline = await database.db
          .select()
          .from(matchEvents)
          .where(eq(matchEvents.matchId, row!.id))
          .orderBy(asc(matchEvents.id));
        const laws = timeline.map((event) => lawEventOf(event, row!));
        const score = { goals: [row!.homeScore!, row!.awayScore!] as [number, number] };
        expect(firstViolation(laws, { lineup, score })).toBeNull();
        expect(timeline.filter((event) => event.source === "simulator").length).toBeGreaterThan(0);
      }
    } finally {
      await live.close();
      await database.close();
    }
  }, 60_000);
});
