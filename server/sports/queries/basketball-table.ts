import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type BasketballStandingGroup, basketballStandings } from "../basketball/standings.ts";
import { groups, matches, seasons, teams } from "../schema.ts";
import { toTeamRef } from "./refs.ts";
import type { TeamRef } from "./types.ts";

export type BasketballTable = Array<
  Omit<BasketballStandingGroup, "rows"> & {
    rows: Array<BasketballStandingGroup["rows"][number] & { team: TeamRef }>;
  }
>;

/**
 * A basketball league's current season as its tables: by win percentage, split into its conferences
 * (the groups its games within one conference carry), tie-breaks per docs/decisions/032-basketball.md.
 */
export async function getBasketballTable(db: Db, competitionId: number): Promise<BasketballTable> {
  const rows = await db
    .select({ match: matches, group: groups.name })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .where(and(eq(seasons.competitionId, competitionId), eq(seasons.isCurrent, true)));
  const ids = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))];
  if (ids.length === 0) return [];
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
  return table.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({ ...row, team: refs.get(row.teamId)! })),
  }));
}
