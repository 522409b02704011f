/**
 * Tennis in the live layer: the stored row (flat set scores) plus the live state (raw points and the
 * server) is enough to rebuild the rules' state, so a point can be applied by any process — the live
 * simulator or an operator's "point won" in the live console.
 */
import {
  inTieBreak,
  other,
  pointCall,
  pointWon,
  type Side,
  scoresOf,
  setsWon,
  type TennisFormat,
  type TennisScores,
  type TennisSet,
  type TennisState,
  tieBreakServer,
} from "./rules.ts";

/** What the live stream and API carry besides the sets: `point` as called, `serving` for the dot. */
export type TennisLive = { points: [number, number]; point: [string, string]; serving: Side };

export function stateFrom(
  format: TennisFormat,
  scores: TennisScores,
  live: Pick<TennisLive, "points" | "serving">,
) {
  const sets: TennisSet[] = [];
  for (let i = 1; i <= 5; i++) {
    const games = scores[`s${i}` as keyof TennisScores];
    if (!games) break;
    const tieBreak = scores[`s${i}tb` as keyof TennisScores];
    sets.push(tieBreak ? { games: [...games], tieBreak: [...tieBreak] } : { games: [...games] });
  }
  if (sets.length === 0) sets.push({ games: [0, 0] });
  const state: TennisState = {
    format,
    sets,
    points: [...live.points],
    serving: live.serving,
    tieBreakFirstServer: null,
    winner: null,
  };
  if (inTieBreak(state)) {
    const played = live.points[0] + live.points[1];
    state.tieBreakFirstServer =
      tieBreakServer(live.serving, played) === live.serving ? live.serving : other(live.serving);
  }
  return state;
}

/** Applies one point to a stored match; returns the new row fields and live state. */
export function applyPoint(
  format: TennisFormat,
  scores: TennisScores,
  live: Pick<TennisLive, "points" | "serving">,
  winner: Side,
) {
  const next = pointWon(stateFrom(format, scores, live), winner);
  const [homeScore, awayScore] = setsWon(next);
  return {
    scores: scoresOf(next),
    homeScore,
    awayScore,
    winner: next.winner,
    live: { points: next.points, point: pointCall(next), serving: next.serving } satisfies TennisLive,
  };
}
