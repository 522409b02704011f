import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type BasketballStandingGroup, basketballStandings } from "../basketball/standings.ts";
import { groups, matches, seasons, teams } from "../schema.ts";
import { latestSeason, toSeasonRef, toTeamRef } from "./refs.ts";
import type { SeasonRef, TeamRef } from "./types.ts";

export type BasketballTable = Array<
  Omit<BasketballStandingGroup, "rows"> & {
    rows: Array<BasketballStandingGroup["rows"][number] & { team: TeamRef }>;
  }
>;

/**
 * A basketball league's season (the current one unless named) as its tables: by win percentage,
 * split into its conferences (the groups its games within one conference carry), tie-breaks per
 * docs/decisions/032-basketball.md. The league page and `GET /competitions/{id}/standings` both
 * answer with it. Null when the competition has no such season.
 */
export async function getBasketballTable(
  db: Db,
  competitionId: number,
  options: { season?: string } = {},
): Promise<{ season: SeasonRef; groups: BasketballTable } | null> {
  const seasonRows = await db
    .select()
    .from(seasons)
    .where(
      and(
        eq(seasons.competitionId, competitionId),
        options.season ? eq(seasons.name, options.season) : undefined,
      ),
    );
  const season = latestSeason(seasonRows);
  if (!season) return null;
  const rows = await db
    .select({ match: matches, group: groups.name })
    .from(matches)
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .where(eq(matches.seasonId, season.id));
  const ids = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))];
  if (ids.length === 0) return { season: toSeasonRef(season), groups: [] };
  const teamRows = await db.select().from(teams).where(inArray(teams.id, ids));
  // A club's conference is the group of its games within the conference.
  const conference = new Map<number, string>();
  for (const { match, group } of rows) {
    if (!group) continue;
    conference.set(match.homeTeamId, group);
    conference.set(match.awayTeamId, group);
  }
  const finished = rows.flatMap(({ match }) =>
    match.status === "finished" && match.homeScore !== null && match.awayScore !== null
      ? [
          {
            homeTeamId: match.homeTeamId,
            awayTeamId: match.awayTeamId,
            homeScore: match.homeScore,
            awayScore: match.awayScore,
          },
        ]
      : [],
  );
  const refs = new Map(teamRows.map((row) => [row.id, toTeamRef(row)]));
  const table = basketballStandings(
    teamRows.map((row) => ({ id: row.id, name: row.name, group: conference.get(row.id) ?? null })),
    finished,
  );
  return {
    season: toSeasonRef(season),
    groups: table.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({ ...row, team: refs.get(row.teamId)! })),
    })),
  };
}
