/**
 * The play-by-play: what each possession emits. Scores and box scores are both derived from this
 * list, so a period score and a player's points cannot disagree.
 */
import { type PeriodParts, periodKey, type Side, sideIndex } from "./rules.ts";

type At = {
  /** 1–4 quarters, 5 the first overtime. */
  period: number;
  /** Seconds left on the game clock in that period. */
  clock: number;
  /** The side the play is credited to: shooter's, rebounder's, fouler's, caller's; at a period's start, the side with the ball. */
  side: Side;
};

/** `player` indexes the side's roster (0–4 start). */
export type Play =
  | (At & { kind: "period-start" | "period-end" | "timeout" })
  | (At & { kind: "shot"; value: 2 | 3; made: boolean; player: number; assist: number | null })
  | (At & { kind: "free-throw"; made: boolean; player: number })
  | (At & { kind: "rebound"; offensive: boolean; player: number })
  | (At & { kind: "turnover"; player: number })
  | (At & { kind: "foul"; player: number; shooting: boolean; freeThrows: number })
  /** Points an operator credits in the live console, which names no player. */
  | (At & { kind: "points"; value: 1 | 2 | 3 });

export const pointsOf = (play: Play) =>
  play.kind === "points"
    ? play.value
    : play.kind === "shot" && play.made
      ? play.value
      : play.kind === "free-throw" && play.made
        ? 1
        : 0;

/** Period parts from the plays: one per period started, points added where they were scored. */
export function partsFromPlays(plays: Play[]): PeriodParts {
  const parts: PeriodParts = [];
  for (const play of plays) {
    if (play.kind === "period-start") parts[play.period - 1] = [0, 0];
    const part = parts[play.period - 1];
    const points = pointsOf(play);
    if (points > 0 && part) part[sideIndex(play.side)] += points;
  }
  return parts;
}

/** `homeScore`, `awayScore` and `scores` as the match row stores them, from the plays alone. */
export function scoreFromPlays(plays: Play[]) {
  const parts = partsFromPlays(plays);
  const scores: Record<string, [number, number]> = {};
  parts.forEach((part, i) => {
    scores[periodKey(i + 1)] = part;
  });
  const homeScore = parts.reduce((sum, part) => sum + part[0], 0);
  const awayScore = parts.reduce((sum, part) => sum + part[1], 0);
  return { homeScore, awayScore, scores };
}

export type BoxLine = {
  player: number;
  points: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  offensiveRebounds: number;
  rebounds: number;
  assists: number;
  turnovers: number;
  fouls: number;
};

type Counts = Omit<BoxLine, "player">;
const zero = (): Counts => ({
  points: 0,
  fgm: 0,
  fga: 0,
  tpm: 0,
  tpa: 0,
  ftm: 0,
  fta: 0,
  offensiveRebounds: 0,
  rebounds: 0,
  assists: 0,
  turnovers: 0,
  fouls: 0,
});

export type TeamBox = { players: BoxLine[]; totals: Counts; timeouts: number };
export type BoxScore = { home: TeamBox; away: TeamBox };

/** An empty box score: every roster place gets a line, played or not. */
export function emptyBox(rosterSizes: [number, number]): BoxScore {
  const team = (size: number): TeamBox => ({
    players: Array.from({ length: size }, (_, player) => ({ player, ...zero() })),
    totals: zero(),
    timeouts: 0,
  });
  return { home: team(rosterSizes[0]), away: team(rosterSizes[1]) };
}

/** Per-player and per-team box score of a game's plays. */
export function boxScoreOf(plays: Play[], rosterSizes: [number, number]): BoxScore {
  return addToBox(emptyBox(rosterSizes), plays);
}

/** A box score with more plays counted in (a live game's next step); `box` is not changed. */
export function addToBox(before: BoxScore, plays: Play[]): BoxScore {
  const box: BoxScore = structuredClone(before);
  for (const play of plays) {
    const side = box[play.side];
    if (play.kind === "timeout") side.timeouts += 1;
    // Points the console credited count for the team, whose players it does not know.
    if (play.kind === "points") side.totals.points += play.value;
    if (!("player" in play)) continue;
    const line = side.players[play.player];
    if (!line) throw new Error("player-not-in-roster");
    for (const counts of [line, side.totals]) {
      counts.points += pointsOf(play);
      if (play.kind === "shot") {
        counts.fga += 1;
        counts.fgm += play.made ? 1 : 0;
        counts.tpa += play.value === 3 ? 1 : 0;
        counts.tpm += play.value === 3 && play.made ? 1 : 0;
      } else if (play.kind === "free-throw") {
        counts.fta += 1;
        counts.ftm += play.made ? 1 : 0;
      } else if (play.kind === "rebound") {
        counts.rebounds += 1;
        counts.offensiveRebounds += play.offensive ? 1 : 0;
      } else if (play.kind === "turnover") counts.turnovers += 1;
      else if (play.kind === "foul") counts.fouls += 1;
    }
    if (play.kind === "shot" && play.assist !== null) {
      const passer = side.players[play.assist];
      if (!passer) throw new Error("player-not-in-roster");
      passer.assists += 1;
      side.totals.assists += 1;
    }
  }
  return box;
}
