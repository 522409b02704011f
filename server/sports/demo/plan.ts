import { createRandom, type Random } from "../../platform/random.ts";
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

const day = 86_400_000;
const squadSize = 20;
const minute = 60_000;
const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Today's round in each league: minutes from now to kickoff, so some are finished, some live, some ahead. */
const todaysKickoffs: Record<string, number[]> = {
  "eng.1": [-190, -88, -55, -12, 45, 120, 150, 240],
  "esp.1": [-220, -71, -38, 30, 90, 150, 200, 260],
  "ger.1": [-240, -100, -25, 60, 120, 180],
};
const usualKickoffs = [
  12 * 60 + 30,
  15 * 60,
  15 * 60,
  17 * 60 + 30,
  19 * 60 + 45,
  14 * 60,
  16 * 60 + 30,
  20 * 60,
];

/**
 * Days from today of a match in another round than today's: each league plays
 * a round a week over three days, the leagues two days apart, so together they
 * fill every day of the calendar but the two either side of today.
 *
 * A club rests at least 48 hours between two kick-offs, league or cup, as real
 * fixture lists allow: never two matches on one day, nor on consecutive days.
 * Every club plays today, from four hours before the seed moment to four hours
 * twenty after, so over midnight either way at some hours. Rounds ahead
 * therefore start on the third day and rounds behind end on the third day
 * before: 12:30 three days on is 56 hours after 04:20 tomorrow, and 20:00
 * three days back is 48 hours before 20:00 yesterday.
 */
function roundDay(roundsAway: number, league: number, match: number): number {
  const offset = 2 * league + (match % 3);
  return roundsAway > 0 ? 7 * (roundsAway - 1) + 3 + offset : 7 * roundsAway - 2 + offset;
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
 * The demo world around `now`: three leagues mid-season (results behind,
 * fixtures ahead, today's round partly live) and a cup whose semi-finals are
 * next. The same seed and `now` always give the same world.
 */
export function planDemoWorld(now: Date, seed = 2026): DemoPlan {
  const random = createRandom(seed);
  const teams = makeTeams(random);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const seasonName = seasonNameFor(now);
  const matches: PlanMatch[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  demoLeagues.forEach((league, l) => {
    const clubs = teams.filter((team) => team.league === league);
    const rounds = roundRobin(clubs.length);
    const current = Math.round(rounds.length * 0.6);
    rounds.forEach((pairs, r) => {
      pairs.forEach(([h, a], i) => {
        const kickoffAt =
          r === current
            ? new Date(now.getTime() + todaysKickoffs[league.key]![i]! * minute)
            : new Date(
                today + roundDay(r - current, l, i) * day + usualKickoffs[i % usualKickoffs.length]! * minute,
              );
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
  });
  matches.push(
    ...planCup(
      random,
      teams.filter((team) => team.league.key === "eng.1"),
      now,
      today,
      seasonName,
    ),
  );
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { teams, matches, seasonName, startsOn: iso(first), endsOn: iso(last) };
}

/**
 * A sixteen-club knockout cup of the top division's clubs, an evening a round:
 * two rounds played, semi-finals ahead. Each evening is two days after the
 * last day of a league round (its kick-offs at 15:00 and earlier) and three
 * before the next round's first (none before 12:30), so the clubs still rest
 * 48 hours either side of it.
 */
function planCup(
  random: Random,
  clubs: PlanTeam[],
  now: Date,
  today: number,
  seasonName: string,
): PlanMatch[] {
  const order = [...clubs].sort(() => random.next() - 0.5);
  // The top division's rounds behind today end on days -7k (k = 1, 2, ...), those ahead on 7k - 2.
  const rounds = [
    { name: "Round of 16", daysFromToday: -26 },
    { name: "Quarter-final", daysFromToday: -12 },
    { name: "Semi-final", daysFromToday: 7 },
  ];
  const out: PlanMatch[] = [];
  let entrants = order;
  rounds.forEach((round, r) => {
    const next: PlanTeam[] = [];
    for (let i = 0; i + 1 < entrants.length; i += 2) {
      const fixture: Fixture = {
        sourceKey: `demo:eng.cup:${seasonName}:${r + 1}:${i / 2 + 1}`,
        competitionKey: "eng.cup",
        round: round.name,
        roundNumber: r + 1,
        stage: "Knockout",
        home: entrants[i]!,
        away: entrants[i + 1]!,
        kickoffAt: new Date(today + round.daysFromToday * day + (19 * 60 + 45) * minute),
      };
      const match = play(random, fixture, now, true);
      out.push(match);
      if (match.winner) next.push(match.winner);
    }
    entrants = next;
  });
  return out;
}
