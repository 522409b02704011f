import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matchEvents, matches } from "../schema.ts";
import { loadTeams, resolveSeason } from "./refs.ts";
import type { TopScorer } from "./types.ts";

/** Goals (penalties included, own goals not) per player in a competition's season. */
export async function getTopScorers(
  db: Db,
  competitionId: number,
  options: { season?: string; limit?: number } = {},
): Promise<TopScorer[] | null> {
  const season = await resolveSeason(db, competitionId, options.season);
  if (!season) return null;
  const name = sql<string>`coalesce(${matchEvents.playerName}, '')`;
  const rows = await db
    .select({
      playerId: sql<number | null>`max(${matchEvents.playerId})`,
      name,
      teamId: matchEvents.teamId,
      goals: count(),
      penalties: sql<number>`count(*) filter (where ${matchEvents.type} = 'penalty-goal')`.mapWith(Number),
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        eq(matches.seasonId, season.id),
        inArray(matchEvents.type, ["goal", "penalty-goal"]),
        eq(matchEvents.cancelled, false),
      ),
    )
    .groupBy(name, matchEvents.teamId)
    .orderBy(desc(count()), name)
    .limit(options.limit ?? 20);
  const teamRefs = await loadTeams(
    db,
    rows.flatMap((row) => (row.teamId === null ? [] : [row.teamId])),
  );
  let rank = 0;
  let previous = -1;
  return rows.map((row, index) => {
    if (row.goals !== previous) rank = index + 1;
    previous = row.goals;
    return {
      rank,
      playerId: row.playerId,
      name: row.name,
      team: row.teamId === null ? null : (teamRefs.get(row.teamId) ?? null),
      goals: row.goals,
      penalties: row.penalties,
    };
  });
}
