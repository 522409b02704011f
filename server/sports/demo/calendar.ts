/**
 * When the demo season's rounds are played: each league's weeks (a matchday Friday to Monday, a
 * midweek round some weeks), the days and local hours its matches take with 48 hours' rest between a
 * club's kick-offs, and the round a league plays today at the boot so that football is in play
 * (docs/decisions/074-a-demo-season-calendar.md). The world's clubs, results and events are plan.ts's.
 */
import type { Random } from "../../platform/random.ts";
import { todayIn, zonedInstant } from "../queries/zoned-day.ts";
import { type DemoLeague, demoLeagues } from "./clubs.ts";
import { daysAfter, minutesOf, wallClock } from "./host-zone.ts";

/** A club as the calendar knows it: by its key. */
type Club = { key: string };

const day = 86_400_000;
const minute = 60_000;

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
export function leaguesPlayingToday(now: Date): Map<DemoLeague, number> {
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
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Tuesday a date's week starts on: the demo's weeks run from a midweek round to a matchday. */
export const tuesdayOf = (date: string) => daysAfter(date, -((weekdayOf(date) + 5) % 7));

/** Weeks either side of the boot the calendar is laid out for: more than any league's rounds need. */
const weeksAround = 30;

/** The top division's midweeks given to the cup, counted from the boot's week: two rounds played, one ahead. */
export const cupWeeks = [-4, -2, 2];

/** A Tuesday the demo's weeks are numbered from, so every season, whenever planned, keeps one rotation. */
const firstTuesday = Date.parse("1970-01-06T00:00:00Z");

/** The number of the week starting on a Tuesday, counted from `firstTuesday`. */
const weekNumber = (tuesday: string) =>
  Math.round((Date.parse(`${tuesday}T00:00:00Z`) - firstTuesday) / (7 * day));

/**
 * Whether a league plays a midweek round in the week starting on `tuesday`: two or three leagues a
 * week in turn, European and not, so every Tuesday to Thursday has football. The turn is counted
 * from a fixed week, not from the boot's, so a season planned when the last one ends takes its turn
 * with the seasons under way.
 */
function midweekTurn(index: number, tuesday: string): boolean {
  return (weekNumber(tuesday) + index) % 3 === 0;
}

/**
 * A league's midweek round in week `week` from the boot's: in its turn (midweekTurn), never the
 * top division's cup weeks. In the boot's own week every league plays one, so the evenings before
 * the boot have results and those after it fixtures, whatever its weekday.
 */
function playsMidweek(league: DemoLeague, index: number, week: number, tuesday: string): boolean {
  if (week === 0) return true;
  if (league.key === "eng.1" && cupWeeks.includes(week)) return false;
  return midweekTurn(index, tuesday);
}

/** Weeks from the week starting on `anchor` (a Tuesday) to the one holding `date`. */
const weeksFrom = (anchor: string, date: string) =>
  Math.round((Date.parse(tuesdayOf(date)) - Date.parse(anchor)) / (7 * day));

/** The boot's leagues playing today's round (leaguesPlayingToday), and the week (from the boot's) their today falls in. */
type Playing = { leagues: ReadonlyMap<DemoLeague, number>; anchor: string; now: Date };
const weekOf = ({ anchor, now }: Playing, league: DemoLeague) =>
  weeksFrom(anchor, todayIn(league.timeZone, now));
const weekdayToday = ({ now }: Playing, league: DemoLeague) => weekdayOf(todayIn(league.timeZone, now));

/**
 * The league that plays a midweek round out of turn in the week after the boot's, when a league
 * playing today's round on its Monday moves its next midweek round to Monday to Wednesday
 * (leagueCalendar): the first European league with none that week and none today, so that
 * Thursday keeps its football in every zone (a Mexican Thursday night is Friday in New York).
 */
function thursdayCover(playing: Playing): DemoLeague | undefined {
  const movesOut = [...playing.leagues.keys()].some(
    (league) => weekdayToday(playing, league) === 1 && weekOf(playing, league) === 0,
  );
  if (!movesOut) return undefined;
  const next = daysAfter(playing.anchor, 7);
  return demoLeagues.find(
    (league, index) =>
      league.timeZone.startsWith("Europe/") &&
      !playing.leagues.has(league) &&
      !playsMidweek(league, index, 1, next),
  );
}

/**
 * The week (from the boot's) whose Saturday an Asian league plays its whole matchday on: when the
 * other Asian league plays today's round on a Thursday or Friday evening, its clubs cannot rest 48
 * hours before a Saturday afternoon, and Tokyo's Saturday, which ends before Europe's afternoon and
 * the Americas' evening, has no one else to carry it. Elsewhere other leagues share those hours.
 */
function saturdayCarried(playing: Playing, league: DemoLeague): number | undefined {
  const asian = (zone: string) => zone.startsWith("Asia/");
  if (playing.leagues.has(league) || !asian(league.timeZone)) return undefined;
  const other = [...playing.leagues.keys()].find(
    (candidate) => asian(candidate.timeZone) && [4, 5].includes(weekdayToday(playing, candidate)),
  );
  return other && weekOf(playing, other);
}

/**
 * A stretch of local days a round is played over: a matchday's weekend, or a midweek's three
 * evenings. A matchday `onSaturday` plays its Friday's and Sunday's shares on Saturday.
 */
export type Span = { days: string[]; midweek: boolean; onSaturday?: boolean };

/**
 * A league's calendar of rounds, weeks counted from Tuesday: a matchday every Friday to Monday
 * and, some weeks, a midweek round on Tuesday to Thursday before it. The span holding the
 * league's today is `current`. A league playing today's round at the boot (leaguesPlayingToday)
 * plays it on its today: a midweek round in the boot's week if it falls on a Tuesday to
 * Thursday; a Wednesday-to-Friday round before a Saturday-to-Monday matchday if on a Friday; a
 * Monday-to-Wednesday round after a Friday-to-Sunday matchday if on a Monday. So the matches
 * it plays today beyond its share leave the weekend's whole. A league then covers that week's
 * Thursday (thursdayCover).
 */
export function leagueCalendar(league: DemoLeague, index: number, now: Date) {
  const today = todayIn(league.timeZone, now);
  const sinceTuesday = (weekdayOf(today) + 5) % 7;
  // Weeks are counted alike for every league, from the boot's week in UTC; the league's own
  // today may fall in the week before or after it.
  const anchor = tuesdayOf(todayIn("UTC", now));
  const own = weeksFrom(anchor, today);
  const playing: Playing = { leagues: leaguesPlayingToday(now), anchor, now };
  const inPlay = playing.leagues.has(league);
  const covers = thursdayCover(playing) === league;
  const carried = saturdayCarried(playing, league);
  const spans: Span[] = [];
  for (let week = -weeksAround; week <= weeksAround; week += 1) {
    const start = daysAfter(anchor, 7 * week);
    const at = (offsets: number[]) => offsets.map((offset) => daysAfter(start, offset));
    let midweek = playsMidweek(league, index, week, start) ? [0, 1, 2] : null;
    let weekend = [3, 4, 5, 6];
    if (covers && week === 1) midweek = [0, 1, 2];
    if (inPlay && week === own && sinceTuesday <= 2) midweek = [0, 1, 2];
    if (inPlay && week === own && sinceTuesday === 3)
      [midweek, weekend] = [
        [1, 2, 3],
        [4, 5, 6],
      ];
    // Its weekend before that Monday comes straight after the midweek it leaves out, so that the
    // clubs playing today rest 48 hours from a Saturday afternoon and the weekend keeps its matches.
    if (inPlay && week === own && sinceTuesday === 6) [midweek, weekend] = [null, [3, 4, 5]];
    if (inPlay && week === own + 1 && sinceTuesday === 6) midweek = [-1, 0, 1];
    if (midweek) spans.push({ days: at(midweek), midweek: true });
    spans.push({ days: at(weekend), midweek: false, onSaturday: week === carried });
  }
  let current = spans.findIndex((span) => span.days.includes(today));
  // A league not in play on a Tuesday to Thursday without a midweek round: its round is the weekend's ahead.
  if (current < 0) current = spans.findIndex((span) => span.days[0]! > today);
  return { spans, current };
}

/**
 * A league's next `count` rounds after the day `last`, as its season goes on away from any boot: a
 * matchday every Friday to Monday, a midweek round before it in the league's turn. The first is the
 * first of those starting after `last`, so a league keeps its weekends and its midweek turn from one
 * season to the next, and the days it carries keep their football.
 */
export function spansAfter(league: DemoLeague, last: string, count: number): Span[] {
  const index = demoLeagues.indexOf(league);
  const spans: Span[] = [];
  for (let week = 0; spans.length < count; week += 1) {
    const start = daysAfter(tuesdayOf(last), 7 * week);
    const at = (offsets: number[]) => offsets.map((offset) => daysAfter(start, offset));
    const weekSpans = [
      ...(midweekTurn(index, start) ? [{ days: at([0, 1, 2]), midweek: true }] : []),
      { days: at([3, 4, 5, 6]), midweek: false },
    ];
    spans.push(...weekSpans.filter((span) => span.days[0]! > last));
  }
  return spans.slice(0, count);
}

/**
 * How many of a round's matches each day of its span has: a midweek round's evenly, a matchday's
 * as its league spreads them (a Friday's share goes to Saturday, a Monday's to Sunday, when the
 * matchday has no such day).
 */
export function dayShares(random: Random, league: DemoLeague, span: Span, count: number): number[] {
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
  if (span.onSaturday)
    return weekdays.map((weekday) =>
      weekday === 6
        ? friday + saturday + sunday + (weekdays.includes(1) ? 0 : monday)
        : weekday === 1
          ? monday
          : 0,
    );
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
export function weekendRelief(span: Span, left: number[]): number | undefined {
  const weekend = (d: number) => [0, 6].includes(weekdayOf(span.days[d]!));
  return left
    .map((_, d) => d)
    .filter((d) => left[d]! > 0)
    .sort((x, y) => Number(weekend(x)) - Number(weekend(y)) || left[y]! - left[x]!)[0];
}

/** A round's days with a match each, from its days' shares: [1, 2, 0] gives [0, 1, 1]. */
export const spread = (shares: number[]) =>
  shares.flatMap((share, d) => Array.from({ length: share }, () => d));

/**
 * Which of a round's days (`slots`, one a match) each match is played on: as many as can be on
 * days where both clubs rest 48 hours from their other kick-offs (Kuhn's matching, in random
 * order, a match trying first the days its clubs know least by `familiar`); the rest are left to
 * find a day of their own.
 */
export function assignDays(
  random: Random,
  slots: number[],
  matches: number[],
  fits: (match: number, day: number) => boolean,
  familiar: (match: number, day: number) => number = () => 0,
): Map<number, number> {
  const holder = slots.map(() => -1);
  const claim = (match: number, seen: Set<number>): boolean => {
    const order = shuffled(
      random,
      slots.map((_, k) => k),
    ).sort((a, b) => familiar(match, slots[a]!) - familiar(match, slots[b]!));
    for (const s of order) {
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
export function restsOn(bookings: Bookings, league: DemoLeague, teams: Club[], date: string): boolean {
  return hoursFor(league, date).some((time) =>
    bookings.free(teams, zonedInstant(date, time, league.timeZone).getTime()),
  );
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The kick-offs clubs have so far, to hold them to 48 hours' rest: league and cup alike,
 * whichever was planned first. It also keeps the weekdays each club has played on in its
 * league's zone, so a round's days go first to clubs that have not played on them yet.
 */
export class Bookings {
  private readonly byClub = new Map<string, number[]>();
  private readonly weekdays = new Map<string, Set<number>>();
  free(teams: Club[], at: number): boolean {
    return teams.every((team) =>
      (this.byClub.get(team.key) ?? []).every((other) => Math.abs(other - at) >= rest),
    );
  }
  book(teams: Club[], at: number, timeZone: string): void {
    const weekday = weekdayOf(todayIn(timeZone, new Date(at)));
    for (const team of teams) {
      this.byClub.set(team.key, [...(this.byClub.get(team.key) ?? []), at]);
      this.weekdays.set(team.key, (this.weekdays.get(team.key) ?? new Set()).add(weekday));
    }
  }
  /** How many of the clubs have played on the weekday of the local `date` already: 0, 1 or 2. */
  familiar(teams: Club[], date: string): number {
    const weekday = weekdayOf(date);
    return teams.filter((team) => this.weekdays.get(team.key)?.has(weekday)).length;
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
export function placeMatch(
  random: Random,
  bookings: Bookings,
  league: DemoLeague,
  teams: Club[],
  days: string[],
  beyond: string[],
): Date {
  for (const date of [...days, ...beyond]) {
    for (const time of hoursOn(random, league, date)) {
      const at = zonedInstant(date, time, league.timeZone);
      if (!bookings.free(teams, at.getTime())) continue;
      bookings.book(teams, at.getTime(), league.timeZone);
      return at;
    }
  }
  throw new Error(
    `no day with 48 hours' rest for ${teams.map((team) => team.key).join(" v ")} near ${days[0]}`,
  );
}
