import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import type { List } from "../../http/pagination.ts";
import { byLocalName, withLocalNames } from "../local-names.ts";
import { countries, matches, players, seasons, teams, venues } from "../schema.ts";
import { type MatchListFilter, orderFor, whenCondition } from "./matches.ts";
import { loadCompetitions, loadTeams, selectMatches, toCountryView, toTeamRef } from "./refs.ts";
import type { CompetitionRef, FormResult, MatchSummary, SquadPlayer, TeamDetail, TeamRef } from "./types.ts";

/** A club's matches, home or away. */
export const involves = (teamId: number) =>
  or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));

/**
 * A team's matches at home or away in kickoff order: with a limit, one walk of that side's
 * (team, kickoff) index.
 */
export function sideInOrder(
  side: "home" | "away",
  teamId: number,
  where: SQL | undefined,
  newestFirst: boolean,
) {
  const column = side === "home" ? matches.homeTeamId : matches.awayTeamId;
  return {
    where: and(eq(column, teamId), where),
    order: newestFirst
      ? [desc(matches.kickoffAt), desc(matches.id)]
      : [asc(matches.kickoffAt), asc(matches.id)],
  };
}

/**
 * The first `take` of a team's matches in kickoff order, as "id in (its first at home, union its
 * first away)": each side walks its (team, kickoff) index and stops. Filtered by `home or away`, the
 * planner instead walks the kickoff index past every other club's matches until enough are found,
 * which grows with every season stored.
 */
function firstOfTeam(db: Db, teamId: number, where: SQL | undefined, newestFirst: boolean, take: number) {
  const side = (which: "home" | "away") => {
    const walk = sideInOrder(which, teamId, where, newestFirst);
    return db
      .select({ id: matches.id })
      .from(matches)
      .where(walk.where)
      .orderBy(...walk.order)
      .limit(take);
  };
  return inArray(matches.id, unionAll(side("home"), side("away")));
}

/** A result seen from one team. */
export function outcomeFor(teamId: number, match: MatchSummary): FormResult {
  const mine = (match.home.id === teamId ? match.homeScore : match.awayScore) ?? 0;
  const theirs = (match.home.id === teamId ? match.awayScore : match.homeScore) ?? 0;
  if (mine === theirs && match.winnerTeamId !== null) return match.winnerTeamId === teamId ? "W" : "L";
  return mine > theirs ? "W" : mine === theirs ? "D" : "L";
}

/** The club's own row with its country and ground. */
export async function selectTeamRow(db: Db, id: number) {
  const [row] = await db
    .select({ team: teams, country: countries, venue: venues })
    .from(teams)
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(venues, eq(venues.id, teams.venueId))
    .where(eq(teams.id, id));
  return row ?? null;
}

/** A club's competitions as its page lists them: top flights first, then by name as `locale` reads them. */
export function byTier(refs: Iterable<CompetitionRef>, locale: Locale = SOURCE_LOCALE): CompetitionRef[] {
  const byName = byLocalName(locale);
  return [...refs].sort((a, b) => a.tier - b.tier || byName(a, b) || a.id - b.id);
}

/** A team page's header from its parts; `lastMatches` newest first, competitions ordered in `locale`. */
export function toTeamDetail(
  { team, country, venue }: NonNullable<Awaited<ReturnType<typeof selectTeamRow>>>,
  competitionRefs: Iterable<CompetitionRef>,
  nextMatch: MatchSummary | null,
  lastMatches: MatchSummary[],
  squad: SquadPlayer[],
  locale: Locale = SOURCE_LOCALE,
): TeamDetail {
  return {
    ...toTeamRef(team),
    country: country ? toCountryView(country) : null,
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city, capacity: venue.capacity } : null,
    founded: team.founded,
    strength: team.strength,
    ranking: team.ranking,
    competitions: byTier(competitionRefs, locale),
    nextMatch,
    form: lastMatches.map((match) => outcomeFor(team.id, match)).reverse(),
    lastMatches,
    squad,
  };
}

const LINES = ["GK", "DF", "MF", "FW"];

/** A club's players as a squad list orders them: by line, then shirt number, then name. */
export async function teamSquad(db: Db, teamId: number): Promise<SquadPlayer[]> {
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      shirtNumber: players.shirtNumber,
      position: players.position,
      birthDate: players.birthDate,
    })
    .from(players)
    .where(eq(players.teamId, teamId));
  const line = (position: string | null) => (position ? LINES.indexOf(position) : LINES.length);
  return rows.sort(
    (a, b) =>
      line(a.position) - line(b.position) ||
      (a.shirtNumber ?? 1000) - (b.shirtNumber ?? 1000) ||
      a.name.localeCompare(b.name),
  );
}

