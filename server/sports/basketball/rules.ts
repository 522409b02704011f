/**
 * Basketball's match rules as pure functions: four quarters of 10 or 12 minutes, five-minute
 * overtimes only while the score is level at the end of a period from the fourth on, no draws.
 * Period scores are stored flat (`q1`…`q4`, `ot1`, `ot2`…) as `[home, away]` points.
 */

export type Side = "home" | "away";
export const other = (side: Side): Side => (side === "home" ? "away" : "home");
export const sideIndex = (side: Side) => (side === "home" ? 0 : 1);

/** A uniform random number in [0, 1). */
export type Random = () => number;

export type BasketballFormat = {
  /** FIBA plays 10-minute quarters, the NBA 12. */
  quarterMinutes: 10 | 12;
  overtimeMinutes: 5;
};

export const REGULATION_PERIODS = 4;

/** Points per period, q1 first; the last entry is the period in play (or the last one played). */
export type PeriodParts = [number, number][];

export type BasketballScores = Partial<Record<`q${1 | 2 | 3 | 4}` | `ot${number}`, [number, number]>>;

/** Period 1–4 is a quarter, 5 the first overtime, and so on. */
export const periodKey = (period: number) =>
  period <= REGULATION_PERIODS ? `q${period}` : `ot${period - REGULATION_PERIODS}`;

/** Length of a period in seconds. */
export const periodSeconds = (format: BasketballFormat, period: number) =>
  (period <= REGULATION_PERIODS ? format.quarterMinutes : format.overtimeMinutes) * 60;

export function totalsOf(parts: PeriodParts): [number, number] {
  return parts.reduce<[number, number]>(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);
}

export function scoresOf(parts: PeriodParts): BasketballScores {
  const scores: Record<string, [number, number]> = {};
  parts.forEach((part, i) => {
    scores[periodKey(i + 1)] = [part[0], part[1]];
  });
  return scores as BasketballScores;
}

/** The stored period scores back as parts, in playing order; a gap ends the list. */
export function partsFrom(scores: BasketballScores): PeriodParts {
  const parts: PeriodParts = [];
  for (let period = 1; ; period++) {
    const part = scores[periodKey(period) as keyof BasketballScores];
    if (!part) return parts;
    parts.push([part[0], part[1]]);
  }
}

/** What follows the end of `period`: the next quarter, an overtime (level after the 4th on), or the end. */
export function afterPeriod(parts: PeriodParts, period: number): "next-quarter" | "overtime" | "final" {
  if (period < REGULATION_PERIODS) return "next-quarter";
  const [h, a] = totalsOf(parts);
  return h === a ? "overtime" : "final";
}

/** The winner of a finished game (null while level, which a finished game never is). */
export function winnerOf(parts: PeriodParts): Side | null {
  const [h, a] = totalsOf(parts);
  if (h === a) return null;
  return h > a ? "home" : "away";
}

/** The row fields a stored match carries for these parts. */
export function matchScore(parts: PeriodParts) {
  const [homeScore, awayScore] = totalsOf(parts);
  return { homeScore, awayScore, scores: scoresOf(parts) };
}

/** Halves for timeouts: quarters 1–2 and 3–4; each overtime stands alone. */
export const timeoutsAtStartOf = (period: number) =>
  period === 1 ? 2 : period === 3 ? 3 : period > 4 ? 1 : null;

/** Team fouls in an overtime count as fourth-quarter fouls (FIBA), so only quarters reset them. */
export const resetsTeamFouls = (period: number) => period <= REGULATION_PERIODS;

/** The 5th team foul of a quarter and every one after it give the fouled side free throws. */
export const BONUS_FROM_FOUL = 5;
/** A player is disqualified on his fifth personal foul. */
export const FOUL_OUT = 5;
export const SHOT_CLOCK = 24;
/** After an offensive rebound the shot clock is reset to 14. */
export const SHOT_CLOCK_RESET = 14;
