import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import type { BoxLine, BoxScore } from "../basketball/plays.ts";
import { matches, players } from "../schema.ts";

export type NamedBoxLine = BoxLine & { playerId: number | null; name: string; shirtNumber: number | null };
export type NamedTeamBox = Omit<BoxScore["home"], "players"> & { players: NamedBoxLine[] };
export type MatchBoxScore = { home: NamedTeamBox; away: NamedTeamBox };

/** A roster place as pages name it: the player's page (null when the squad has no one there), name and shirt. */
export type RosterPlayer = { playerId: number | null; name: string; shirtNumber: number | null };
export type Rosters = { home: (place: number) => RosterPlayer; away: (place: number) => RosterPlayer };

/**
 * A game's roster places named: places are the squad in the order it was entered
 * (docs/decisions/032-basketball.md). The box score and the play-by-play both name players by it.
 */
export async function rostersOf(db: Db, homeTeamId: number, awayTeamId: number): Promise<Rosters> {
  const squad = await db
    .select({ id: players.id, teamId: players.teamId, name: players.name, shirtNumber: players.shirtNumber })
    .from(players)
    .where(inArray(players.teamId, [homeTeamId, awayTeamId]))
    .orderBy(asc(players.id));
  const named = (teamId: number) => {
    const roster = squad.filter((player) => player.teamId === teamId);
    return (place: number): RosterPlayer => ({
      playerId: roster[place]?.id ?? null,
      name: roster[place]?.name ?? `Player ${place + 1}`,
      shirtNumber: roster[place]?.shirtNumber ?? null,
    });
  };
  return { home: named(homeTeamId), away: named(awayTeamId) };
}

/** A basketball game's box score with its players' names. Null when the match keeps none. */
export async function getBoxScore(db: Db, matchId: number): Promise<MatchBoxScore | null> {
  const [match] = await db
    .select({ box: matches.boxScore, home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match?.box) return null;
  const rosters = await rostersOf(db, match.home, match.away);
  const named = (side: "home" | "away"): NamedTeamBox => {
    const { players: lines, ...rest } = match.box![side];
    return { ...rest, players: lines.map((line) => ({ ...line, ...rosters[side](line.player) })) };
  };
  return { home: named("home"), away: named("away") };
}
