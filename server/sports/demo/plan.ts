import { createRandom, type Random } from "../../platform/random.ts";
import { todayIn, zonedInstant } from "../queries/zoned-day.ts";
import type { MatchPeriod, MatchStatus, PeriodScores } from "../schema.ts";
import { type DemoLeague, demoColors, demoLeagues } from "./clubs.ts";
import { clockAt, cutAt, type SimEvent, simulateMatch } from "./simulate.ts";

export type PlanTeam = {
  key: string;
  league: DemoLeague;
  name: string;
  shortName: string;
  code: string;
  slug: string;
  colors: [string, string];
  strength: number;
  ground: string;
  founded: number;
  /** Twenty different names: a goalkeeper, ten outfield starters, then nine substitutes. */
  squad: string[];
  /** Named with the squad; a club without one (the bulk test worlds) has one made up with its roster. */
  coach?: string;
};

export type PlanEvent = SimEvent & { teamKey: string };

export type PlanMatch = {
  sourceKey: string;
  competitionKey: string;
  round: string;
  roundNumber: number;
  stage: string | null;
  home: PlanTeam;
  away: PlanTeam;
  kickoffAt: Date;
  status: MatchStatus;
  period: MatchPeriod | null;
  minute: number | null;
  stoppage: number | null;
  periodStartedAt: Date | null;
  homeScore: number | null;
  awayScore: number | null;
  scores: PeriodScores;
  winner: PlanTeam | null;
  events: PlanEvent[];
};

export type DemoPlan = {
  teams: PlanTeam[];
  matches: PlanMatch[];
  seasonName: string;
  startsOn: string;
  endsOn: string;
};

const squadSize = 20;
const minute = 60_000;
const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The date `days` after a calendar date (YYYY-MM-DD). */
function dateAfter(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}

/**
 * Where match `i` of a round falls: the first matches fill the main day's kick-offs, one each,
 * the rest go one to each other day of the round, in the evening.
 */
function roundSlot(league: DemoLeague, i: number): { day: number; time: string } {
  const others = league.roundDays.filter((day) => day !== 0);
  if (i < league.kickoffs.length) return { day: 0, time: league.kickoffs[i]! };
  return { day: others[i - league.kickoffs.length]!, time: league.eveningKickoff };
}

/**
 * A league's round `roundsAway` from today's, at local hours: every round keeps the same days of
 * the week, and today's round has its main day today, in the league's own zone. Since each club
 * plays once a round and a round spans less than a week, no club plays twice on one day.
 */
function kickoffOf(league: DemoLeague, today: string, roundsAway: number, i: number): Date {
  const { day, time } = roundSlot(league, i);
  return zonedInstant(dateAfter(today, 7 * roundsAway + day), time, league.timeZone);
}

/** Circle-method double round robin: each club meets every other home and away. */
function roundRobin(count: number): Array<Array<[number, number]>> {
  const ids = Array.from({ length: count }, (_, i) => i);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < count - 1; r += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < count / 2; i += 1) {
      const a = ids[i]!;
      const b = ids[count - 1 - i]!;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    ids.splice(1, 0, ids.pop()!);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as [number, number]))];
}

function makeTeams(random: Random): PlanTeam[] {
  return demoLeagues.flatMap((league, l) => {
    const names = namesOf(random, league, league.clubs.length * (squadSize + 1));
    return league.clubs.map(([name, shortName, ground], i) => {
      const people = names.slice(i * (squadSize + 1), (i + 1) * (squadSize + 1));
      return {
        key: `${league.key}:${i}`,
        league,
        name,
        shortName,
        code: slugify(shortName).replace(/-/g, "").slice(0, 3).toUpperCase(),
        slug: `${slugify(name)}-demo`,
        colors: demoColors[(i * 5 + l * 3) % demoColors.length]!,
        strength: random.int(45, 90),
        ground,
        founded: random.int(1874, 1965),
        squad: people.slice(0, squadSize),
        coach: people[squadSize]!,
      };
    });
  });
}

/**
 * Different full names for everyone in a league, drawn without replacement
 * from its first and last names, so no player turns out for two clubs and no
 * two coaches share a name.
 */
