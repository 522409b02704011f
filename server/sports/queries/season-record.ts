import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matches, seasons, teams } from "../schema.ts";
import { whenCondition } from "./matches.ts";

/** A tennis player's wins and losses this season. */
export type SeasonRecord = { won: number; lost: number };

/**
 * A tennis player's win–loss in the current seasons of the competitions they play: their finished
 * matches, won when the match's winner is the player and lost when it is the opponent. A retirement or
 * a walkover counts as the result the row records. Null for a club, a national team or an unknown id.
 * One statement.
 */
export async function getSeasonRecord(db: Db, teamId: number): Promise<SeasonRecord | null> {
  const current = db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true));
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(${matches.id}) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      won: counted(sql`${matches.winnerTeamId} = ${teams.id}`),
      lost: counted(sql`${matches.winnerTeamId} <> ${teams.id}`),
    })
    .from(teams)
    .leftJoin(
      matches,
      and(
        or(eq(matches.homeTeamId, teams.id), eq(matches.awayTeamId, teams.id)),
        whenCondition("results"),
        inArray(matches.seasonId, current),
      ),
    )
    .where(and(eq(teams.id, teamId), eq(teams.kind, "player")))
    .groupBy(teams.id);
  return row ? { won: row.won, lost: row.lost } : null;
}
