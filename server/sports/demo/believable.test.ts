import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planDemoBasketball } from "../basketball/demo-plan.ts";
import { todayIn, zonedInstant } from "../queries/zoned-day.ts";
import { planDemoTennis } from "../tennis/demo-plan.ts";
import { demoLeagues } from "./clubs.ts";
import { cupKickoff, planDemoWorld } from "./plan.ts";

// Any moment of a few years and any seed: the demo is started at any hour, on any day.
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

/** The first team with two matches on one day, each day the local date of its match. */
function doubleBooked(games: Array<{ home: string; away: string; day: string }>): string | null {
  const seen = new Set<string>();
  for (const { home, away, day } of games) {
    for (const team of [home, away]) {
      const key = `${team} ${day}`;
      if (seen.has(key)) return key;
      seen.add(key);
    }
  }
  return null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** Date and wall-clock time of an instant in a zone: ["2026-03-14", "15:00"]. */
function localClock(at: Date, timeZone: string): [date: string, time: string] {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const parts = {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    } as const;
    clock = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", ...parts });
    clocks.set(timeZone, clock);
  }
  return clock.format(at).split(", ") as [string, string];
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
        expect(plan.matches.some((m) => m.status === "live" && m.period !== "HT")).toBe(true);
        expect(plan.matches.every((m) => m.status !== "scheduled" || m.kickoffAt > now)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it("kicks football off at its league's local hours, a club once a local day, with results and fixtures today", () => {
    const localTime = (at: Date, timeZone: string) => localClock(at, timeZone)[1];
    fc.assert(
      fc.property(moment, seed, (now, seed) => {
        const { matches } = planDemoWorld(now, seed);
        // The cup is the top division's clubs' midweek evenings, at the hour English cup ties start.
        const zoneOf = (m: (typeof matches)[number]) => m.home.league.timeZone;
        const offSlot = matches.filter((m) => {
          const slots =
            m.competitionKey === "eng.cup"
              ? [cupKickoff]
              : [...m.home.league.kickoffs, m.home.league.eveningKickoff];
          return !slots.includes(localTime(m.kickoffAt, zoneOf(m)));
        });
        expect(
          offSlot.map((m) => `${m.sourceKey} at ${localTime(m.kickoffAt, zoneOf(m))} in ${zoneOf(m)}`),
        ).toEqual([]);
        expect(
          doubleBooked(
            matches.map((m) => ({
              home: m.home.key,
              away: m.away.key,
              day: localClock(m.kickoffAt, zoneOf(m))[0],
            })),
          ),
          "a club with two matches on one day",
        ).toBeNull();
        const day = 86_400_000;
        expect(
          matches.some((m) => m.status === "finished" && now.getTime() - m.kickoffAt.getTime() < day),
          "a result in the last day",
        ).toBe(true);
        expect(
          matches.some((m) => m.status === "scheduled" && m.kickoffAt.getTime() - now.getTime() < day),
          "a kick-off in the next day",
        ).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("has a match in either half, not at half-time, at every minute of a winter and a summer day", () => {
    // Today's main days between them, with a couple of minutes' slack at each end of a half.
    const inPlay = (minutes: number) => (minutes >= 0 && minutes < 47) || (minutes >= 63 && minutes < 108);
    for (const date of ["2026-01-15", "2026-07-15"]) {
      const kickoffs = demoLeagues.flatMap((league) =>
        [-1, 0, 1].flatMap((days) => {
          const day = new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
          return league.kickoffs.map((time) => zonedInstant(day, time, league.timeZone).getTime());
        }),
      );
      const idle: string[] = [];
      for (let at = Date.parse(date); at < Date.parse(date) + 86_400_000; at += 60_000) {
        if (!kickoffs.some((kickoff) => inPlay((at - kickoff) / 60_000)))
          idle.push(new Date(at).toISOString());
      }
      expect(idle).toEqual([]);
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
          doubleBooked(games.map((game) => ({ ...game, day: todayIn("UTC", game.kickoffAt) }))),
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
