import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import {
  competitions,
  groups,
  matchEvents,
  matches,
  seasons,
  stages,
  standingAdjustments,
} from "../schema.ts";
import { computeTable, type TableResult, type TableType } from "../standings/table.ts";
import { createReadCache } from "./read-cache.ts";
import { latestSeason, loadTeams, toSeasonRef } from "./refs.ts";
import { matchesStamp } from "./stamped.ts";
import type { Standings, StandingsGroup } from "./types.ts";

export type StandingsOptions = {
  /** Season name ("2023/24"); the current season when absent. */
  season?: string;
  type?: TableType;
  /** Count matches in progress at their current score (default true). */
  live?: boolean;
};

// Team names in a cached table may lag a rename outside the catalogue editor by up to the entries' age.
const tables = createReadCache<Standings>({ maxEntries: 200, ttlMs: 60_000 });

/** Changes when a points adjustment of the season is added, removed or edited. */
const adjustmentsStamp = (seasonId: number) =>
  sql<string>`(select count(*) || ':' || coalesce(md5(string_agg(${standingAdjustments.teamId} || ':' || ${standingAdjustments.points} || ':' || ${standingAdjustments.reason}, ',' order by ${standingAdjustments.id})), '') from ${standingAdjustments} where ${standingAdjustments.seasonId} = ${seasonId})`;

/** Cards cost fair-play points (FIFA): yellow -1, second yellow -3, straight red -4. */
const fairPlayCost: Partial<Record<string, number>> = {
  "yellow-card": -1,
  "second-yellow": -3,
  "red-card": -4,
};

/**
 * A competition's table(s) for a season: one per group for group stages,
 * knockout rounds left out. Null when the competition or season is unknown.
 */
export async function getStandings(
  db: Db,
  competitionId: number,
  options: StandingsOptions = {},
): Promise<Standings | null> {
  const seasonRows = await db
    .select({ competition: competitions, season: seasons })
    .from(competitions)
    .innerJoin(
      seasons,
      and(
        eq(seasons.competitionId, competitions.id),
        options.season ? eq(seasons.name, options.season) : undefined,
      ),
    )
    .where(eq(competitions.id, competitionId));
  const competition = seasonRows[0]?.competition;
  const season = latestSeason(seasonRows.map((row) => row.season));
  if (!competition || !season) return null;
  const type = options.type ?? "total";
  const withLive = options.live ?? true;

  // Tables are recomputed only when the season's results, its adjustments or the rules change.
  const key = `${competitionId}:${season.id}:${type}:${withLive}`;
  const stamp = [
    await matchesStamp(db, eq(matches.seasonId, season.id), adjustmentsStamp(season.id)),
    season.name,
    season.isCurrent,
    competition.tieBreak,
    competition.pointsForWin,
    JSON.stringify(competition.zones),
  ].join("|");
  const cached = tables.get(db, key, stamp);
  if (cached) return cached;

  const rows = await db
    .select({
      match: {
        id: matches.id,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        status: matches.status,
        kickoffAt: matches.kickoffAt,
      },
      stageKind: stages.kind,
      stage: stages.name,
      group: groups.name,
    })
    .from(matches)
    .leftJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .where(and(eq(matches.seasonId, season.id), ne(matches.status, "cancelled")));
  const tableRows = rows.filter((row) => row.stageKind !== "knockout");

  // One table per group; a league split into phases (regular season, championship round) gets one per phase.
  const phases = new Set(tableRows.map((row) => row.stage));
  const tableName = (stage: string | null, group: string | null) => group ?? (phases.size > 1 ? stage : null);
  const byGroup = new Map<string | null, { teamIds: Set<number>; results: TableResult[] }>();
  for (const { match, stage, group } of tableRows) {
    const name = tableName(stage, group);
    const entry = byGroup.get(name) ?? { teamIds: new Set(), results: [] };
    byGroup.set(name, entry);
    entry.teamIds.add(match.homeTeamId);
    entry.teamIds.add(match.awayTeamId);
    const played = match.status === "finished" || match.status === "awarded";
    const live = withLive && match.status === "live";
    if ((played || live) && match.homeScore !== null && match.awayScore !== null) {
      entry.results.push({
        homeTeamId: match.homeTeamId,
        awayTeamId: match.awayTeamId,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        kickoffAt: match.kickoffAt.toISOString(),
        live,
      });
    }
  }

  const adjustmentRows = await db
    .select()
    .from(standingAdjustments)
    .where(eq(standingAdjustments.seasonId, season.id));
  const adjustments = new Map<number, number>();
  for (const row of adjustmentRows)
    adjustments.set(row.teamId, (adjustments.get(row.teamId) ?? 0) + row.points);

  let fairPlay: Map<number, number> | undefined;
  if (competition.tieBreak === "fifa-group" && tableRows.length > 0) {
    const cards = await db
      .select({ teamId: matchEvents.teamId, type: matchEvents.type })
      .from(matchEvents)
      .where(
        and(
          inArray(
            matchEvents.matchId,
            tableRows.map((row) => row.match.id),
          ),
          inArray(matchEvents.type, ["yellow-card", "second-yellow", "red-card"]),
          eq(matchEvents.cancelled, false),
        ),
      );
    fairPlay = new Map();
    for (const card of cards) {
      if (card.teamId === null) continue;
      fairPlay.set(card.teamId, (fairPlay.get(card.teamId) ?? 0) + (fairPlayCost[card.type] ?? 0));
    }
  }

  const teamRefs = await loadTeams(db, [
    ...tableRows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]),
    ...adjustmentRows.map((row) => row.teamId),
  ]);
  const zones = competition.zones;
  const groupsOut: StandingsGroup[] = [...byGroup.entries()]
    .sort(([a], [b]) => (a ?? "").localeCompare(b ?? ""))
    .map(([name, { teamIds, results }]) => {
      const lines = computeTable({
        teams: [...teamIds].map((id) => ({ id, name: teamRefs.get(id)!.name })),
        results,
        rule: competition.tieBreak,
        type,
        pointsForWin: competition.pointsForWin,
        adjustments,
        fairPlay,
      });
      return {
        name,
        rows: lines.map(({ teamId, ...line }) => ({
          ...line,
          team: teamRefs.get(teamId)!,
          zone:
            name === null
              ? (zones.find((zone) => line.position >= zone.from && line.position <= zone.to) ?? null)
              : null,
        })),
      };
    });

  const standings: Standings = {
    competitionId,
    season: toSeasonRef(season),
    type,
    tieBreak: competition.tieBreak,
    live: groupsOut.some((group) => group.rows.some((row) => row.live)),
    zones,
    groups: groupsOut,
    adjustments: adjustmentRows.map((row) => ({
      team: teamRefs.get(row.teamId)!,
      points: row.points,
      reason: row.reason,
    })),
  };
  tables.set(db, key, standings, stamp);
  return standings;
}
