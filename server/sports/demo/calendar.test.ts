import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cachedFormatter, todayIn } from "../queries/zoned-day.ts";
import { demoOfficials } from "./centre.ts";
import { type DemoLeague, demoLeagues } from "./clubs.ts";
import { type DemoPlan, type PlanMatch, planDemoWorld } from "./plan.ts";

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

/** 0 for Sunday to 6 for Saturday, of a local date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = [0, 1, 2, 3, 4, 5, 6];
const matchdayDays = [friday, saturday, sunday, monday];
const midweekDays = [tuesday, wednesday, thursday];
/** The demo's weeks run Tuesday to Monday: a midweek round, then the matchday after it. */
const weekOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / day - ((weekdayOf(date) + 5) % 7);

type Round = {
  league: DemoLeague;
  number: number;
  /** Its matches' local days, in the league's zone. */
  days: string[];
  kind: "matchday" | "midweek" | "other";
  /** The round the league plays on its local day of the boot, which may be moved (decision 074). */
  today: boolean;
};

/** A league's rounds in order, each a matchday (Friday to Monday of one week), a midweek round (Tuesday to Thursday) or neither. */
function roundsOf(league: DemoLeague, matches: PlanMatch[], now: Date): Round[] {
  const today = todayIn(league.timeZone, now);
  const byRound = Map.groupBy(
    matches.filter((match) => match.competitionKey === league.key),
    (match) => match.roundNumber,
  );
  return [...byRound]
    .sort(([a], [b]) => a - b)
    .map(([number, played]) => {
      const days = played.map((match) => todayIn(league.timeZone, match.kickoffAt));
      const oneWeek = new Set(days.map(weekOf)).size === 1;
      const within = (weekdays: number[]) =>
        oneWeek && days.every((date) => weekdays.includes(weekdayOf(date)));
      const kind = within(matchdayDays) ? "matchday" : within(midweekDays) ? "midweek" : "other";
      return { league, number, days, kind, today: days.includes(today) };
    });
}

/**
 * Rounds off the league's week, in its own zone: any round but a matchday from Friday to Monday or a
 * midweek round from Tuesday to Thursday. The round played on the league's today at the boot may be
 * moved (Wednesday to Friday before a Saturday-to-Monday matchday, Monday to Wednesday after a
 * Friday-to-Sunday one), but still over three days at most.
 */
function offTheWeek(rounds: Round[]): string[] {
  return rounds
    .filter(({ kind, today, days }) => {
      if (kind !== "other") return false;
      if (!today) return true;
      const sorted = [...days].sort();
      return Date.parse(sorted.at(-1)!) - Date.parse(sorted[0]!) > 2 * day;
    })
    .map(
      ({ league, number, days }) => `${league.key} round ${number}: ${[...new Set(days)].sort().join(", ")}`,
    );
}

/**
 * Breaks in a league's rhythm: a week of its season without a matchday or with two, two rounds
 * in a row that are not matchdays (a midweek round sits between two weekends), or a season with
 * fewer than four midweek rounds.
 */
function offRhythm(rounds: Round[]): string[] {
  const out: string[] = [];
  const league = rounds[0]!.league.key;
  const weekends = rounds
    .filter((round) => round.kind === "matchday" && !round.today)
    .map((round) => weekOf(round.days[0]!));
  if (new Set(weekends).size < weekends.length) out.push(`${league}: two matchdays in one week`);
  // Today's round stands in for its week's matchday when it was moved off it.
  const weeks = new Set([...weekends, ...rounds.filter((r) => r.today).flatMap((r) => r.days.map(weekOf))]);
  const sorted = [...weeks].sort((a, b) => a - b);
  for (let w = sorted[0]!; w <= sorted.at(-1)!; w += 7)
    if (!weeks.has(w))
      out.push(`${league}: no matchday in the week of ${new Date(w * day).toISOString().slice(0, 10)}`);
  rounds.forEach((round, i) => {
    const before = rounds[i - 1];
    if (before && round.kind !== "matchday" && before.kind !== "matchday")
      out.push(`${league}: rounds ${before.number} and ${round.number} both midweek`);
  });
  const midweeks = rounds.filter((round) => round.kind === "midweek").length;
  if (midweeks < 4) out.push(`${league}: ${midweeks} midweek rounds`);
  return out;
}

/** Cup ties not played on a Tuesday to Thursday evening (18:00 on) in their league's zone. */
function cupTiesOffMidweek(matches: PlanMatch[]): string[] {
  return matches
    .filter((match) => match.stage !== null)
    .filter((match) => {
      const zone = match.home.league.timeZone;
      const parts = clockOf(zone).formatToParts(match.kickoffAt);
      const hour = parts.find((part) => part.type === "hour")!.value;
      return !midweekDays.includes(weekdayOf(todayIn(zone, match.kickoffAt))) || Number(hour) < 18;
    })
    .map(
      (match) =>
        `${match.round}: ${match.home.name} v ${match.away.name} at ${match.kickoffAt.toISOString()}`,
    );
}

