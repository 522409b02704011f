import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planDemoBasketball } from "../basketball/demo-plan.ts";
import { cachedFormatter, todayIn } from "../queries/zoned-day.ts";
import { planDemoTennis } from "../tennis/demo-plan.ts";
import { todaysRoundKickoffs } from "./calendar.ts";
import { keepsLineups } from "./centre.ts";
import { demoLeagues } from "./clubs.ts";
import { type PlanMatch, planDemoWorld } from "./plan.ts";

// Any moment of a few years and any seed: the demo is started at any hour, on any day.
// Only real instants: fast-check also draws an invalid Date unless told not to.
const moment = fc.date({
  min: new Date("2025-01-01T00:00:00Z"),
  max: new Date("2028-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/** The first name seen twice in the lists, with the two lists that hold it. */
function sharedName(lists: Array<{ owner: string; names: string[] }>): string | null {
  const owners = new Map<string, string>();
  for (const { owner, names } of lists) {
    for (const name of new Set(names)) {
      const other = owners.get(name);
      if (other !== undefined) return `${name}: ${other} and ${owner}`;
      owners.set(name, owner);
    }
  }
  return null;
}

/** The first team with two matches on one day, each day counted in its match's zone. */
function doubleBooked(
  games: Array<{ home: string; away: string; kickoffAt: Date; zone: string }>,
): string | null {
  const seen = new Set<string>();
  for (const game of games) {
    const day = todayIn(game.zone, game.kickoffAt);
    for (const team of [game.home, game.away]) {
      const key = `${team} ${day}`;
      if (seen.has(key)) return key;
      seen.add(key);
    }
  }
  return null;
}

const hour = 3_600_000;

const clockFor = cachedFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** "HH:MM" of an instant in a zone. */
const localTime = (instant: Date, timeZone: string): string => clockFor(timeZone).format(instant);

/** The first match kicking off outside its league's local window (the cup keeps its league's clock). */
function outOfHours(matches: PlanMatch[]): string | null {
  for (const match of matches) {
    const { timeZone, kickoffWindow } = match.home.league;
    const time = localTime(match.kickoffAt, timeZone);
    if (time < kickoffWindow.from || time > kickoffWindow.to)
      return `${match.sourceKey} at ${time} ${timeZone}`;
  }
  return null;
}

/** The first club with two football kick-offs less than 48 hours apart, league and cup alike. */
function unrested(matches: PlanMatch[]): string | null {
  const byClub = Map.groupBy(
    matches.flatMap((match) => [match.home, match.away].map((team) => ({ team: team.name, match }))),
    (entry) => entry.team,
  );
  for (const [team, entries] of byClub) {
    const kickoffs = entries
      .map(({ match }) => ({ key: match.sourceKey, at: match.kickoffAt.getTime() }))
      .sort((a, b) => a.at - b.at);
    for (const [i, next] of kickoffs.slice(1).entries()) {
      const gap = next.at - kickoffs[i]!.at;
      if (gap < 48 * hour) return `${team}: ${kickoffs[i]!.key} and ${next.key}, ${gap / hour} hours apart`;
    }
  }
  return null;
}

/**
 * Every hour of three days at month's and year's ends, each day at its own minute past, so the
 * round in play today spills over midnight into a new month, a new year and a leap day.
 */
const seedMoments = [
  { date: "2026-12-31", past: 0 },
  { date: "2027-02-28", past: 30 },
  { date: "2028-02-29", past: 59 },
].flatMap(({ date, past }) =>
  Array.from({ length: 24 }, (_, h) => new Date(Date.parse(`${date}T00:00:00Z`) + h * hour + past * 60_000)),
);

// Two checks read the same worlds at those moments; each is planned once (they depend on the moment only).
const seededWorlds = new Map<number, ReturnType<typeof planDemoWorld>>();
function seededWorld(now: Date): ReturnType<typeof planDemoWorld> {
  let world = seededWorlds.get(now.getTime());
  if (!world) {
    world = planDemoWorld(now);
    seededWorlds.set(now.getTime(), world);
  }
  return world;
}

/** A minute past each hour of a year, drawn once with a fixed seed so a failure repeats. */
function createMinutes(year: number): number[] {
  return fc.sample(fc.integer({ min: 0, max: 59 }), { numRuns: 366 * 24, seed: year });
}

describe("the demo world holds to real sport's habits", () => {
  it("gives every club its own squad and coach, and always has football in play", () => {
    fc.assert(
      fc.property(moment, seed, (now, seed) => {
        const plan = planDemoWorld(now, seed);
        expect(
          sharedName(plan.teams.map((team) => ({ owner: team.name, names: team.squad }))),
          "a player in two clubs",
        ).toBeNull();
        expect(plan.teams.every((team) => team.squad.length === 20)).toBe(true);
        const coaches = plan.teams.map((team) => team.coach);
        expect(new Set(coaches).size, "two coaches with one name").toBe(plan.teams.length);
        expect(plan.matches.some((m) => m.status === "live")).toBe(true);
        expect(plan.matches.every((m) => m.status !== "scheduled" || m.kickoffAt > now)).toBe(true);
        expect(unrested(plan.matches), "a club without 48 hours' rest").toBeNull();
        expect(outOfHours(plan.matches), "a kick-off at an hour its country does not play").toBeNull();
      }),
      { numRuns: 8 },
    );
  });

  // A world takes tens of milliseconds to plan, seventy of them can outlast the watchdog on a busy machine.
  it("rests every football club 48 hours between matches, whatever hour the demo starts", {
    timeout: 120_000,
  }, () => {
    // Kick-off days and times do not depend on the seed: it draws squads, scores and the cup's ties.
    for (const now of seedMoments) {
      const { matches } = seededWorld(now);
      const at = `seeded at ${now.toISOString()}`;
      const games = matches.map((m) => ({
        home: m.home.name,
        away: m.away.name,
        kickoffAt: m.kickoffAt,
        zone: m.home.league.timeZone,
      }));
      expect(doubleBooked(games), at).toBeNull();
      expect(unrested(matches), at).toBeNull();
      expect(outOfHours(matches), at).toBeNull();
      // The journeys open matches in play straight after seeding: at least four of them.
      expect(matches.filter((m) => m.status === "live").length, at).toBeGreaterThanOrEqual(4);
      const finished = matches.filter((m) => m.status === "finished");
      // Some league's round is always under way or just over: its results are at most half a day old.
      expect(
        finished.some((m) => now.getTime() - m.kickoffAt.getTime() < 12 * hour),
        `results today, ${at}`,
      ).toBe(true);
      expect(
        finished.some((m) => now.getTime() - m.kickoffAt.getTime() > 2 * 24 * hour),
        `results before, ${at}`,
      ).toBe(true);
      expect(
        matches.some((m) => m.status === "scheduled" && m.kickoffAt > now),
        `fixtures, ${at}`,
      ).toBe(true);
    }
  });

  // Every hour of a year at a minute of its own, and every five minutes of the days the clocks
  // change: Europe's leagues move an hour against Tokyo's, São Paulo's and Mexico City's.
  it("kicks four matches off together in the last quarter hour, at any moment of the year", () => {
    const minutes = createMinutes(2027);
    const moments = [
      ...Array.from(
        { length: 365 * 24 },
        (_, h) => new Date(Date.UTC(2027, 0, 1) + h * hour + minutes[h]! * 60_000),
      ),
      ...["2027-03-28", "2027-10-31"].flatMap((date) =>
        Array.from({ length: 24 * 12 }, (_, k) => new Date(Date.parse(`${date}T00:00:00Z`) + k * 5 * 60_000)),
      ),
    ];
    for (const now of moments) {
      const fresh = demoLeagues.flatMap((league) =>
        todaysRoundKickoffs(league, now, 6).filter(
          (kickoff) => kickoff <= now && now.getTime() - kickoff.getTime() < 15 * 60_000,
        ),
      );
      expect(fresh.length, `seeded at ${now.toISOString()}`).toBeGreaterThanOrEqual(4);
      // The journeys that open the line-ups of a match in play find them.
      expect(fresh.every((kickoff) => keepsLineups(kickoff, now))).toBe(true);
    }
  });

  // What the live journeys ask for (tests/e2e/support/in-play.ts), in the worlds they boot at any hour
  // (DEMO_NOW): football in its first half with its line-ups, two of those at least half an hour from
  // half-time (one journey scores in one while another times another), basketball and tennis in play.
  // Basketball and tennis tip off counted from the boot, so moments at every hour of four days stand for
  // every hour of the year; football's every hour is held above.
  it("has at every hour the matches in play the live journeys ask for", { timeout: 120_000 }, () => {
    for (const now of seedMoments) {
      const at = `seeded at ${now.toISOString()}`;
      const { matches } = seededWorld(now);
      const firstHalf = matches.filter(
        (m) => m.status === "live" && m.period === "1H" && keepsLineups(m.kickoffAt, now),
      );
      expect(firstHalf.filter((m) => (m.minute ?? 45) <= 15).length, at).toBeGreaterThanOrEqual(2);
      const basketball = planDemoBasketball(now).games.filter((game) => game.status === "live");
      expect(basketball.length, `basketball ${at}`).toBeGreaterThanOrEqual(1);
      const tennis = planDemoTennis(now).matches.filter((match) => match.status === "live");
      expect(tennis.length, `tennis ${at}`).toBeGreaterThanOrEqual(1);
      // Every game and match starts on a quarter hour, as schedules are written, whatever the boot's minute.
      const offQuarter = [
        ...planDemoBasketball(now).games.map((game) => game.kickoffAt),
        ...planDemoTennis(now).matches.map((match) => match.kickoffAt),
      ].filter((kickoff) => kickoff.getTime() % (15 * 60_000) !== 0);
      expect(
        offQuarter.map((kickoff) => kickoff.toISOString()),
        at,
      ).toEqual([]);
    }
  });

  it("names every basketball player once and plays a club once a day", () => {
    fc.assert(
      fc.property(moment, seed, (now, seed) => {
        const { teams, games, timeZone } = planDemoBasketball(now, seed);
        expect(
          sharedName(teams.map((team) => ({ owner: team.name, names: team.players.map((p) => p.name) }))),
        ).toBeNull();
        expect(
          // Days as the host city counts them, where the games are played.
          doubleBooked(games.map((game) => ({ ...game, zone: timeZone }))),
          "a club with two games on one day",
        ).toBeNull();
      }),
      { numRuns: 20 },
    );
  });

  it("starts every tennis match on the order of play: none still to come after its time", () => {
    fc.assert(
      fc.property(moment, seed, (now, seed) => {
        const { players, matches } = planDemoTennis(now, seed);
        expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
        expect(new Set(players.map((p) => p.shortName)).size).toBe(players.length);
        const late = matches.filter((m) => m.status === "scheduled" && m.kickoffAt <= now);
        expect(late.map((m) => `${m.round} ${m.slot} at ${m.kickoffAt.toISOString()}`)).toEqual([]);
        expect(matches.some((m) => m.status === "live")).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
