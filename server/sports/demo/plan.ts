import { createRandom, type Random } from "../../platform/random.ts";
import { todayIn, zonedInstant } from "../queries/zoned-day.ts";
import type { MatchPeriod, MatchStatus, PeriodScores } from "../schema.ts";
import { type DemoLeague, demoColors, demoLeagues } from "./clubs.ts";
import { daysAfter, minutesOf, wallClock } from "./host-zone.ts";
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

/** Whether `now` falls inside the league's kick-off window on its local today. */
function insideWindow(league: DemoLeague, now: Date): boolean {
  const date = todayIn(league.timeZone, now);
  const opens = zonedInstant(date, league.kickoffWindow.from, league.timeZone);
  return now >= opens && now <= zonedInstant(date, league.kickoffWindow.to, league.timeZone);
}

/** The instants a league's window opens and closes on its local today. */
function windowToday(league: DemoLeague, now: Date): { opens: number; closes: number } {
  const date = todayIn(league.timeZone, now);
  return {
    opens: zonedInstant(date, league.kickoffWindow.from, league.timeZone).getTime(),
    closes: zonedInstant(date, league.kickoffWindow.to, league.timeZone).getTime(),
  };
}

/**
 * The leagues that play today's round at the boot, on their today whatever the weekday, and how
 * many of its matches they play today at least. The league in play: of those whose window holds
 * `now`, the one that has spent most of it, six of its matches today and four of those kicking off
 * together (see todaysRoundKickoffs), its earlier ones over as its window is spent. While its
 * window is young (none of its matches over yet), also the league whose window closed last, two of
 * its matches or more at its usual hours, so the boot has results of the last hours. Any other
 * league plays its today as any day of its round.
 */
function leaguesPlayingToday(now: Date): Map<DemoLeague, number> {
  const spent = (league: DemoLeague) => {
    const { opens, closes } = windowToday(league, now);
    return (now.getTime() - opens) / (closes - opens);
  };
  const open = demoLeagues.filter((league) => insideWindow(league, now));
  const inPlay = open.reduce<DemoLeague | undefined>(
    (best, league) => (best === undefined || spent(league) > spent(best) ? league : best),
    undefined,
  );
  const playing = new Map<DemoLeague, number>();
  if (inPlay) playing.set(inPlay, togetherNow + 2);
  if (inPlay && spent(inPlay) >= 0.25) return playing;
  const closed = demoLeagues.filter((league) => windowToday(league, now).closes < now.getTime());
  const justOver = closed.reduce<DemoLeague | undefined>(
    (best, league) =>
      best === undefined || windowToday(league, now).closes > windowToday(best, now).closes ? league : best,
    undefined,
  );
  if (justOver) playing.set(justOver, 2);
  return playing;
}

/** Clubs that kick off together in today's round when the demo starts inside the league's window. */
const togetherNow = 4;

/**
 * Kick-offs of a league's round today, on its local day and at its local hours, earliest first.
 *
 * When `now` falls inside the league's kick-off window, four matches kick off together on the
 * latest quarter hour at or before it (as several grounds do at three on a Saturday), so the demo
 * has football in its first half whenever it starts: the leagues' windows, from Tokyo to
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
  if (count < togetherNow || !insideWindow(league, now)) {
    return Array.from({ length: count }, (_, i) => usual[i % usual.length]!)
      .sort((a, b) => a - b)
      .map(at);
  }
  const elapsed = Math.floor((now.getTime() - at(from).getTime()) / minute);
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

const hour = 3_600_000;
/** A club rests at least this long between two kick-offs, league or cup, as real fixture lists allow. */
const rest = 48 * hour;

/** 0 for Sunday to 6 for Saturday, of a calendar date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Tuesday a date's week starts on: the demo's weeks run from a midweek round to a matchday. */
const tuesdayOf = (date: string) => daysAfter(date, -((weekdayOf(date) + 5) % 7));

/** Weeks either side of the boot the calendar is laid out for: more than any league's rounds need. */
const weeksAround = 30;

/** The top division's midweeks given to the cup, counted from the boot's week: two rounds played, one ahead. */
const cupWeeks = [-4, -2, 2];

