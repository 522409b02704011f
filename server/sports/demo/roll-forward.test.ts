import { count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createJobs, type Jobs } from "../../platform/jobs.ts";
import { createLogger } from "../../platform/logger.ts";
import { createStreamHub, type StreamHub } from "../../platform/streams/hub.ts";
import { pollUntil } from "../../testing/poll.ts";
import { rollDemoBasketballForward } from "../basketball/roll-forward.ts";
import { seedDemoBasketballIfAbsent } from "../basketball/seed.ts";
import { todayIn } from "../queries/zoned-day.ts";
import { competitions, matches, seasons, sports } from "../schema.ts";
import { advanceDraw } from "../tennis/advance.ts";
import { rollDemoTennisForward } from "../tennis/roll-forward.ts";
import { seedDemoTennisIfAbsent } from "../tennis/seed.ts";
import { demoLeagues } from "./clubs.ts";
import { rollDemoSeasonsForward } from "./roll-forward.ts";
import { createDemoSeasonRoll } from "./season-roll.ts";
import { seedDemoIfEmpty } from "./seed.ts";

const day = 86_400_000;
const hour = 3_600_000;
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

/** The boot: a Saturday evening in December, the shorter leagues five to seven weeks from their last round. */
const bootedAt = new Date("2026-12-05T18:20:00Z");
const daysOn = (days: number) => new Date(bootedAt.getTime() + days * day);

let database: Database;
let streams: StreamHub;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db, bootedAt);
  await seedDemoBasketballIfAbsent(database.db, bootedAt);
  await seedDemoTennisIfAbsent(database.db, bootedAt);
  streams = createStreamHub({ logger });
  jobs = createJobs({ database, streams, logger, pollSeconds: 0.5 });
});
afterAll(async () => {
  await jobs?.stop();
  await streams?.close();
  await database?.close();
});

type Played = { home: number; away: number; kickoffAt: Date };

const gamesOf = (sport: string): Promise<Played[]> =>
  database.db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId, kickoffAt: matches.kickoffAt })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(eq(sports.slug, sport));
const allMatches = () => gamesOf("football");

/** Days from `now` on, a month of them, more than three days after the basketball game before. */
function basketballGaps(games: Played[], now: Date): string[] {
  const days = [...new Set(games.map((game) => todayIn("UTC", game.kickoffAt)))].sort();
  const out: string[] = [];
  let before = days.filter((date) => date <= todayIn("UTC", now)).at(-1);
  for (let offset = 0; offset <= 30; offset += 1) {
    const date = todayIn("UTC", new Date(now.getTime() + offset * day));
    if (days.includes(date)) before = date;
    else if (!before || Date.parse(date) - Date.parse(before) > 3 * day)
      out.push(`${date}: no basketball since ${before}`);
  }
  return out;
}

/** Days in the month from `now` on that are more than a week after the tennis before. */
function tennisGaps(matches: Played[], now: Date): string[] {
  const days = [...new Set(matches.map((match) => todayIn("UTC", match.kickoffAt)))].sort();
  const out: string[] = [];
  let before = days.filter((date) => date <= todayIn("UTC", now)).at(-1);
  for (let offset = 0; offset <= 30; offset += 1) {
    const date = todayIn("UTC", new Date(now.getTime() + offset * day));
    if (days.includes(date)) before = date;
    else if (!before || Date.parse(date) - Date.parse(before) >= 7 * day)
      out.push(`${date}: no tennis since ${before}`);
  }
  return out;
}

/** Basketball clubs with two games on one day. */
function twiceADay(games: Played[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const game of games) {
    for (const team of [game.home, game.away]) {
      const key = `${team} ${todayIn("UTC", game.kickoffAt)}`;
      if (seen.has(key)) out.push(key);
      seen.add(key);
    }
  }
  return out;
}

/** Zones a fan may read the calendar in: the leagues' days fall differently in each. */
const zones = ["UTC", "Europe/London", "America/Sao_Paulo", "Asia/Tokyo"];

