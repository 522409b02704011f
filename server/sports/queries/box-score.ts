import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import type { BoxLine, BoxScore } from "../basketball/plays.ts";
import { matches, players } from "../schema.ts";

export type NamedBoxLine = BoxLine & { playerId: number | null; name: string; shirtNumber: number | null };
export type NamedTeamBox = Omit<BoxScore["home"], "players"> & { players: NamedBoxLine[] };
export type MatchBoxScore = { home: NamedTeamBox; away: NamedTeamBox };

/**
 * A basketball game's box score with its players' names: roster places are the squad in the order it
 * was entered (docs/decisions/032-basketball.md). Null when the match keeps none.
 */
export async function getBoxScore(db: Db, matchId: number): Promise<MatchBoxScore | null> {
  const [match] = await db
    .select({ box: matches.boxScore, home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match?.box) return null;
  const squad = await db
    .select({ id: players.id, teamId: players.teamId, name: players.name, shirtNumber: players.shirtNumber })
    .from(players)
    .where(inArray(players.teamId, [match.home, match.away]))
    .orderBy(asc(players.id));
  const named = (side: "home" | "away", teamId: number): NamedTeamBox => {
    const roster = squad.filter((player) => player.teamId === teamId);
    const { players: lines, ...rest } = match.box![side];
    return {
      ...rest,
      players: lines.map((line) => ({
        ...line,
        playerId: roster[line.player]?.id ?? null,
        name: roster[line.player]?.name ?? `Player ${line.player + 1}`,
        shirtNumber: roster[line.player]?.shirtNumber ?? null,
      })),
    };
  };
  return { home: named("home", match.home), away: named("away", match.away) };
}
