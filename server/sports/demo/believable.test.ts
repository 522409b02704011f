import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planDemoBasketball } from "../basketball/demo-plan.ts";
import { todayIn } from "../queries/zoned-day.ts";
import { planDemoTennis } from "../tennis/demo-plan.ts";
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
      const { matches } = planDemoWorld(now);
      const at = `seeded at ${now.toISOString()}`;
      const games = matches.map((m) => ({ home: m.home.name, away: m.away.name, kickoffAt: m.kickoffAt }));
      expect(doubleBooked(games.map((game) => ({ ...game, zone: "UTC" }))), at).toBeNull();
      expect(unrested(matches), at).toBeNull();
      // The journeys open matches in play straight after seeding: at least four of them.
      expect(matches.filter((m) => m.status === "live").length, at).toBeGreaterThanOrEqual(4);
      const finished = matches.filter((m) => m.status === "finished");
      expect(
        finished.some((m) => now.getTime() - m.kickoffAt.getTime() < 6 * hour),
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

  it("names every basketball player once and plays a club once a day", () => {
    fc.assert(
      fc.property(moment, seed, (now, seed) => {
        const { teams, games } = planDemoBasketball(now, seed);
        expect(
          sharedName(teams.map((team) => ({ owner: team.name, names: team.players.map((p) => p.name) }))),
        ).toBeNull();
        expect(
          doubleBooked(games.map((game) => ({ ...game, zone: "UTC" }))),
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