/** Days from 30 before `now` to 30 after without football, and weekend days ahead with fewer than ten matches. */
function thinDays(played: Played[], now: Date, zone: string): string[] {
  const perDay = Map.groupBy(played, (match) => todayIn(zone, match.kickoffAt));
  const today = Date.parse(`${todayIn(zone, now)}T00:00:00Z`);
  const thin: string[] = [];
  for (let offset = -30; offset <= 30; offset += 1) {
    const date = new Date(today + offset * day);
    const iso = date.toISOString().slice(0, 10);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const wanted = weekend && offset >= 0 ? 10 : 1;
    const held = perDay.get(iso)?.length ?? 0;
    if (held < wanted) thin.push(`${iso} in ${zone}: ${held} matches`);
  }
  return thin;
}

/** Clubs with two kick-offs less than 48 hours apart, across seasons and competitions. */
function unrested(played: Played[]): string[] {
  const byClub = Map.groupBy(
    played.flatMap((match) =>
      [match.home, match.away].map((team) => ({ team, at: match.kickoffAt.getTime() })),
    ),
    (entry) => entry.team,
  );
  const out: string[] = [];
  for (const [team, entries] of byClub) {
    const times = entries.map((entry) => entry.at).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i += 1) {
      const gap = times[i]! - times[i - 1]!;
      if (gap < 48 * hour)
        out.push(`team ${team}: ${gap / hour} hours at ${new Date(times[i]!).toISOString()}`);
    }
  }
  return out;
}

/** Each demo league's seasons, oldest first: name, whether current, and its matches. */
async function seasonsOfLeagues(kinds: Array<"league" | "tournament">) {
  const rows = await database.db
    .select({
      league: competitions.sourceKey,
      season: seasons.name,
      isCurrent: seasons.isCurrent,
      matches: count(matches.id),
    })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .leftJoin(matches, eq(matches.seasonId, seasons.id))
    .where(inArray(competitions.kind, kinds))
    .groupBy(competitions.sourceKey, seasons.id)
    .orderBy(seasons.id);
  return Map.groupBy(rows, (row) => row.league);
}