/**
 * A league's midweek round in week `week` from the boot's: two leagues a week in turn, one
 * European and one from another continent, so every Tuesday to Thursday has football; never
 * the top division's cup weeks. In the boot's own week every league plays one, so the evenings
 * before the boot have results and those after it fixtures, whatever its weekday.
 */
function playsMidweek(league: DemoLeague, index: number, week: number): boolean {
  if (week === 0) return true;
  if (league.key === "eng.1" && cupWeeks.includes(week)) return false;
  return (((week + index) % 3) + 3) % 3 === 0;
}

/** A stretch of local days a round is played over: a matchday's weekend, or a midweek's three evenings. */
type Span = { days: string[]; midweek: boolean };

/**
 * A league's calendar of rounds, weeks counted from Tuesday: a matchday every Friday to Monday
 * and, some weeks, a midweek round on Tuesday to Thursday before it. The span holding the
 * league's today is `current`. A league playing today's round at the boot (leaguesPlayingToday)
 * plays it on its today: a midweek round in the boot's week if it falls on a Tuesday to
 * Thursday; a Wednesday-to-Friday round before a Saturday-to-Monday matchday if on a Friday; a
 * Monday-to-Wednesday round after a Friday-to-Sunday matchday if on a Monday. So the matches
 * it plays today beyond its share leave the weekend's whole.
 */
function leagueCalendar(league: DemoLeague, index: number, now: Date) {
  const today = todayIn(league.timeZone, now);
  const sinceTuesday = (weekdayOf(today) + 5) % 7;
  // Weeks are counted alike for every league, from the boot's week in UTC; the league's own
  // today may fall in the week before or after it.
  const anchor = tuesdayOf(todayIn("UTC", now));
  const own = Math.round((Date.parse(tuesdayOf(today)) - Date.parse(anchor)) / (7 * day));
  const inPlay = leaguesPlayingToday(now).has(league);
  const spans: Span[] = [];
  for (let week = -weeksAround; week <= weeksAround; week += 1) {
    const start = daysAfter(anchor, 7 * week);
    const at = (offsets: number[]) => offsets.map((offset) => daysAfter(start, offset));
    let midweek = playsMidweek(league, index, week) ? [0, 1, 2] : null;
    let weekend = [3, 4, 5, 6];
    if (inPlay && week === own && sinceTuesday <= 2) midweek = [0, 1, 2];
    if (inPlay && week === own && sinceTuesday === 3)
      [midweek, weekend] = [
        [1, 2, 3],
        [4, 5, 6],
      ];
    if (inPlay && week === own && sinceTuesday === 6) weekend = [3, 4, 5];
    if (inPlay && week === own + 1 && sinceTuesday === 6) midweek = [-1, 0, 1];
    if (midweek) spans.push({ days: at(midweek), midweek: true });
    spans.push({ days: at(weekend), midweek: false });
  }
  let current = spans.findIndex((span) => span.days.includes(today));
  // A league not in play on a Tuesday to Thursday without a midweek round: its round is the weekend's ahead.
  if (current < 0) current = spans.findIndex((span) => span.days[0]! > today);
  return { spans, current };
}

/**
 * How many of a round's matches each day of its span has: a midweek round's evenly, a matchday's
 * as its league spreads them (a Friday's share goes to Saturday, a Monday's to Sunday, when the
 * matchday has no such day).
 */
function dayShares(random: Random, league: DemoLeague, span: Span, count: number): number[] {
  if (span.midweek) {
    const even = Math.floor(count / span.days.length);
    const shares = span.days.map(() => even);
    for (let extra = count - even * span.days.length; extra > 0; ) {
      const d = random.int(0, span.days.length - 1);
      if (shares[d] === even) {
        shares[d]! += 1;
        extra -= 1;
      }
    }
    return shares;
  }
  const [friday, saturday, sunday, monday] = league.matchdayShares;
  const weekdays = span.days.map(weekdayOf);
  return weekdays.map((weekday) => {
    if (weekday === 5) return friday;
    if (weekday === 1) return monday;
    if (weekday === 6) return saturday + (weekdays.includes(5) ? 0 : friday);
    return sunday + (weekdays.includes(1) ? 0 : monday);
  });
}

