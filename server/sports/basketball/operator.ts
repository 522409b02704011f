/**
 * Basketball scored by hand in the live console: an operator starts and ends periods and credits
 * baskets (1, 2 or 3 points) to a side. The same rules as the simulator decide what may follow: a
 * basket only while a period runs, overtime only after a level score, no draws.
 */
import { AppError } from "../../http/errors.ts";
import type { MatchPlay } from "../schema.ts";
import {
  afterPeriod,
  type BasketballFormat,
  type BasketballScores,
  type PeriodParts,
  partsFrom,
  periodSeconds,
  REGULATION_PERIODS,
  type Side,
  scoresOf,
  sideIndex,
  totalsOf,
  winnerOf,
} from "./rules.ts";

export type OperatorAction =
  | { action: "period-start" }
  | { action: "period-end" }
  | { action: "score"; side: Side; points: 1 | 2 | 3 };

export type OperatorOutcome = {
  status: "live" | "finished";
  homeScore: number;
  awayScore: number;
  scores: BasketballScores;
  play: MatchPlay | null;
  /** Set when the clock starts (now) or stops (null); absent leaves it as it is. */
  periodStartedAt?: Date | null;
  winner: Side | null;
};

const label = (period: number) =>
  period <= REGULATION_PERIODS ? `Q${period}` : `OT${period - REGULATION_PERIODS}`;
const breakLabel = (period: number) => (period === 2 ? "HT" : `End ${label(period)}`);

function outcome(parts: PeriodParts, play: MatchPlay | null, extra: Partial<OperatorOutcome> = {}) {
  const [homeScore, awayScore] = totalsOf(parts);
  return {
    status: "live" as const,
    homeScore,
    awayScore,
    scores: scoresOf(parts),
    play,
    winner: null,
    ...extra,
  };
}

const refuse = (code: string, message: string) => new AppError("conflict", code, message);

/** Applies one console action to a stored game; `running` says whether a period is under way. */
export function operatorStep(
  format: BasketballFormat,
  scores: BasketballScores,
  play: MatchPlay | null,
  action: OperatorAction,
  now: Date,
): OperatorOutcome {
  const parts = partsFrom(scores);
  const period = parts.length;
  const running = play?.label === label(period) && period > 0;
  if (action.action === "period-start") {
    if (running) throw refuse("period-already-started", `${label(period)} is already under way.`);
    if (period > 0 && afterPeriod(parts, period) === "final") {
      throw refuse("match-over", "The game is over: it is not level after the fourth quarter.");
    }
    const next = period + 1;
    parts.push([0, 0]);
    const seconds = periodSeconds(format, next);
    return outcome(
      parts,
      { label: label(next), clockLeft: seconds, periodSeconds: seconds },
      { periodStartedAt: now },
    );
  }
  if (!running) throw refuse("period-not-running", "Start the period first.");
  if (action.action === "score") {
    const part = parts[period - 1]!;
    part[sideIndex(action.side)] += action.points;
    return outcome(parts, play);
  }
  // Period end: the rules say what follows.
  const next = afterPeriod(parts, period);
  if (next === "final") {
    return {
      ...outcome(parts, null, { periodStartedAt: null }),
      status: "finished",
      winner: winnerOf(parts),
    };
  }
  return outcome(
    parts,
    { label: breakLabel(period), clockLeft: 0, periodSeconds: periodSeconds(format, period) },
    {
      periodStartedAt: null,
    },
  );
}