describe("the demo's seasons roll forward as days pass", () => {
  it("declares a daily job that plans a league's next season when its fixtures run short", async () => {
    let now = bootedAt;
    const roll = createDemoSeasonRoll({ db: database.db, jobs, logger, now: () => now });
    for (const kind of roll.jobKinds) await jobs.define(kind);
    await jobs.start();
    await roll.start();
    expect(await jobs.schedules()).toContainEqual(
      expect.objectContaining({ kind: "demo-seasons", cron: "41 3 * * *" }),
    );
    // At the boot every league has more than five weeks of fixtures: nothing to plan.
    expect(await rollDemoSeasonsForward(database.db, bootedAt)).toEqual([]);
    const before = (await database.db.select({ total: count() }).from(seasons))[0]!.total;
    now = daysOn(42);
    await jobs.send(roll.rollJob, {});
    const total = await pollUntil(
      async () => (await database.db.select({ total: count() }).from(seasons))[0]!.total,
      (total) => total > before,
    );
    expect(total).toBeGreaterThan(before);
    // The run ends with the tennis tournament's next editions: the tests after this one start from
    // a finished run, not one still writing beside them.
    const editions = await pollUntil(
      async () =>
        (
          await database.db
            .select({ total: count() })
            .from(seasons)
            .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
            .where(eq(competitions.sourceKey, "demo:tennis.harbour-open"))
        )[0]!.total,
      (editions) => editions > 1,
    );
    expect(editions).toBeGreaterThan(1);
  });

  it("never plans a season for a competition that is not the demo's", async () => {
    const [football] = await database.db.select().from(sports).where(eq(sports.slug, "football"));
    const [real] = await database.db
      .insert(competitions)
      .values({
        sportId: football!.id,
        slug: "northern-league",
        name: "Northern League",
        shortName: "Northern",
        kind: "league",
      })
      .returning();
    const [season] = await database.db
      .insert(seasons)
      .values({ competitionId: real!.id, name: "2026/27", isCurrent: true })
      .returning();
    const [pair] = await allMatches();
    await database.db.insert(matches).values({
      seasonId: season!.id,
      homeTeamId: pair!.home,
      awayTeamId: pair!.away,
      kickoffAt: daysOn(3),
    });
    await rollDemoSeasonsForward(database.db, daysOn(42));
    const held = await database.db.select().from(seasons).where(eq(seasons.competitionId, real!.id));
    expect(held.map((row) => [row.name, row.isCurrent])).toEqual([["2026/27", true]]);
    await database.db.delete(matches).where(eq(matches.seasonId, season!.id));
  });

  it("moves a later tennis edition's draw on as its first-round ties are decided", async () => {
    const [edition] = await database.db
      .select({ name: seasons.name })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(eq(competitions.sourceKey, "demo:tennis.harbour-open"))
      .orderBy(seasons.id)
      .offset(1)
      .limit(1);
    const prefix = `demo:tennis.harbour-open:${edition!.name}`;
    const ties = await database.db
      .select()
      .from(matches)
      .where(inArray(matches.sourceKey, [`${prefix}:r1:0`, `${prefix}:r1:1`]));
    expect(ties).toHaveLength(2);
    for (const tie of ties) {
      await database.db
        .update(matches)
        .set({ status: "finished", homeScore: 2, awayScore: 0, winnerTeamId: tie.homeTeamId })
        .where(eq(matches.id, tie.id));
    }
    const next = await advanceDraw(database.db, ties[0]!.id, daysOn(6));
    const [secondRound] = await database.db
      .select()
      .from(matches)
      .where(like(matches.sourceKey, `${prefix}:r2:%`));
    expect(secondRound).toMatchObject({
      id: next,
      round: "Round of 16",
      roundNumber: 2,
      status: "scheduled",
    });
    expect([secondRound!.homeTeamId, secondRound!.awayTeamId].sort()).toEqual(
      ties.map((tie) => tie.homeTeamId).sort(),
    );
  });

  it("keeps football every day, ten matches a weekend day, 48 hours' rest, basketball every third day and tennis every week for a year", {
    timeout: 120_000,
  }, async () => {
    const checkpoints = [60, 120, 200, 365];
    const steps = [...new Set([...Array.from({ length: 53 }, (_, week) => week * 7), ...checkpoints])].sort(
      (a, b) => a - b,
    );
    for (const step of steps) {
      const now = daysOn(step);
      await rollDemoSeasonsForward(database.db, now);
      await rollDemoBasketballForward(database.db, now);
      await rollDemoTennisForward(database.db, now);
      if (!checkpoints.includes(step)) continue;
      const at = `${step} days after the boot`;
      const played = await allMatches();
      for (const zone of zones) expect(thinDays(played, now, zone), at).toEqual([]);
      expect(unrested(played), at).toEqual([]);
      const basketball = await gamesOf("basketball");
      expect(basketballGaps(basketball, now), at).toEqual([]);
      expect(twiceADay(basketball), at).toEqual([]);
      expect(tennisGaps(await gamesOf("tennis"), now), at).toEqual([]);
      // Run again at once: nothing new.
      expect(await rollDemoSeasonsForward(database.db, now), at).toEqual([]);
      expect(await rollDemoBasketballForward(database.db, now), at).toBe(0);
      expect(await rollDemoTennisForward(database.db, now), at).toBe(0);
      expect((await allMatches()).length, at).toBe(played.length);
    }
    const tournaments = (await seasonsOfLeagues(["tournament"])).get("demo:tennis.harbour-open")!;
    // A year of weekly editions after the boot's, one current, each with its whole first round.
    expect(tournaments.length).toBeGreaterThanOrEqual(52);
    expect(tournaments.filter((row) => row.isCurrent).length).toBe(1);
    expect(tournaments.slice(1).every((row) => row.matches >= 16)).toBe(true);
    const leagues = await seasonsOfLeagues(["league"]);
    for (const league of demoLeagues) {
      const held = leagues.get(`demo:${league.key}`)!;
      const clubs = league.clubs.length;
      // A year on every league is in a later season, one current, every season a whole double round robin.
      expect(held.length, league.key).toBeGreaterThanOrEqual(2);
      expect(held.filter((row) => row.isCurrent).length, league.key).toBe(1);
      expect(new Set(held.map((row) => row.season)).size, league.key).toBe(held.length);
      for (const row of held) expect(row.matches, `${league.key} ${row.season}`).toBe(clubs * (clubs - 1));
    }
  });
});