/**
 * Of a league's matchday matches, the share played on each of Friday, Saturday, Sunday and Monday
 * (local). Not the round on its today at the boot: that one plays more on the boot's day than its share.
 */
function matchdayDaySpread(rounds: Round[]): number[] {
  const days = rounds
    .filter((round) => round.kind === "matchday" && !round.today)
    .flatMap((round) => round.days.map(weekdayOf));
  return matchdayDays.map((weekday) => days.filter((d) => d === weekday).length / days.length);
}

/** The shares a league's `matchdayShares` give Friday, Saturday, Sunday and Monday. */
const plannedSpread = (league: DemoLeague) => {
  const total = league.matchdayShares.reduce((sum, share) => sum + share, 0);
  return league.matchdayShares.map((share) => share / total);
};

/** How far a season's spread may stray from the shares: 48 hours' rest moves a few matches (5 points seen at most). */
const spreadTolerance = 0.1;

// The property tests below read the same boots, a seed a run (fast-check prints it on a failure):
// each world is planned once, and the days checks add no planning time.
const worlds = new Map<number, DemoPlan>();
// The worker keeps this module for the next test file (decision 040): let the worlds go.
afterAll(() => worlds.clear());
function worldAt(now: Date): DemoPlan {
  let plan = worlds.get(now.getTime());
  if (!plan) {
    plan = planDemoWorld(now);
    worlds.set(now.getTime(), plan);
  }
  return plan;
}
const boots = {
  numRuns: 12,
  seed: Math.floor(Math.random() * 2 ** 31),
  // Boots a wider search once caught: a Monday in play leaving New York's Thursday empty, a
  // club held to three weekdays, an Asian league's Monday boot thinning Hanoi's and Tokyo's Saturday.
  examples: [
    "2027-05-17T11:00:00.001Z",
    "2027-04-08T11:00:00.001Z",
    "2027-09-14T02:11:33.976Z",
    "2027-05-17T04:15:08.134Z",
    "2027-12-27T06:25:39.475Z",
  ].map((at) => [new Date(at)] as [Date]),
};

describe("the demo season's calendar and people", () => {
  it("has football every day a month either side of the boot, ten matches a weekend day, 48 hours' rest, varied names and the country's referees", () => {
    fc.assert(
      fc.property(moment, (now) => {
        const plan = worldAt(now);
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
      boots,
    );
  });

  it("plays each league's matchdays Friday to Monday and its midweek rounds Tuesday to Thursday between them, the cup on midweek evenings", () => {
    fc.assert(
      fc.property(moment, (now) => {
        const plan = worldAt(now);
        const at = `booted at ${now.toISOString()}`;
        for (const league of demoLeagues) {
          const rounds = roundsOf(league, plan.matches, now);
          expect(offTheWeek(rounds), at).toEqual([]);
          expect(offRhythm(rounds), at).toEqual([]);
        }
        expect(cupTiesOffMidweek(plan.matches), at).toEqual([]);
      }),
      boots,
    );
  });

  it("spreads each league's matchdays over Friday to Monday as its shares say, Spain's mostly at the weekend", () => {
    const spain = demoLeagues.find((league) => league.country.slug === "spain")!;
    // What the fans asked for (decision 074): Spain's matchdays mostly on Saturday and Sunday.
    const [, saturdays, sundays] = plannedSpread(spain);
    expect(saturdays! + sundays!).toBeGreaterThan(0.5);
    fc.assert(
      fc.property(moment, (now) => {
        const plan = worldAt(now);
        for (const league of demoLeagues) {
          const seen = matchdayDaySpread(roundsOf(league, plan.matches, now));
          const planned = plannedSpread(league);
          const at = `${league.key} booted at ${now.toISOString()}: ${seen.map((share) => share.toFixed(2))}`;
          for (const [d, share] of seen.entries())
            expect(Math.abs(share - planned[d]!), at).toBeLessThanOrEqual(spreadTolerance);
          const weekend = seen[1]! + seen[2]!;
          expect(Math.abs(weekend - (planned[1]! + planned[2]!)), at).toBeLessThanOrEqual(spreadTolerance);
          if (league === spain) expect(weekend, at).toBeGreaterThan(0.5);
        }
      }),
      boots,
    );
  });

  it("names each league's players from its country's own pools of at least 35 first names and 40 family names, none listed twice", () => {
    // The pools grew when fans found eight of one family name in a match (decision 074): each
    // squad's 20 players must find names no other club of its league has, two to a family name at most.
    for (const league of demoLeagues) {
      const country = league.country.name;
      expect(league.firstNames.length, country).toBeGreaterThanOrEqual(35);
      expect(league.lastNames.length, country).toBeGreaterThanOrEqual(40);
      expect(new Set(league.firstNames).size, country).toBe(league.firstNames.length);
      expect(new Set(league.lastNames).size, country).toBe(league.lastNames.length);
    }
  });
});
