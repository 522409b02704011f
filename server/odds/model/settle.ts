import type { Side } from "./in-play.ts";
import type { MarketKey } from "./markets.ts";

export type SelectionResult = "won" | "lost" | "void";

/** A goal as settlement sees it: a cancelled one (VAR, a correction) does not count. */
export type SettlementGoal = { side: Side; cancelled?: boolean };

export type Settlement = {
  "odd-even": { odd: SelectionResult; even: SelectionResult };
  "two-way": { home: SelectionResult; away: SelectionResult };
  "last-team-to-score": { home: SelectionResult; away: SelectionResult; none: SelectionResult };
  "1x2": { home: SelectionResult; draw: SelectionResult; away: SelectionResult };
};

const pick = <K extends string>(keys: readonly K[], winner: K | null): Record<K, SelectionResult> =>
  Object.fromEntries(
    keys.map((key) => [key, winner === null ? "void" : key === winner ? "won" : "lost"]),
  ) as Record<K, SelectionResult>;

/**
 * Results from the goals in match order. The score is counted from the standing
 * goals, so a cancelled goal changes every market it touched; shoot-outs are not goals here.
 */
export function settle(goals: ReadonlyArray<SettlementGoal>): Settlement {
  const standing = goals.filter((goal) => !goal.cancelled);
  const home = standing.filter((goal) => goal.side === "home").length;
  const away = standing.length - home;
  const last = standing.at(-1)?.side ?? null;
  const total = home + away;
  return {
    "odd-even": pick(["odd", "even"], total % 2 === 1 ? "odd" : "even"),
    // Draw no bet: stakes back on both sides.
    "two-way": pick(["home", "away"], home === away ? null : home > away ? "home" : "away"),
    "last-team-to-score": pick(["home", "away", "none"], last ?? "none"),
    "1x2": pick(["home", "draw", "away"], home > away ? "home" : home < away ? "away" : "draw"),
  };
}

export type { MarketKey };