/** A match still counts as the next one this long after kickoff, so one in play is it. */
export const NEXT_MATCH_GRACE_MS = 3 * 3600_000;
export const nextMatchStatuses = ["scheduled", "live"] as const;

/** A team page's header: club facts, competitions (ordered in `locale`), next match and recent form. */
export async function getTeam(
  db: Db,
  id: number,
  now: Date = new Date(),
  locale: Locale = SOURCE_LOCALE,
): Promise<TeamDetail | null> {
  const row = await selectTeamRow(db, id);
  if (!row) return null;
  // Independent reads: on PostgreSQL they run side by side on pooled connections.
  const [[nextMatch], lastMatches, competitionRows, squad] = await Promise.all([
    selectMatches(db, {
      where: and(
        involves(id),
        inArray(matches.status, [...nextMatchStatuses]),
        gte(matches.kickoffAt, new Date(now.getTime() - NEXT_MATCH_GRACE_MS)),
      ),
      order: [asc(matches.kickoffAt), asc(matches.id)],
      limit: 1,
    }),
    selectMatches(db, {
      where: firstOfTeam(db, id, whenCondition("results"), true, 5),
      order: [desc(matches.kickoffAt), desc(matches.id)],
      limit: 5,
    }),
    db
      .selectDistinct({ competitionId: seasons.competitionId })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .where(involves(id)),
    teamSquad(db, id),
  ]);
  const competitionRefs = await loadCompetitions(
    db,
    competitionRows.map((r) => r.competitionId),
  );
  return toTeamDetail(row, competitionRefs.values(), nextMatch ?? null, lastMatches, squad, locale);
}

export type TeamMatchFilter = MatchListFilter & { competitionId?: number };

/** A team's fixtures or results across competitions. Null for an unknown team. */
export async function listTeamMatches(
  db: Db,
  teamId: number,
  filter: TeamMatchFilter = {},
): Promise<List<MatchSummary> | null> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const narrowing = and(
    whenCondition(filter.when),
    filter.competitionId === undefined
      ? undefined
      : inArray(
          matches.seasonId,
          db.select({ id: seasons.id }).from(seasons).where(eq(seasons.competitionId, filter.competitionId)),
        ),
  );
  const limit = filter.limit ?? 50;
  const offset = filter.offset ?? 0;
  const [counted] = await db
    .select({ total: count() })
    .from(matches)
    .where(and(involves(teamId), narrowing));
  const page = firstOfTeam(db, teamId, narrowing, filter.when === "results", offset + limit);
  const data = await selectMatches(db, { where: page, order: orderFor(filter.when), limit, offset });
  return { data, total: counted?.total ?? 0 };
}

export type TeamFilter = {
  countryId?: number;
  q?: string;
  limit?: number;
  offset?: number;
  /** The language names are ordered in, as its readers see them; English unless given. */
  locale?: Locale;
};

/**
 * Teams by name, optionally of one country: ordered by the names a reader of `filter.locale` sees,
 * in that language's order, so the names are read first (every kept team's id and names) and
 * only the page's teams are read whole.
 */
export async function listTeams(db: Db, filter: TeamFilter = {}): Promise<List<TeamRef>> {
  const conditions: SQL[] = [];
  if (filter.countryId !== undefined) conditions.push(eq(teams.countryId, filter.countryId));
  if (filter.q?.trim()) conditions.push(ilike(teams.name, `%${filter.q.trim().replace(/[\\%_]/g, "\\$&")}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const limit = filter.limit ?? 100;
  const offset = filter.offset ?? 0;
  const named = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, localNames: teams.localNames })
    .from(teams)
    .where(where);
  const byName = byLocalName(filter.locale ?? SOURCE_LOCALE);
  const ids = named
    .map(({ localNames, ...row }) => withLocalNames(row, localNames))
    .sort((a, b) => byName(a, b) || a.id - b.id)
    .slice(offset, offset + limit)
    .map((row) => row.id);
  const rows = await loadTeams(db, ids);
  return { data: ids.flatMap((id) => rows.get(id) ?? []), total: named.length };
}
