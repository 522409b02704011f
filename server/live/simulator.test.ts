import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../platform/logger.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { firstViolation, type Lineup } from "../sports/laws.ts";
import { matchEvents, matches, players, stages } from "../sports/schema.ts";
import { lawEventOf } from "./rules.ts";
import { createLiveService, type LiveService } from "./service.ts";
import { createSimulator } from "./simulator.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const config = {
  REDIS_URL: undefined,
  LIVE_CONNECTIONS_PER_IP: 20,
  secrets: { sessionSecret: "", passwordPepper: "", adminToken: "x".repeat(32) },
};

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
  it("takes a level knockout tie into extra time, and to kicks from the penalty mark if it must", async () => {
    const now = new Date("2026-05-02T17:00:00Z");
    const [fixture] = await createLiveFixture(database.db, 1, {
      kickoffAt: new Date(now.getTime() - 106 * 60_000),
      status: "live",
      period: "2H",
      minute: 89,
      periodStartedAt: new Date(now.getTime() - 44 * 60_000),
      homeScore: 0,
      awayScore: 0,
      scores: { ht: [0, 0] },
    });
    const [{ seasonId }] = (await database.db
      .select({ seasonId: matches.seasonId })
      .from(matches)
      .where(eq(matches.id, fixture!.matchId))) as [{ seasonId: number }];
    const [stage] = await database.db
      .insert(stages)
      .values({ seasonId, name: "Final", kind: "knockout" })
      .returning({ id: stages.id });
    await database.db.update(matches).set({ stageId: stage!.id }).where(eq(matches.id, fixture!.matchId));
    const simulator = createSimulator({ live, db: database.db, logger, speed: 1, seed: 5, now: () => now });
    for (let minute = 0; minute < 60; minute++) await simulator.playOneMinute();
    await simulator.stop();
    const [row] = await database.db.select().from(matches).where(eq(matches.id, fixture!.matchId));
    const timeline = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, row!.id));
    expect(timeline.map((event) => `${event.type}@${event.period}`)).toContain("period-start@ET1");
    expect(row!.status).toBe("finished");
    if (row!.period === "PEN") expect(row!.scores.p![0]).not.toBe(row!.scores.p![1]);
    else {
      expect(row!.period).toBe("AET");
      expect(row!.homeScore).not.toBe(row!.awayScore);
    }
  });

  it("carries a knockout tie on where it stood when a new simulator takes it up at any period boundary", async () => {
    const kickoff = new Date("2026-05-03T15:00:00Z");
    let clock = kickoff.getTime();
    const now = () => new Date(clock);
    const [fixture] = (await createLiveFixture(database.db, 1, { kickoffAt: kickoff })) as [FixtureMatch];
    const matchId = fixture.matchId;
    const [{ seasonId }] = (await database.db
      .select({ seasonId: matches.seasonId })
      .from(matches)
      .where(eq(matches.id, matchId))) as [{ seasonId: number }];
    const [stage] = await database.db
      .insert(stages)
      .values({ seasonId, name: "Final", kind: "knockout" })
      .returning({ id: stages.id });
    await database.db.update(matches).set({ stageId: stage!.id }).where(eq(matches.id, matchId));
    const timeline = () =>
      database.db
        .select()
        .from(matchEvents)
        .where(eq(matchEvents.matchId, matchId))
        .orderBy(asc(matchEvents.id));
    // The referee rules every goal out, so the tie stays level through extra time to the shoot-out.
    let disallowed = 0;
    const keepLevel = async () => {
      for (const goal of await timeline()) {
        if (goal.cancelled || !["goal", "penalty-goal", "own-goal"].includes(goal.type)) continue;
        await live.ingest({
          source: "test",
          sourceEventId: `level-${matchId}-${++disallowed}`,
          matchId,
          event: { type: "correction", cancelsEventId: goal.id, minute: goal.minute, reason: "Offside" },
        });
      }
    };
    const simulatorFrom = (seed: number) =>
      createSimulator({ live, db: database.db, logger, speed: 1, seed, now });

    let simulator = simulatorFrom(7);
    const boundaries: string[] = [];
    for (let minute = 0; minute < 200; minute++) {
      await simulator.playOneMinute();
      await keepLevel();
      const before = simulator.progressOf(matchId);
      if (!before) break;
      if (before.phase !== boundaries.at(-1)) {
        boundaries.push(before.phase);
        // A restart (a deploy, another process taking the lease) at this very moment.
        await simulator.stop();
        simulator = simulatorFrom(100 + minute);
        await simulator.takeUp();
        expect(simulator.progressOf(matchId), `taken up in ${before.phase}`).toEqual(before);
      }
      clock += 60_000;
    }
    await simulator.stop();

    expect(boundaries).toEqual(["1H", "HT", "2H", "ETB", "ET1", "ETHT", "ET2", "PEN"]);
    const [row] = await database.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row).toMatchObject({ status: "finished", period: "PEN" });
    // Each period was played once, in order, and each break lasted as long as it should.
    const markers = (await timeline()).filter((event) => event.type.startsWith("period-"));
    expect(markers.map((event) => `${event.type}@${event.period}`)).toEqual(
      ["1H", "2H", "ET1", "ET2", "PEN"].flatMap((period) => [
        `period-start@${period}`,
        `period-end@${period}`,
      ]),
    );
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
