import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cachedFormatter, todayIn } from "../queries/zoned-day.ts";
import { demoOfficials } from "./centre.ts";
import { demoLeagues } from "./clubs.ts";
import { type PlanMatch, planDemoWorld } from "./plan.ts";

const day = 86_400_000;
const hour = 3_600_000;

// Any moment of a year: the demo boots on any day, at any hour.
const moment = fc.date({
  min: new Date("2027-01-01T00:00:00Z"),
  max: new Date("2027-12-31T23:59:59Z"),
  noInvalidDate: true,
});

/**
 * Zones a fan's calendar may be read in, the leagues' days falling differently in each, with the
 * matches a weekend day has at least there. Tokyo's Saturday ends at 15:00 UTC, before Europe's
 * and the Americas' Saturdays are under way: Japan's and Korea's leagues carry it, and the one of
 * them playing its whole round on a Sunday boot leaves the other's Saturday whole.
 */
const zones = [
  { zone: "UTC", weekend: 10 },
  { zone: "Europe/London", weekend: 10 },
  { zone: "America/New_York", weekend: 10 },
  { zone: "America/Sao_Paulo", weekend: 10 },
  { zone: "Asia/Ho_Chi_Minh", weekend: 10 },
  { zone: "Asia/Tokyo", weekend: 10 },
];

/** Days from 30 before the boot's to 30 after, in a zone, that have no football or a thin weekend. */
function thinDays(matches: PlanMatch[], now: Date, { zone, weekend }: (typeof zones)[number]): string[] {
  const perDay = new Map<string, number>();
  for (const match of matches) {
    const date = todayIn(zone, match.kickoffAt);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const today = todayIn(zone, now);
  const thin: string[] = [];
  for (let offset = -30; offset <= 30; offset += 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * day).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const count = perDay.get(date) ?? 0;
    const wanted = weekday === 0 || weekday === 6 ? weekend : 1;
    if (count < wanted) thin.push(`${date} in ${zone}: ${count} matches`);
  }
  return thin;
}

/** Clubs with two kick-offs, league or cup, less than 48 hours apart. */
function unrested(matches: PlanMatch[]): string[] {
  const byClub = Map.groupBy(
    matches.flatMap((match) => [match.home, match.away].map((team) => ({ team: team.key, match }))),
    (entry) => entry.team,
  );
  const out: string[] = [];
  for (const [team, entries] of byClub) {
    const times = entries.map(({ match }) => match.kickoffAt.getTime()).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i += 1) {
      const gap = times[i]! - times[i - 1]!;
      if (gap < 48 * hour) out.push(`${team}: ${gap / hour} hours between two kick-offs`);
    }
  }
  return out;
}

/** Squads with more than two players of one family name (their first names are one word). */
function crowdedSurnames(plan: ReturnType<typeof planDemoWorld>): string[] {
  return plan.teams.flatMap((team) => {
    const counts = Map.groupBy(team.squad, (name) => name.slice(name.indexOf(" ") + 1));
    return [...counts].filter(([, names]) => names.length > 2).map(([surname]) => `${team.name}: ${surname}`);
  });
}

/** Matches refereed by someone who is not one of the home league's country's officials. */
function foreignReferees(matches: PlanMatch[]): string[] {
  return matches.flatMap((match) => {
    const { referee } = demoOfficials(match, 10_000);
    if (referee === null || match.home.league.referees.includes(referee)) return [];
    return [`${match.sourceKey}: ${referee}`];
  });
}

/** A zone's weekday and wall clock. */
const clockOf = cachedFormatter("en-GB", {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Clubs whose league matches fall on fewer than four weekdays, or at fewer than three local hours. */
function sameEveryWeek(matches: PlanMatch[]): string[] {
  const league = matches.filter((match) => match.stage === null);
  const byClub = Map.groupBy(
    league.flatMap((match) => [match.home, match.away].map((team) => ({ team, match }))),
    (entry) => entry.team,
  );
  const out: string[] = [];
  for (const [team, entries] of byClub) {
    const local = entries.map(({ match }) => clockOf(team.league.timeZone).formatToParts(match.kickoffAt));
    const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
      parts.find((p) => p.type === type)?.value;
    const weekdays = new Set(local.map((parts) => part(parts, "weekday")));
    const hours = new Set(local.map((parts) => `${part(parts, "hour")}:${part(parts, "minute")}`));
    if (weekdays.size < 4 || hours.size < 3)
      out.push(`${team.name}: ${weekdays.size} weekdays, ${hours.size} hours`);
  }
  return out;
}

describe("the demo season's calendar and people", () => {
  it("has football every day a month either side of the boot, ten matches a weekend day, 48 hours' rest, varied names and the country's referees", () => {
    fc.assert(
      fc.property(moment, (now) => {
        const plan = planDemoWorld(now);
        const at = `booted at ${now.toISOString()}`;
        for (const zone of zones) expect(thinDays(plan.matches, now, zone), at).toEqual([]);
        expect(unrested(plan.matches), at).toEqual([]);
        expect(crowdedSurnames(plan), at).toEqual([]);
        expect(foreignReferees(plan.matches), at).toEqual([]);
        expect(sameEveryWeek(plan.matches), at).toEqual([]);
        // Every league's fixtures run on a month past the boot: a site left running keeps football ahead.
        for (const league of demoLeagues) {
          const ahead = plan.matches.filter(
            (m) => m.competitionKey === league.key && m.status === "scheduled",
          );
          const latest = Math.max(...ahead.map((m) => m.kickoffAt.getTime()));
          expect(latest - now.getTime(), `${league.key} ${at}`).toBeGreaterThan(30 * day);
        }
      }),
      {
        numRuns: 12,
        // Boots a wider search once caught: a Monday in play leaving New York's Thursday empty, a
        // club held to three weekdays, an Asian league's Monday boot thinning Hanoi's and Tokyo's Saturday.
        examples: [
          "2027-05-17T11:00:00.001Z",
          "2027-04-08T11:00:00.001Z",
          "2027-09-14T02:11:33.976Z",
          "2027-05-17T04:15:08.134Z",
          "2027-12-27T06:25:39.475Z",
        ].map((at) => [new Date(at)]),
      },
    );
  });
});
