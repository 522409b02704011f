import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../platform/logger.ts";
import { seedDemoBasketball } from "../sports/basketball/seed.ts";
import { getMatchPlays } from "../sports/queries/plays.ts";
import { matches, matchPlays, sports } from "../sports/schema.ts";
import { createBasketballFeed } from "./basketball-feed.ts";
import type { PlayUpdate } from "./play.ts";
import { createLiveService, type LiveService } from "./service.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const config = { REDIS_URL: undefined, LIVE_CONNECTIONS_PER_IP: 20 };
const start = new Date();

describe("basketball's stored play-by-play", () => {
  let database: Database;
  let live: LiveService;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(sports)
      .values({ slug: "basketball", name: "Basketball", periods: 4, periodMinutes: 12 });
    await seedDemoBasketball(database.db, start);
    live = await createLiveService({ config, logger, database });
  });
  afterAll(async () => {
    await live.close();
    await database.close();
  });

  const liveGame = async () => {
    const [row] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.status, "live"))
      .orderBy(matches.id)
      .limit(1);
    if (!row) throw new Error("no live game");
    return row;
  };
  const playsOf = async (id: number) => (await getMatchPlays(database.db, id))!.plays;

  it("seeds every played and live game with its plays, ending on its score", async () => {
    const row = await liveGame();
    const plays = await playsOf(row.id);
    expect(plays.length).toBeGreaterThan(20);
    expect(plays.filter((line) => line.score).at(-1)?.score).toEqual({
      home: row.homeScore,
      away: row.awayScore,
    });
  });

  it("appends each possession's plays with the score that came with them, in order", async () => {
    const row = await liveGame();
    const before = await playsOf(row.id);
    let clock = start.getTime();
    const feed = createBasketballFeed({
      live,
      db: database.db,
      logger,
      speed: 1,
      seed: 3,
      now: () => new Date(clock),
    });
    // A break rests in game time; a few possessions are enough to get past one.
    for (let tick = 0; tick < 200; tick++) {
      clock += 14_000;
      await feed.tick();
      if ((await playsOf(row.id)).length > before.length + 10) break;
    }
    const [after] = await database.db.select().from(matches).where(eq(matches.id, row.id));
    const plays = await playsOf(row.id);
    expect(plays.length).toBeGreaterThan(before.length + 10);
    expect(plays.slice(0, before.length)).toEqual(before);
    expect(plays.map((line) => line.seq)).toEqual(plays.map((_, i) => i));
    expect(plays.filter((line) => line.score).at(-1)?.score).toEqual({
      home: after!.homeScore,
      away: after!.awayScore,
    });
  });

  it("stores nothing twice: a retried write is refused whole, and so is a second batch at one place", async () => {
    const row = await liveGame();
    const before = await playsOf(row.id);
    const basket: PlayUpdate = {
      status: "live",
      homeScore: (row.homeScore ?? 0) + 1,
      awayScore: row.awayScore ?? 0,
      scores: row.scores,
      play: row.play,
      plays: { added: [{ kind: "free-throw", period: 2, clock: 300, side: "home", made: true, player: 3 }] },
    };
    await live.play(row.id, basket, row.version);
    // The same write again (a tick retried after its answer was lost) finds the match moved on.
    await expect(live.play(row.id, basket, row.version)).rejects.toMatchObject({ code: "edit-conflict" });
    const after = await playsOf(row.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      kind: "free-throw",
      made: true,
      player: { name: expect.any(String) },
      score: { home: (row.homeScore ?? 0) + 1, away: row.awayScore },
    });
    const last = await database.db.select().from(matchPlays).where(eq(matchPlays.matchId, row.id));
    const lastSeq = Math.max(...last.map((batch) => batch.seq));
    await expect(
      database.db.insert(matchPlays).values({ matchId: row.id, seq: lastSeq, plays: [] }),
    ).rejects.toThrow();
    expect(await playsOf(row.id)).toHaveLength(before.length + 1);
  });

  it("starts a game tipping off again from an empty play-by-play", async () => {
    const row = await liveGame();
    await live.play(
      row.id,
      {
        status: "live",
        homeScore: 0,
        awayScore: 0,
        scores: {},
        play: row.play,
        plays: { added: [{ kind: "period-start", period: 1, clock: 720, side: "away" }], restart: true },
      },
      row.version,
    );
    expect(await playsOf(row.id)).toMatchObject([{ seq: 0, kind: "period-start", side: "away" }]);
  });
});
