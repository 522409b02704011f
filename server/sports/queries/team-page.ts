import { and, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type Locale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import type { List } from "../../http/pagination.ts";
import { matches, seasons } from "../schema.ts";
import { whenCondition } from "./matches.ts";
import { loadCompetitions, selectMatches } from "./refs.ts";
import { getTopScorers } from "./scorers.ts";
import {
  byTier,
  involves,
  NEXT_MATCH_GRACE_MS,
  nextMatchStatuses,
  selectTeamRow,
  sideInOrder,
  teamSquad,
  toTeamDetail,
} from "./teams.ts";
import type { MatchSummary } from "./types.ts";

const LISTED = 10;
const FORM = 5;

type ListName = "next" | "fixtures" | "results";
type Listed = { list: string; id: number; kickoffAt: Date };

/**
 * The ids of a club's next match, first ten fixtures and last ten results in one statement: six
 * short walks of the (team, kickoff) indexes, a side each, merged here.
 */
async function listedIds(db: Db, teamId: number, now: Date) {
  const branch = (list: ListName, side: "home" | "away", where: SQL | undefined, take: number) => {
    const walk = sideInOrder(side, teamId, where, list === "results");
    return db
      .select({ list: sql<string>`${list}::text`.as("list"), id: matches.id, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(walk.where)
      .orderBy(...walk.order)
      .limit(take);
  };
  const next = and(
    inArray(matches.status, [...nextMatchStatuses]),
    gte(matches.kickoffAt, new Date(now.getTime() - NEXT_MATCH_GRACE_MS)),
  );
  const rows: Listed[] = await unionAll(
    branch("next", "home", next, 1),
    branch("next", "away", next, 1),
    branch("fixtures", "home", whenCondition("fixtures"), LISTED),
    branch("fixtures", "away", whenCondition("fixtures"), LISTED),
    branch("results", "home", whenCondition("results"), LISTED),
    branch("results", "away", whenCondition("results"), LISTED),
  );
  const take = (list: ListName, limit: number) => {
    const sign = list === "results" ? -1 : 1;
    return rows
      .filter((row) => row.list === list)
      .sort((a, b) => sign * (a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id))
      .slice(0, limit)
      .map((row) => row.id);
  };
  return { next: take("next", 1), fixtures: take("fixtures", LISTED), results: take("results", LISTED) };
}

/** Per competition the club has played in: how many of its fixtures and results there are. */
function countsByCompetition(db: Db, teamId: number) {
  const counted = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      competitionId: seasons.competitionId,
      fixtures: counted(whenCondition("fixtures")),
      results: counted(whenCondition("results")),
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(involves(teamId))
    .groupBy(seasons.competitionId);
}

/**
 * Everything a team's page reads about the sport: the header the team API answers, ten fixtures,
 * ten results and the scorers of up to three of its competitions. The club, the ids of every match
 * it lists and its counts per competition come first, side by side; then one summary read for all
 * those matches, beside the scorers. Seven statements two round trips deep before the scorers,
 * where reading the header and the two lists as the API does takes thirteen. The header's
 * competitions are ordered as `locale` names them.
 */
export async function readTeamPage(
  db: Db,
  id: number,
  now: Date = new Date(),
  locale: Locale = SOURCE_LOCALE,
) {
  const [row, ids, counts] = await Promise.all([
    selectTeamRow(db, id),
    listedIds(db, id, now),
    countsByCompetition(db, id),
  ]);
  if (!row) return null;
  const refs = await loadCompetitions(
    db,
    counts.map((count) => count.competitionId),
  );
  const wanted = [...new Set([...ids.next, ...ids.fixtures, ...ids.results])];
  const summaries = wanted.length
    ? selectMatches(db, { where: inArray(matches.id, wanted) })
    : Promise.resolve([]);
  // Whose scorers are read does not depend on the reader's language: the same three in every one.
  const competitions = byTier(refs.values()).slice(0, 3);
  const [found, scorerLists, squad] = await Promise.all([
    summaries,
    Promise.all(competitions.map((competition) => getTopScorers(db, competition.id, { limit: 500 }))),
    teamSquad(db, id),
  ]);
  const byId = new Map(found.map((match) => [match.id, match]));
  const listed = (list: number[]) => list.flatMap((matchId) => byId.get(matchId) ?? []);
  const page = (data: MatchSummary[], total: number): List<MatchSummary> => ({ data, total });
  const total = (key: "fixtures" | "results") => counts.reduce((sum, count) => sum + count[key], 0);
  const results = listed(ids.results);
  return {
    team: toTeamDetail(
      row,
      refs.values(),
      listed(ids.next)[0] ?? null,
      results.slice(0, FORM),
      squad,
      locale,
    ),
    competitions,
    fixtures: page(listed(ids.fixtures), total("fixtures")),
    results: page(results, total("results")),
    scorerLists,
  };
}