function namesOf(random: Random, league: DemoLeague, count: number): string[] {
  const all = league.firstNames.flatMap((first) => league.lastNames.map((last) => `${first} ${last}`));
  if (all.length < count) throw new Error(`${league.key} needs more names: ${all.length} for ${count}`);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

type Fixture = Omit<
  PlanMatch,
  | "status"
  | "period"
  | "minute"
  | "stoppage"
  | "periodStartedAt"
  | "homeScore"
  | "awayScore"
  | "scores"
  | "winner"
  | "events"
>;

/** Plays a fixture as far as `now`: a result in the past, a running score now, nothing ahead. */
function play(random: Random, fixture: Fixture, now: Date, decisive: boolean): PlanMatch {
  const { home, away } = fixture;
  const full = simulateMatch(random, [home.strength, away.strength], {
    decisive,
    squads: [home.squad, away.squad],
  });
  const elapsed = (now.getTime() - fixture.kickoffAt.getTime()) / minute;
  const withTeams = (events: SimEvent[]) =>
    events.map((event) => ({ ...event, teamKey: (event.side === "home" ? home : away).key }));
  if (elapsed < 0) {
    return {
      ...fixture,
      status: "scheduled",
      period: null,
      minute: null,
      stoppage: null,
      periodStartedAt: null,
      homeScore: null,
      awayScore: null,
      scores: {},
      winner: null,
      events: [],
    };
  }
  if (elapsed < 110) {
    const clock = clockAt(elapsed);
    const sofar = cutAt(full, clock);
    return {
      ...fixture,
      status: "live",
      period: clock.period,
      minute: clock.minute,
      stoppage: clock.stoppage,
      periodStartedAt: new Date(fixture.kickoffAt.getTime() + clock.periodStartOffset * minute),
      homeScore: sofar.home,
      awayScore: sofar.away,
      scores: sofar.scores,
      winner: null,
      events: withTeams(sofar.events),
    };
  }
  return {
    ...fixture,
    status: "finished",
    period: full.period,
    minute: null,
    stoppage: null,
    periodStartedAt: null,
    homeScore: full.home,
    awayScore: full.away,
    scores: full.scores,
    winner: full.winner === null ? null : full.winner === "home" ? home : away,
    // Results from before the calendar's month keep goals and cards only: fewer rows keeps seeding at boot fast.
    events: withTeams(
      elapsed < 31 * 24 * 60 ? full.events : full.events.filter((e) => e.type !== "substitution"),
    ),
  };
}

export function seasonNameFor(now: Date): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * The demo world around `now`: six leagues mid-season (results behind,
 * fixtures ahead, today's round partly played) and a cup whose semi-finals are
 * next, every kick-off at a local hour of its league. Europe's leagues and those
 * of Brazil, Mexico and Japan between them have a match in play at any hour.
 * The same seed and `now` always give the same world.
 */
export function planDemoWorld(now: Date, seed = 2026): DemoPlan {
  const random = createRandom(seed);
  const teams = makeTeams(random);
  const seasonName = seasonNameFor(now);
  const matches: PlanMatch[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const league of demoLeagues) {
    const clubs = teams.filter((team) => team.league === league);
    const rounds = roundRobin(clubs.length);
    if (league.kickoffs.length + league.roundDays.length - 1 !== clubs.length / 2) {
      throw new Error(
        `${league.key}: a round's kick-offs and days do not fit its ${clubs.length / 2} matches`,
      );
    }
    const current = Math.round(rounds.length * 0.6);
    const localToday = todayIn(league.timeZone, now);
    rounds.forEach((pairs, r) => {
      pairs.forEach(([h, a], i) => {
        // Turning the slots with the round moves each club through the day's kick-offs.
        const kickoffAt = kickoffOf(league, localToday, r - current, (i + r) % pairs.length);
        first = Math.min(first, kickoffAt.getTime());
        last = Math.max(last, kickoffAt.getTime());
        const fixture: Fixture = {
          sourceKey: `demo:${league.key}:${seasonName}:${r + 1}:${i + 1}`,
          competitionKey: league.key,
          round: `Matchday ${r + 1}`,
          roundNumber: r + 1,
          stage: null,
          home: clubs[h]!,
          away: clubs[a]!,
          kickoffAt,
        };
        matches.push(play(random, fixture, now, false));
      });
    });
  }
  matches.push(
    ...planCup(
      random,
      teams.filter((team) => team.league.key === "eng.1"),
      now,
      seasonName,
    ),
  );
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { teams, matches, seasonName, startsOn: iso(first), endsOn: iso(last) };
}

/** The cup's clubs play it on two midweek evenings a round, at this London time. */
export const cupKickoff = "19:45";

/**
 * A sixteen-club knockout cup of the top division's clubs, two weeks between rounds: two rounds
 * played, semi-finals ahead. Its evenings fall on days of the week the league does not play, so a
 * club's cup match never shares a day with its league match.
 */
function planCup(random: Random, clubs: PlanTeam[], now: Date, seasonName: string): PlanMatch[] {
  const league = clubs[0]!.league;
  const today = todayIn(league.timeZone, now);
  const order = [...clubs].sort(() => random.next() - 0.5);
  const rounds = [
    { name: "Round of 16", daysFromToday: -26 },
    { name: "Quarter-final", daysFromToday: -12 },
    { name: "Semi-final", daysFromToday: 2 },
  ];
  const out: PlanMatch[] = [];
  let entrants = order;
  rounds.forEach((round, r) => {
    const next: PlanTeam[] = [];
    for (let i = 0; i + 1 < entrants.length; i += 2) {
      const date = dateAfter(today, round.daysFromToday + (i % 4 >= 2 ? 1 : 0));
      const fixture: Fixture = {
        sourceKey: `demo:eng.cup:${seasonName}:${r + 1}:${i / 2 + 1}`,
        competitionKey: "eng.cup",
        round: round.name,
        roundNumber: r + 1,
        stage: "Knockout",
        home: entrants[i]!,
        away: entrants[i + 1]!,
        kickoffAt: zonedInstant(date, cupKickoff, league.timeZone),
      };
      const match = play(random, fixture, now, true);
      out.push(match);
      if (match.winner) next.push(match.winner);
    }
    entrants = next;
  });
  return out;
}
