import { and, asc, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { onTheClock } from "../../../shared/clock.ts";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { matchEvents, matches, seasons, timelineColumns, venues } from "../schema.ts";
import {
  groupByCompetition,
  loadCompetitions,
  selectMatches,
  selectSummaryRows,
  toSeasonRef,
  toSummary,
} from "./refs.ts";
import { stampedRead } from "./stamped.ts";
import type { CompetitionMatches, HeadToHead, MatchDetail, MatchEventView, MatchSummary } from "./types.ts";
import { zonedDayRange } from "./zoned-day.ts";

const periodOrder = ["1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN", "FT", "AET"];

export type MatchesByDateOptions = {
  /** Calendar day in the visitor's zone, YYYY-MM-DD. */
  date: string;
  /** IANA zone, e.g. "Europe/London". */
  tz: string;
  liveOnly?: boolean;
  /** A sport's slug; every sport when absent. */
  sport?: string;
  /** The current instant; tests pin it. */
  now?: Date;
  /** The language the competitions are named and ordered in; English unless given. */
  locale?: Locale;
};

/**
 * Every match kicking off on a local day, grouped by competition (top flights first);
 * today also keeps last night's matches that are still being played.
 */
export async function listMatchesByDate(
  db: Db,
  options: MatchesByDateOptions,
): Promise<CompetitionMatches[]> {
  const { from, to } = zonedDayRange(options.date, options.tz);
  const now = options.now ?? new Date();
  // Today's list keeps a match that kicked off late last night while it is still being played.
  const carryOver = from <= now && now < to;
  const kickedOffToday = and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to));
  const inDay = carryOver
    ? or(
        kickedOffToday,
        and(
          eq(matches.status, "live"),
          gte(matches.kickoffAt, new Date(from.getTime() - 86_400_000)),
          lt(matches.kickoffAt, from),
        ),
      )
    : kickedOffToday;
  const where = options.liveOnly ? and(inDay, eq(matches.status, "live")) : inDay;
  const key = `day:${from.toISOString()}:${to.toISOString()}:${options.liveOnly === true}:${carryOver}`;
  const summaries = await stampedRead(db, key, where, () =>
    selectMatches(db, { where, order: [asc(matches.kickoffAt), asc(matches.id)] }),
  );
  return groupByCompetition(
    db,
    ofSport(onTheClockAll(summaries, now.getTime()), options.sport),
    options.locale,
  );
}

/**
 * Matches in progress right now, grouped by competition (named and ordered in `locale`); of one
 * sport when `sport` names it.
 */
export async function listLiveMatches(
  db: Db,
  sport?: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<CompetitionMatches[]> {
  const where = eq(matches.status, "live");
  const summaries = await stampedRead(db, "live", where, () =>
    selectMatches(db, { where, order: [asc(matches.kickoffAt), asc(matches.id)] }),
  );
  return groupByCompetition(db, ofSport(onTheClockAll(summaries, Date.now()), sport), locale);
}

// Cached reads keep the minute they were read at; every answer carries the minute it is given at.
const onTheClockAll = (summaries: MatchSummary[], now: number) =>
  summaries.map((summary) => onTheClock(summary, now));

// The day's read is shared by every sport's page: one cached read, narrowed per page.
const ofSport = (summaries: MatchSummary[], sport: string | undefined) =>
  sport === undefined ? summaries : summaries.filter((summary) => summary.sport === sport);

/** The match centre: header, competition and round, venue, and the timeline. */
export async function getMatch(db: Db, id: number): Promise<MatchDetail | null> {
  // Its timeline only changes through writes that also bump the match's version.
  const match = await stampedRead(db, `match:${id}`, eq(matches.id, id), () => readMatch(db, id));
  return match && onTheClock(match, Date.now());
}

async function readMatch(db: Db, id: number): Promise<MatchDetail | null> {
  const [row] = await selectSummaryRows(db, { season: seasons, venue: venues })
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .where(eq(matches.id, id));
  if (!row) return null;
  const summary = toSummary(row);
  const [competitions, eventRows] = await Promise.all([
    loadCompetitions(db, [summary.competitionId]),
    db.select(timelineColumns).from(matchEvents).where(eq(matchEvents.matchId, id)),
  ]);
  const events: MatchEventView[] = eventRows
    .map((event) => ({
      id: event.id,
      type: event.type,
      period: event.period,
      minute: event.minute,
      stoppage: event.stoppage,
      teamId: event.teamId,
      side:
        event.teamId === summary.home.id
          ? ("home" as const)
          : event.teamId === summary.away.id
            ? ("away" as const)
            : null,
      playerId: event.playerId,
      playerName: event.playerName,
      secondaryPlayerName: event.secondaryPlayerName,
      detail: event.detail,
      cancelled: event.cancelled,
    }))
    .sort(
      (a, b) =>
        periodOrder.indexOf(a.period ?? "") - periodOrder.indexOf(b.period ?? "") ||
        a.minute - b.minute ||
        (a.stoppage ?? 0) - (b.stoppage ?? 0) ||
        a.id - b.id,
    );
  const venue = row.venue;
  return {
    ...summary,
    competition: competitions.get(summary.competitionId)!,
    season: toSeasonRef(row.season),
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city, capacity: venue.capacity } : null,
    events,
  };
}

