import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { type Play, pointsOf } from "../basketball/plays.ts";
import type { Side } from "../basketball/rules.ts";
import { type MatchStatus, matches, matchPlays, sports, teams } from "../schema.ts";
import { rostersOf } from "./box-score.ts";

/** A player a play names: the player's page (null when the squad has no one at that place) and name. */
export type PlayPlayer = { playerId: number | null; name: string };

/** One line of the play-by-play, as pages and the API show it. */
export type PlayLine = {
  /** The play's place in the game, from 0. */
  seq: number;
  /** 1–4 quarters, 5 the first overtime. */
  period: number;
  /** Seconds left on the game clock in that period. */
  clock: number;
  side: Side;
  kind: Play["kind"];
  /** The shooter, rebounder, fouler or player who lost the ball; null for a timeout or a period's start or end. */
  player: PlayPlayer | null;
  /** A made shot's passer. */
  assist: PlayPlayer | null;
  /** Shots and free throws: whether it went in. */
  made: boolean | null;
  /** What the attempt is worth: 2 or 3 for a shot, 1 for a free throw. */
  value: number | null;
  /** Rebounds: at the shooting side's own basket. */
  offensive: boolean | null;
  /** Fouls: on a shooter, and the free throws it gives. */
  shooting: boolean | null;
  freeThrows: number | null;
  /** Points the play scored (0 for anything but a made shot or free throw). */
  points: number;
  /** The score after a scoring play; null for the others. */
  score: { home: number; away: number } | null;
};

export type MatchPlays = { matchId: number; status: MatchStatus; plays: PlayLine[] };

/**
 * A basketball game's play-by-play in the order it happened, with its players named by roster place as
 * the box score names them and the running score after each basket. Null for an unknown match; a
 * match of a sport without a play-by-play is refused with 422 `not-basketball`. A game not yet tipped
 * off has none.
 */
export async function getMatchPlays(db: Db, matchId: number): Promise<MatchPlays | null> {
  const [match] = await db
    .select({
      status: matches.status,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      sport: sports.slug,
    })
    .from(matches)
    // A match plays its teams' sport.
    .innerJoin(teams, eq(teams.id, matches.homeTeamId))
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .where(eq(matches.id, matchId));
  if (!match) return null;
  if (match.sport !== "basketball") {
    throw new AppError("unprocessable", "not-basketball", "Only basketball games have a play-by-play.");
  }
  const [rows, rosters] = await Promise.all([
    db
      .select({ seq: matchPlays.seq, plays: matchPlays.plays })
      .from(matchPlays)
      .where(eq(matchPlays.matchId, matchId))
      .orderBy(asc(matchPlays.seq)),
    rostersOf(db, match.home, match.away),
  ]);
  const named = (side: Side, place: number): PlayPlayer => {
    const { playerId, name } = rosters[side](place);
    return { playerId, name };
  };
  const score = { home: 0, away: 0 };
  const plays = rows
    .flatMap((row) => row.plays.map((play, i) => ({ seq: row.seq + i, play })))
    .map(({ seq, play }): PlayLine => {
      const points = pointsOf(play);
      score[play.side] += points;
      return {
        seq,
        period: play.period,
        clock: play.clock,
        side: play.side,
        kind: play.kind,
        player: "player" in play ? named(play.side, play.player) : null,
        assist:
          play.kind === "shot" && play.made && play.assist !== null ? named(play.side, play.assist) : null,
        made: play.kind === "shot" || play.kind === "free-throw" ? play.made : null,
        value:
          play.kind === "shot" || play.kind === "points" ? play.value : play.kind === "free-throw" ? 1 : null,
        offensive: play.kind === "rebound" ? play.offensive : null,
        shooting: play.kind === "foul" ? play.shooting : null,
        freeThrows: play.kind === "foul" ? play.freeThrows : null,
        points,
        score: points > 0 ? { ...score } : null,
      };
    });
  return { matchId, status: match.status, plays };
}
