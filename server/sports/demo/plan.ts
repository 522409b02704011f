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

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};
const wallClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/** Clubs that kick off together in today's round when the demo starts inside the league's window. */
const togetherNow = 4;

/**
 * Kick-offs of a league's round today, on its local day and at its local hours, earliest first.
 *
 * When `now` falls inside the league's kick-off window, four matches kick off together on the
 * latest quarter hour at or before it (as several grounds do at three on a Saturday), so the demo
 * has football in its first half whenever it starts: the six leagues' windows, from Tokyo to
 * Mexico City, leave no minute of the day uncovered. The round's other matches keep its usual
 * hours, the earlier ones before them and the rest after. Outside the window the round is
 * played at its usual hours: all still to come in the morning, all results late at night.
 */
export function todaysRoundKickoffs(league: DemoLeague, now: Date, count: number): Date[] {
  const date = todayIn(league.timeZone, now);
  const at = (minutes: number) => zonedInstant(date, wallClock(minutes), league.timeZone);
  const usual = league.usualKickoffs.map(minutesOf);
  const from = minutesOf(league.kickoffWindow.from);
  const to = minutesOf(league.kickoffWindow.to);
  const opens = at(from);
  if (count < togetherNow || now < opens || now > at(to)) {
    return Array.from({ length: count }, (_, i) => usual[i % usual.length]!)
      .sort((a, b) => a - b)
      .map(at);
  }
  const elapsed = Math.floor((now.getTime() - opens.getTime()) / minute);
  const together = Math.min(to, from + elapsed - (elapsed % 15));
  const earlier = usual.filter((time) => time < together).sort((a, b) => a - b);
  const later = usual.filter((time) => time > together).sort((a, b) => a - b);
  const rest = count - togetherNow;
  // Share the rest as the window is spent: few played yet early on, few still to come late.
  const before =
    later.length === 0
      ? rest
      : earlier.length === 0
        ? 0
        : Math.round((rest * (together - from)) / Math.max(1, to - from));
  return [
    ...Array.from({ length: before }, (_, i) => earlier[i % earlier.length]!),
    ...Array.from({ length: togetherNow }, () => together),
    ...Array.from({ length: rest - before }, (_, i) => later[i % later.length]!),
  ]
    .sort((a, b) => a - b)
    .map(at);
}

/**
 * Days from a league's today (its local day) of a match in another round than
 * today's: each league plays a round a week over three days, the leagues'
 * weeks staggered, so together they fill every day of the calendar but the
 * two either side of today (where only another continent's evening falls).
 *
 * A club rests at least 48 hours between two kick-offs, league or cup, as real
 * fixture lists allow: never two matches on one day, nor on consecutive days.
 * Every club plays today, inside its league's window of at most ten hours, so
 * rounds ahead start on the third day and rounds behind end on the third day
 * before: the window's first kick-off three days on is at least 62 hours after
 * its last today.
 */
function roundDay(roundsAway: number, league: number, match: number): number {
  const offset = ((2 * league) % 5) + (match % 3);
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
  const taken = new Set<string>();
  return demoLeagues.flatMap((league, l) => {
    const names = namesOf(random, league, league.clubs.length, { squad: squadSize, staff: 1 }, taken);
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

/** The family name of a demo name: its first names are one word, as the leagues' lists hold them. */
const surnameOf = (name: string) => name.slice(name.indexOf(" ") + 1);

/** Most players of one squad who share a family name, as real squads seldom have more. */
const sameSurname = 2;

/**
 * Different full names for everyone in a league, drawn without replacement
 * from its first and last names and none `taken` by an earlier league (Spain's
 * and Mexico's lists share names), so no player turns out for two clubs and no
 * two coaches share a name. They are dealt `per` club in turn, a squad then its
 * coach, and a squad takes no third player of a family name.
 */
function namesOf(
  random: Random,
  league: DemoLeague,
  clubs: number,
  per: { squad: number; staff: number },
  taken: Set<string>,
): string[] {
  const all = league.firstNames
    .flatMap((first) => league.lastNames.map((last) => `${first} ${last}`))
    .filter((name) => !taken.has(name));
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const left = new Set(all);
  const drawn: string[] = [];
  for (let club = 0; club < clubs; club += 1) {
    const surnames = new Map<string, number>();
    const take = (count: number, fits: (name: string) => boolean) => {
      for (const name of left) {
        if (count === 0) break;
        if (!fits(name)) continue;
        left.delete(name);
        drawn.push(name);
        count -= 1;
      }
      if (count > 0) throw new Error(`${league.key} needs more names for its clubs`);
    };
    take(per.squad, (name) => {
      const seen = surnames.get(surnameOf(name)) ?? 0;
      if (seen >= sameSurname) return false;
      surnames.set(surnameOf(name), seen + 1);
      return true;
    });
    take(per.staff, () => true);
  }
  for (const name of drawn) taken.add(name);
  return drawn;
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
 * The demo world around `now`: six leagues on three continents mid-season
 * (results behind, fixtures ahead, today's round at local hours and partly
 * live) and a cup whose semi-finals are next. The same seed and `now` always give the same world.
 */
export function planDemoWorld(now: Date, seed = 2026): DemoPlan {
  const random = createRandom(seed);
  const teams = makeTeams(random);
  const seasonName = seasonNameFor(now);
  const matches: PlanMatch[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  demoLeagues.forEach((league, l) => {
    const clubs = teams.filter((team) => team.league === league);
    const rounds = roundRobin(clubs.length);
    const current = Math.round(rounds.length * 0.6);
    const today = todayIn(league.timeZone, now);
    const todays = todaysRoundKickoffs(league, now, rounds[current]!.length);
    rounds.forEach((pairs, r) => {
      pairs.forEach(([h, a], i) => {
        const kickoffAt =
          r === current
            ? todays[i]!
            : zonedInstant(
                daysAfter(today, roundDay(r - current, l, i)),
                league.usualKickoffs[i % league.usualKickoffs.length]!,
                league.timeZone,
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
      seasonName,
    ),
  );
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { teams, matches, seasonName, startsOn: iso(first), endsOn: iso(last) };
}

/**
 * A sixteen-club knockout cup of the top division's clubs, an evening a round
 * at 19:45 in their league's zone: two rounds played, semi-finals ahead. Each
 * evening is two days after the last day of a league round (its kick-offs at
 * 15:00 and earlier) and three before the next round's first (none before
 * 12:30), so the clubs still rest 48 hours either side of it.
 */
function planCup(random: Random, clubs: PlanTeam[], now: Date, seasonName: string): PlanMatch[] {
  const { timeZone } = clubs[0]!.league;
  const today = todayIn(timeZone, now);
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
        kickoffAt: zonedInstant(daysAfter(today, round.daysFromToday), "19:45", timeZone),
      };
      const match = play(random, fixture, now, true);
      out.push(match);
      if (match.winner) next.push(match.winner);
    }
    entrants = next;
  });
  return out;
}