/** Earlier finished meetings of a match's two teams, at any venue and in any competition. */
export async function getHeadToHead(db: Db, id: number, limit = 10): Promise<HeadToHead | null> {
  // The match page has just read the match: its copy is reused while the match is unchanged.
  const match = await getMatch(db, id);
  if (!match) return null;
  const row = { homeTeamId: match.home.id, awayTeamId: match.away.id, kickoffAt: new Date(match.kickoffAt) };
  const pair = or(
    and(eq(matches.homeTeamId, row.homeTeamId), eq(matches.awayTeamId, row.awayTeamId)),
    and(eq(matches.homeTeamId, row.awayTeamId), eq(matches.awayTeamId, row.homeTeamId)),
  );
  const where = and(
    pair,
    inArray(matches.status, ["finished", "awarded"]),
    lt(matches.kickoffAt, row.kickoffAt),
  );
  const key = `meetings:${row.homeTeamId}:${row.awayTeamId}:${row.kickoffAt.toISOString()}:${limit}`;
  const meetings = await stampedRead(db, key, where, () =>
    selectMatches(db, { where, order: [desc(matches.kickoffAt)], limit }),
  );
  const totals = { homeWins: 0, draws: 0, awayWins: 0, homeGoals: 0, awayGoals: 0 };
  for (const meeting of meetings) {
    const sameWay = meeting.home.id === row.homeTeamId;
    const mine = (sameWay ? meeting.homeScore : meeting.awayScore) ?? 0;
    const theirs = (sameWay ? meeting.awayScore : meeting.homeScore) ?? 0;
    totals.homeGoals += mine;
    totals.awayGoals += theirs;
    const winner = meeting.winnerTeamId;
    if (mine > theirs || (mine === theirs && winner === row.homeTeamId)) totals.homeWins += 1;
    else if (mine < theirs || (mine === theirs && winner === row.awayTeamId)) totals.awayWins += 1;
    else totals.draws += 1;
  }
  return { home: match.home, away: match.away, meetings, totals };
}

export type MatchListFilter = {
  /** "fixtures": not yet played; "results": finished; "all" (default). */
  when?: "fixtures" | "results" | "all";
  limit?: number;
  offset?: number;
};

const finishedStatuses = ["finished", "awarded"] as const;

export function whenCondition(when: MatchListFilter["when"]) {
  if (when === "results") return inArray(matches.status, [...finishedStatuses]);
  if (when === "fixtures") return inArray(matches.status, ["scheduled", "live", "postponed", "suspended"]);
  return undefined;
}

/** Results read newest first; fixtures and full lists in play order. */
export function orderFor(when: MatchListFilter["when"]) {
  return when === "results"
    ? [desc(matches.kickoffAt), desc(matches.id)]
    : [asc(matches.kickoffAt), asc(matches.id)];
}
