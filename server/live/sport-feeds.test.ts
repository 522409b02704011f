import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../platform/logger.ts";
import { seedDemoBasketballIfAbsent } from "../sports/basketball/seed.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches } from "../sports/schema.ts";
import { seedDemoTennisIfAbsent } from "../sports/tennis/seed.ts";
import { createBasketballFeed } from "./basketball-feed.ts";
import { liveLog } from "./schema.ts";
import { createLiveService, type LiveService } from "./service.ts";
import { createSimulator } from "./simulator.ts";
import { createTennisFeed } from "./tennis-feed.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const config = { REDIS_URL: undefined, LIVE_CONNECTIONS_PER_IP: 20 };
// The seeded rows carry the wall clock's updated_at, which a break's length is measured from.
const start = new Date();

describe("the other sports' live feeds", () => {
  let database: Database;
  let live: LiveService;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoWorld(database.db, { now: start });
    await seedDemoBasketballIfAbsent(database.db, start);
    await seedDemoTennisIfAbsent(database.db, start);
    live = await createLiveService({ config, logger, database });
  });
  afterAll(async () => {
    await live.close();
    await database.close();
  });

  /** A feed's options: this test's live service and database, at full speed on the clock given. */
  const feedOn = (seed: number, now: () => Date) => ({ live, db: database.db, logger, speed: 1, seed, now });
  const rowsOf = (ids: Iterable<number>) =>
    database.db
      .select()
      .from(matches)
      .where(inArray(matches.id, [...ids]));

  const liveOf = async (prefix: string) =>
    database.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, "live"), like(matches.sourceKey, `${prefix}%`)));

  it("plays tennis point by point to a winner and moves the draw on", async () => {
    const quarterFinals = await database.db
      .select()
      .from(matches)
      .where(like(matches.sourceKey, "demo:tennis.harbour-open:r3:%"));
    expect(quarterFinals.filter((match) => match.status === "live")).toHaveLength(2);
    let clock = start.getTime();
    const feed = createTennisFeed(feedOn(5, () => new Date(clock)));
    const football = createSimulator(feedOn(5, () => new Date(clock)));
    const heardByFootball: number[] = [];
    const stop = live.onEntry((entry) => heardByFootball.push(entry.matchId));
    const tennisIds = new Set(quarterFinals.map((match) => match.id));
    // Slots 0 and 1 are live at the start; play until both are decided (a three-set match is < 300 points).
    for (let point = 0; point < 400; point++) {
      clock += 40_000;
      await feed.tick();
      const rows = await rowsOf(tennisIds);
      for (const row of rows) {
        let [home, away] = [0, 0];
        for (let set = 1; row.scores[`s${set}`]; set++) {
          const [h, a] = row.scores[`s${set}`]!;
          const done = Math.max(h, a) >= 6 && (Math.abs(h - a) >= 2 || Math.max(h, a) === 7);
          if (done && h > a) home += 1;
          if (done && a > h) away += 1;
        }
        expect([home, away], `match ${row.id}`).toEqual([row.homeScore ?? 0, row.awayScore ?? 0]);
      }
      const decided = rows.filter((row) => row.status === "finished" && row.sourceKey!.match(/:r3:[01]$/));
      if (decided.length === 2) break;
    }
    await football.playOneMinute();
    stop();
    expect(football.tracked.some((id) => tennisIds.has(id))).toBe(false);
    expect(heardByFootball.some((id) => tennisIds.has(id))).toBe(false);

    const [first, second] = await Promise.all(
      [0, 1].map(async (slot) => {
        const [row] = await database.db
          .select()
          .from(matches)
          .where(eq(matches.sourceKey, `demo:tennis.harbour-open:r3:${slot}`));
        if (!row) throw new Error(`no quarter-final in slot ${slot}`);
        return row;
      }),
    );
    if (!first || !second) throw new Error("quarter-finals missing");
    expect(first.status).toBe("finished");
    expect(second.status).toBe("finished");
    expect(first.play).toBeNull();
    const [semi] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.sourceKey, "demo:tennis.harbour-open:r4:0"));
    expect(semi).toMatchObject({
      homeTeamId: first.winnerTeamId,
      awayTeamId: second.winnerTeamId,
      status: "scheduled",
      round: "Semi-finals",
    });

    // In the log's order, as a stream resuming from a sequence number reads it.
    const entries = await database.db.select({ entry: liveLog.entry }).from(liveLog).orderBy(liveLog.seq);
    const points = entries.map((row) => row.entry).filter((entry) => entry.matchId === first.id);
    expect(points.length).toBeGreaterThan(40);
    expect(points.every((entry) => entry.kind === "play")).toBe(true);
    const versions = points.map((entry) => entry.match.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("plays basketball to a final whistle with quarter sums equal to totals and no draws", async () => {
    const games = await liveOf("demo:basketball.league");
    expect(games.length).toBeGreaterThan(0);
    let clock = start.getTime();
    const feed = createBasketballFeed(feedOn(9, () => new Date(clock)));
    for (let tick = 0; tick < 1500; tick++) {
      clock += 14_000;
      await feed.tick();
      const rows = await rowsOf(games.map((game) => game.id));
      for (const row of rows) {
        const parts = Object.entries(row.scores);
        const total = (side: 0 | 1) => parts.reduce((sum, [, part]) => sum + part![side], 0);
        expect([total(0), total(1)]).toEqual([row.homeScore, row.awayScore]);
        const q = (side: 0 | 1) =>
          parts.filter(([key]) => key.startsWith("q")).reduce((sum, [, part]) => sum + part![side], 0);
        // Overtime only after a tie at the end of regulation.
        if (row.scores.ot1) expect(q(0)).toBe(q(1));
        if (row.status === "live") expect(row.play?.label).toMatch(/^(Q[1-4]|OT\d+|HT|End (Q[1-4]|OT\d+))$/);
      }
      if (rows.every((row) => row.status === "finished")) break;
    }
    const finished = await rowsOf(games.map((game) => game.id));
    for (const game of finished) {
      expect(game.status).toBe("finished");
      expect(game.homeScore).not.toBe(game.awayScore);
      expect(game.winnerTeamId).toBe(game.homeScore! > game.awayScore! ? game.homeTeamId : game.awayTeamId);
      expect(game.play).toBeNull();
      // The box score counted every step's plays: its totals are the score.
      expect([game.boxScore?.home.totals.points, game.boxScore?.away.totals.points]).toEqual([
        game.homeScore,
        game.awayScore,
      ]);
    }
  });

  it("refuses a football event on a tennis match and writes nothing", async () => {
    const [match] = await database.db
      .select()
      .from(matches)
      .where(like(matches.sourceKey, "demo:tennis.harbour-open:r1:%"))
      .limit(1);
    if (!match) throw new Error("no tennis match");
    await expect(
      live.ingest({
        source: "feed",
        sourceEventId: "goal-1",
        matchId: match.id,
        event: { type: "goal", minute: 10, teamId: match.homeTeamId },
      }),
    ).rejects.toMatchObject({ code: "wrong-sport", status: 422 });
    const [after] = await database.db.select().from(matches).where(eq(matches.id, match.id));
    expect(after).toMatchObject({ version: match.version, homeScore: match.homeScore, scores: match.scores });
  });
});
