import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { List } from "../../http/pagination.ts";
import { zonedDayRange } from "../queries/zoned-day.ts";
import {
  competitions,
  groups,
  hotMatchPins,
  type MatchStatus,
  matches,
  seasons,
  stages,
  teams,
  venues,
} from "../schema.ts";
import type { CmsMatch } from "./matches-input.ts";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

type Reader = Pick<Db, "select">;

function selectCmsRows(db: Reader) {
  return db
    .select({
      match: matches,
      seasonName: seasons.name,
      competitionId: competitions.id,
      competitionName: competitions.name,
      homeName: home.name,
      awayName: away.name,
      venueName: venues.name,
      stageName: stages.name,
      groupName: groups.name,
      pinnedBy: hotMatchPins.pinnedByName,
      pinnedAt: hotMatchPins.pinnedAt,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .leftJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .leftJoin(hotMatchPins, eq(hotMatchPins.matchId, matches.id));
}

type CmsRow = Awaited<ReturnType<typeof selectCmsRows>>[number];

function toCmsMatch(row: CmsRow): CmsMatch {
  const { match } = row;
  return {
    id: match.id,
    version: match.version,
    status: match.status,
    kickoff_at: match.kickoffAt.toISOString(),
    season_id: match.seasonId,
    season_name: row.seasonName,
    competition_id: row.competitionId,
    competition_name: row.competitionName,
    home_team_id: match.homeTeamId,
    home_team_name: row.homeName,
    away_team_id: match.awayTeamId,
    away_team_name: row.awayName,
    venue_id: match.venueId,
    venue_name: row.venueName,
    round: match.round,
    round_number: match.roundNumber,
    stage_id: match.stageId,
    stage_name: row.stageName,
    group_id: match.groupId,
    group_name: row.groupName,
    referee: match.referee,
    home_score: match.homeScore,
    away_score: match.awayScore,
    updated_at: match.updatedAt.toISOString(),
    hot_pin:
      row.pinnedBy && row.pinnedAt
        ? { pinned_by: row.pinnedBy, pinned_at: row.pinnedAt.toISOString() }
        : null,
  };
}

/** One match as the admin area edits it; 404 `match-not-found` when there is none. */
export async function readCmsMatch(db: Reader, id: number): Promise<CmsMatch> {
  const [row] = await selectCmsRows(db).where(eq(matches.id, id));
  if (!row) throw new AppError("not-found", "match-not-found", `There is no match ${id}.`);
  return toCmsMatch(row);
}

export type CmsMatchFilter = {
  status?: MatchStatus;
  competition?: number;
  /** A local day in `tz` (default UTC), or an instant range. */
  date?: string;
  tz?: string;
  from?: Date;
  to?: Date;
  /** Part of either team's name. */
  q?: string;
  sort: "kickoff" | "updated";
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin list of matches: filtered, searched by team, sorted and paged in the database. */
export async function listCmsMatches(db: Db, filter: CmsMatchFilter): Promise<List<CmsMatch>> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(matches.status, filter.status));
  if (filter.competition) conditions.push(eq(seasons.competitionId, filter.competition));
  if (filter.date) {
    const day = zonedDayRange(filter.date, filter.tz ?? "UTC");
    conditions.push(gte(matches.kickoffAt, day.from), lt(matches.kickoffAt, day.to));
  }
  if (filter.from) conditions.push(gte(matches.kickoffAt, filter.from));
  if (filter.to) conditions.push(lt(matches.kickoffAt, filter.to));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(home.name, pattern), ilike(away.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = filter.order === "asc" ? asc : desc;
  const column = filter.sort === "updated" ? matches.updatedAt : matches.kickoffAt;
  const [rows, [total]] = await Promise.all([
    selectCmsRows(db)
      .where(where)
      .orderBy(direction(column), direction(matches.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .where(where),
  ]);
  return { data: rows.map(toCmsMatch), total: total?.total ?? 0 };
}
