import { createRandom, type Random } from "../../platform/random.ts";
import { todayIn } from "../queries/zoned-day.ts";
import type { MatchPeriod, MatchStatus, PeriodScores } from "../schema.ts";
import {
  assignDays,
  Bookings,
  cupWeeks,
  dayShares,
  leagueCalendar,
  leaguesPlayingToday,
  placeMatch,
  restsOn,
  shuffled,
  spread,
  todaysRoundKickoffs,
  tuesdayOf,
  weekendRelief,
} from "./calendar.ts";
import { type DemoLeague, demoColors, demoLeagues } from "./clubs.ts";
import { daysAfter } from "./host-zone.ts";
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

const _day = 86_400_000;
const squadSize = 20;
const minute = 60_000;
const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Circle-method double round robin: each club meets every other home and away. */
export function roundRobin(count: number): Array<Array<[number, number]>> {
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

const seasonName = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, "0")}`;

export function seasonNameFor(now: Date): string {
  const year = now.getUTCFullYear();
  return seasonName(now.getUTCMonth() >= 6 ? year : year - 1);
}

/**
 * The name of the season after `current`, starting at `startsAt`: the season of that date, or the
 * year after `current` when a short league's seasons come more than once a year (names stay unique).
 */
export function nextSeasonName(current: string, startsAt: Date): string {
  const byDate = seasonNameFor(startsAt);
  const after = seasonName(Number.parseInt(current.slice(0, 4), 10) + 1);
  return byDate > current ? byDate : after;
}

/**
 * The demo world around `now`: seven leagues on three continents mid-season
 * (results behind, fixtures ahead, today's round at local hours and partly
 * live) and a cup whose semi-finals are next. The same seed and `now` always give the same world.
 *
 * Each league plays its matchdays from Friday to Monday, most matches on Saturday and Sunday
 * as its `matchdayShares` spread them, with midweek rounds (Tuesday to Thursday evenings)
 * between, two leagues a week; the cup is played on the top division's free midweek evenings.
 * So every day a month either side of `now` has football, and every weekend day ten matches or
 * more, read in any zone from São Paulo to Tokyo (two Asian leagues carry the Far East's Saturday). The league in play at the boot plays six or more of today's round on its today,
 * whatever the weekday, four kicking off together (`todaysRoundKickoffs`), and while its window
 * is young the league that played last plays some of its round today too (leaguesPlayingToday). Other matches take a
 * day of their round and an hour of their league's at random, so a club plays on different days
 * at different hours, and always 48 hours from its other kick-offs: a round is planned after
 * its neighbour nearer today, its days going to the matches whose clubs have rested by then.
 */
export function planDemoWorld(now: Date, seed = 2026): DemoPlan {
  const random = createRandom(seed);
  const teams = makeTeams(random);
  const seasonName = seasonNameFor(now);
  const bookings = new Bookings();
  type Planned = { league: DemoLeague; clubs: PlanTeam[]; rounds: Array<Array<[number, number]>> };
  const kickoffs = new Map<string, Date>();
  const keyOf = (league: DemoLeague, r: number, i: number) => `${league.key} ${r} ${i}`;
  const leagues: Planned[] = demoLeagues.map((league) => {
    const clubs = teams.filter((team) => team.league === league);
    return { league, clubs, rounds: roundRobin(clubs.length) };
  });
  // Today's matches first, at the hours that put football in play whenever the demo starts.
  const calendars = leagues.map(({ league, clubs, rounds }, l) => {
    const today = todayIn(league.timeZone, now);
    const { spans, current: span } = leagueCalendar(league, l, now);
    const current = Math.round(rounds.length * 0.6);
    const pairs = rounds[current]!;
    const shares = dayShares(random, league, spans[span]!, pairs.length);
    // The leagues playing today's round play their share of it today or more, at the hours that
    // put football in play (see todaysRoundKickoffs); any other plays its today like any day of its round.
    const atLeast = leaguesPlayingToday(now).get(league);
    const todayAt = atLeast === undefined ? -1 : spans[span]!.days.indexOf(today);
    const playingToday = todayAt < 0 ? 0 : Math.min(pairs.length, Math.max(atLeast ?? 0, shares[todayAt]!));
    const order = shuffled(
      random,
      pairs.map((_, i) => i),
    );
    const todays = todaysRoundKickoffs(league, now, playingToday);
    order.slice(0, playingToday).forEach((i, k) => {
      const [h, a] = pairs[i]!;
      bookings.book([clubs[h]!, clubs[a]!], todays[k]!.getTime(), league.timeZone);
      kickoffs.set(keyOf(league, current, i), todays[k]!);
    });
    // The round's other matches on its other days; those played today come off its Monday and
    // Friday first, then off the busier of Saturday and Sunday, so the weekend keeps the most.
    const left = shares.map((share, d) => (d === todayAt ? 0 : share));
    for (let excess = playingToday - (shares[todayAt] ?? 0); excess > 0; excess -= 1) {
      const d = weekendRelief(spans[span]!, left);
      if (d === undefined) break;
      left[d]! -= 1;
    }
    return { spans, span, current, today: todayAt < 0 ? null : today, currentSlots: spread(left) };
  });
  const cup = planCup(
    random,
    teams.filter((team) => team.league.key === "eng.1"),
    now,
    seasonName,
    bookings,
  );
  leagues.forEach(({ league, clubs, rounds }, l) => {
    const { spans, span, current, today, currentSlots } = calendars[l]!;
    const slotsOf = new Map<number, number[]>([[current, currentSlots]]);
    const slotsFor = (r: number) => {
      let slots = slotsOf.get(r);
      if (!slots) {
        slots = spread(dayShares(random, league, spans[span + r - current]!, rounds[r]!.length));
        slotsOf.set(r, slots);
      }
      return slots;
    };
    const teamsOf = (r: number, i: number) => [clubs[rounds[r]![i]![0]]!, clubs[rounds[r]![i]![1]]!];
    const pendingOf = (r: number) =>
      rounds[r]!.map((_, i) => i).filter((i) => !kickoffs.has(keyOf(league, r, i)));
    /** Books round `r`'s matches on `days` of its span as far as its slots there allow and the clubs have rested. */
    const book = (r: number, days: number[]) => {
      const round = spans[span + r - current]!;
      const slots = slotsFor(r);
      const own = assignDays(
        random,
        slots.filter((d) => days.includes(d)),
        pendingOf(r),
        (i, d) => restsOn(bookings, league, teamsOf(r, i), round.days[d]!),
        (i, d) => bookings.familiar(teamsOf(r, i), round.days[d]!),
      );
      for (const [i, d] of own) {
        kickoffs.set(
          keyOf(league, r, i),
          placeMatch(random, bookings, league, teamsOf(r, i), [round.days[d]!], []),
        );
        slots.splice(slots.indexOf(d), 1);
      }
    };
    const place = (r: number) => {
      const round = spans[span + r - current]!;
      // A midweek round's Thursday goes first, before the matchday after it takes its clubs' Friday and Saturday.
      const before = spans[span + r - 1 - current];
      if (r <= current && r > 0 && before?.midweek) book(r - 1, [before.days.length - 1]);
      const first = round.days[0]!;
      const last = round.days.at(-1)!;
      const beyond = Array.from({ length: 14 }, (_, k) =>
        r >= current ? daysAfter(last, 1 + k) : daysAfter(first, -1 - k),
      );
      const days = round.days.map((_, d) => d).filter((d) => r !== current || round.days[d] !== today);
      const pending = pendingOf(r);
      const own = assignDays(
        random,
        slotsFor(r),
        pending,
        (i, d) => days.includes(d) && restsOn(bookings, league, teamsOf(r, i), round.days[d]!),
        (i, d) => bookings.familiar(teamsOf(r, i), round.days[d]!),
      );
      for (const i of pending) {
        const day = own.get(i) ?? days[0]!;
        const later = days.filter((d) => d > day);
        const earlier = days.filter((d) => d < day).reverse();
        const tries = (r >= current ? [day, ...later, ...earlier] : [day, ...earlier, ...later]).map(
          (d) => round.days[d]!,
        );
        kickoffs.set(keyOf(league, r, i), placeMatch(random, bookings, league, teamsOf(r, i), tries, beyond));
      }
    };
    // Outward from today's round: the rounds ahead in order, then those behind from the latest
    // back, so each round keeps its rest from the one planned before it.
    for (let r = current; r < rounds.length; r += 1) place(r);
    for (let r = current - 1; r >= 0; r -= 1) place(r);
  });
  const matches: PlanMatch[] = [];
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const { league, clubs, rounds } of leagues) {
    rounds.forEach((pairs, r) => {
      pairs.forEach(([h, a], i) => {
        const kickoffAt = kickoffs.get(keyOf(league, r, i))!;
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
  matches.push(...cup);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { teams, matches, seasonName, startsOn: iso(first), endsOn: iso(last) };
}

/**
 * A sixteen-club knockout cup of the top division's clubs, played on midweek evenings
 * (Tuesday and Wednesday, in their league's zone) the league leaves free: two rounds played,
 * semi-finals ahead. It is planned before the league's other rounds, which keep 48 hours
 * from its ties.
 */
function planCup(
  random: Random,
  clubs: PlanTeam[],
  now: Date,
  seasonName: string,
  bookings: Bookings,
): PlanMatch[] {
  const league = clubs[0]!.league;
  const tuesday = tuesdayOf(todayIn("UTC", now));
  const order = [...clubs].sort(() => random.next() - 0.5);
  const rounds = ["Round of 16", "Quarter-final", "Semi-final"];
  const out: PlanMatch[] = [];
  let entrants = order;
  rounds.forEach((name, r) => {
    const week = daysAfter(tuesday, 7 * cupWeeks[r]!);
    const next: PlanTeam[] = [];
    const ties = Math.floor(entrants.length / 2);
    for (let t = 0; t < ties; t += 1) {
      const home = entrants[2 * t]!;
      const away = entrants[2 * t + 1]!;
      // Half the ties on Tuesday, half on Wednesday; Thursday if a club played too late at the weekend.
      const days = (t < ties / 2 ? [0, 1, 2] : [1, 0, 2]).map((d) => daysAfter(week, d));
      const fixture: Fixture = {
        sourceKey: `demo:eng.cup:${seasonName}:${r + 1}:${t + 1}`,
        competitionKey: "eng.cup",
        round: name,
        roundNumber: r + 1,
        stage: "Knockout",
        home,
        away,
        kickoffAt: placeMatch(random, bookings, league, [home, away], days, []),
      };
      const match = play(random, fixture, now, true);
      out.push(match);
      if (match.winner) next.push(match.winner);
    }
    entrants = next;
  });
  return out;
}