/**
 * The day of a span that gives up a match when today's round plays more today than its share:
 * a weekday first, then the busier of Saturday and Sunday.
 */
function weekendRelief(span: Span, left: number[]): number | undefined {
  const weekend = (d: number) => [0, 6].includes(weekdayOf(span.days[d]!));
  return left
    .map((_, d) => d)
    .filter((d) => left[d]! > 0)
    .sort((x, y) => Number(weekend(x)) - Number(weekend(y)) || left[y]! - left[x]!)[0];
}

/** A round's days with a match each, from its days' shares: [1, 2, 0] gives [0, 1, 1]. */
const spread = (shares: number[]) => shares.flatMap((share, d) => Array.from({ length: share }, () => d));

/**
 * Which of a round's days (`slots`, one a match) each match is played on: as many as can be on
 * days where both clubs rest 48 hours from their other kick-offs (Kuhn's matching, in random
 * order); the rest are left to find a day of their own.
 */
function assignDays(
  random: Random,
  slots: number[],
  matches: number[],
  fits: (match: number, day: number) => boolean,
): Map<number, number> {
  const holder = slots.map(() => -1);
  const claim = (match: number, seen: Set<number>): boolean => {
    for (const s of shuffled(
      random,
      slots.map((_, k) => k),
    )) {
      if (seen.has(s) || !fits(match, slots[s]!)) continue;
      seen.add(s);
      if (holder[s]! < 0 || claim(holder[s]!, seen)) {
        holder[s] = match;
        return true;
      }
    }
    return false;
  };
  for (const match of shuffled(random, matches)) claim(match, new Set());
  const out = new Map<number, number>();
  holder.forEach((match, s) => {
    if (match >= 0) out.set(match, slots[s]!);
  });
  return out;
}

/** Whether both clubs rest 48 hours either side of some hour their league plays on `date`. */
function restsOn(bookings: Bookings, league: DemoLeague, teams: PlanTeam[], date: string): boolean {
  return hoursFor(league, date).some((time) =>
    bookings.free(teams, zonedInstant(date, time, league.timeZone).getTime()),
  );
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The kick-offs clubs have so far, to hold them to 48 hours' rest: league and cup alike,
 * whichever was planned first.
 */
class Bookings {
  private readonly byClub = new Map<string, number[]>();
  free(teams: PlanTeam[], at: number): boolean {
    return teams.every((team) =>
      (this.byClub.get(team.key) ?? []).every((other) => Math.abs(other - at) >= rest),
    );
  }
  book(teams: PlanTeam[], at: number): void {
    for (const team of teams) this.byClub.set(team.key, [...(this.byClub.get(team.key) ?? []), at]);
  }
}

/**
 * Local hours a match on `date` may kick off at: any of the league's usual hours at the
 * weekend, its evening ones (18:00 on) on a weekday, as real leagues play.
 */
function hoursFor(league: DemoLeague, date: string): string[] {
  const weekend = [0, 6].includes(weekdayOf(date));
  return league.usualKickoffs.filter((time) => weekend || time >= "18:00");
}

/** The hours a match on `date` tries, in random order, the league's likeliest first (usual hours repeat). */
const hoursOn = (random: Random, league: DemoLeague, date: string) => [
  ...new Set(shuffled(random, hoursFor(league, date))),
];

/**
 * Books a match on the first of `days` and hour of its league's where both clubs have rested 48
 * hours either side; failing every one (a club's cup tie or a neighbouring round too near), on the
 * days of `beyond`, further from today. Answers the kick-off.
 */
function placeMatch(
  random: Random,
  bookings: Bookings,
  league: DemoLeague,
  teams: PlanTeam[],
  days: string[],
  beyond: string[],
): Date {
  for (const date of [...days, ...beyond]) {
    for (const time of hoursOn(random, league, date)) {
      const at = zonedInstant(date, time, league.timeZone);
      if (!bookings.free(teams, at.getTime())) continue;
      bookings.book(teams, at.getTime());
      return at;
    }
  }
  throw new Error(
    `no day with 48 hours' rest for ${teams.map((team) => team.key).join(" v ")} near ${days[0]}`,
  );
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
      bookings.book([clubs[h]!, clubs[a]!], todays[k]!.getTime());
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
