import { type InPlayAdjustments, type InPlayState, remainingRates, type Side } from "./in-play.ts";
import { scoreMatrix } from "./poisson.ts";

export const MARKET_KEYS = ["odd-even", "two-way", "last-team-to-score"] as const;
export type MarketKey = (typeof MARKET_KEYS)[number] | "1x2";

export type MarketProbabilities = {
  "odd-even": { odd: number; even: number };
  "two-way": { home: number; away: number };
  "last-team-to-score": { home: number; away: number; none: number };
  "1x2": { home: number; draw: number; away: number };
};

/**
 * Every market from one distribution of the goals still to come, added to the
 * score so far. The Dixon–Coles correction only applies before kickoff: it describes
 * whole matches, not what is left of one.
 */
export function marketProbabilities(
  preMatch: { home: number; away: number },
  state: InPlayState,
  options: { rho?: number; max?: number; adjust?: InPlayAdjustments } = {},
): MarketProbabilities {
  const rates = remainingRates(preMatch, state, options.adjust);
  const rho = state.phase === "pre" ? (options.rho ?? 0) : 0;
  const matrix = scoreMatrix(rates.home, rates.away, rho, options.max ?? 10);
  let odd = 0;
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  matrix.forEach((row, x) => {
    row.forEach((p, y) => {
      const home = state.home + x;
      const away = state.away + y;
      if ((home + away) % 2 === 1) odd += p;
      if (home > away) homeWin += p;
      else if (home < away) awayWin += p;
      else draw += p;
    });
  });
  const decided = homeWin + awayWin;
  return {
    "odd-even": { odd, even: 1 - odd },
    // Draw no bet: the draw's share goes back to the stakes, so the two sides are renormalised.
    "two-way":
      decided > 0 ? { home: homeWin / decided, away: 1 - homeWin / decided } : { home: 0.5, away: 0.5 },
    "last-team-to-score": lastTeamToScore(rates, state.lastScorer),
    "1x2": { home: homeWin, draw, away: 1 - homeWin - draw },
  };
}

/**
 * With two Poisson processes each further goal is the home side's with chance
 * λh/(λh+λa), whatever came before, so the last goal is too; with none to come the
 * last scorer so far keeps it, and "none" needs no goal at all.
 */
export function lastTeamToScore(
  rates: { home: number; away: number },
  lastScorer: Side | null,
): { home: number; away: number; none: number } {
  const total = rates.home + rates.away;
  const noMore = Math.exp(-total);
  const homeShare = total > 0 ? rates.home / total : 0;
  const more = 1 - noMore;
  return {
    home: more * homeShare + (lastScorer === "home" ? noMore : 0),
    away: more * (1 - homeShare) + (lastScorer === "away" ? noMore : 0),
    none: lastScorer === null ? noMore : 0,
  };
}
