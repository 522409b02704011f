import type { Db } from "../db/connect.ts";
import { AppError } from "../errors.ts";
import { isPlaySport } from "../sports/service.ts";
import type { MatchOddsState } from "./match-state.ts";
import { readMatchState } from "./match-state.ts";
import { type MarketProbabilities, marketProbabilities } from "./model/markets.ts";
import { marketPrices } from "./model/prices.ts";
import { type SelectionResult, settle } from "./model/settle.ts";
import { preMatchRates } from "./ratings.ts";
import type { OddsMarketKey } from "./schema.ts";
import { MARKETS, type OddsSettingsView } from "./settings.ts";

export type OddsStatus = "open" | "suspended" | "settled";
/** A market also closes on its own once it is all but decided (a price past the ceiling). */
export type MarketStatus = OddsStatus | "closed";
export type OddsSelection = {
  key: string;
  probability: number;
  price: number | null;
  result?: SelectionResult;
};
export type OddsMarket = {
  key: OddsMarketKey;
  status: MarketStatus;
  selections: OddsSelection[];
  bookmaker_url: string | null;
};
export type MatchOdds = {
  match_id: number;
  status: OddsStatus;
  margin: number;
  markets: OddsMarket[];
  /** Where the match stood: the page shows it beside the prices. */
  minute: number | null;
  score: [number, number];
  updated_at: string;
};

const SELECTIONS: Record<OddsMarketKey, string[]> = {
  "odd-even": ["odd", "even"],
  "two-way": ["home", "away"],
  "last-team-to-score": ["home", "away", "none"],
};
/** Matches that will not be played as scheduled show no live prices. */
const HALTED = new Set(["postponed", "suspended", "cancelled", "abandoned"]);

export const oddsDisabled = () =>
  new AppError("conflict", "odds-disabled", "Odds are not shown for this match's competition.");

/**
 * Rounded to six places with the largest taking the remainder, so a market sums to exactly 1;
 * a chance that is not zero never rounds to zero (it would read as a selection that cannot win).
 */
export function rounded(values: readonly number[]): number[] {
  const out = values.map((v) => (v > 0 ? Math.max(1e-6, Math.round(v * 1e6) / 1e6) : 0));
  const largest = out.indexOf(Math.max(...out));
  const others = out.reduce((sum, v, i) => (i === largest ? sum : sum + v), 0);
  out[largest] = Math.round((1 - others) * 1e6) / 1e6;
  return out;
}

function statusOf(match: MatchOddsState, suspensionSeconds: number, now: Date): OddsStatus {
  if (match.state.phase === "over") return "settled";
  if (HALTED.has(match.status)) return "suspended";
  const since = match.lastSuspendingAt
    ? now.getTime() - match.lastSuspendingAt.getTime()
    : Number.POSITIVE_INFINITY;
  return match.status === "live" && since < suspensionSeconds * 1000 ? "suspended" : "open";
}

/** Results per market; without a goal list that adds up to the score, last team to score is void. */
function resultsOf(match: MatchOddsState) {
  const standing = match.goals.filter((g) => !g.cancelled);
  const known =
    standing.filter((g) => g.side === "home").length === match.state.home &&
    standing.filter((g) => g.side === "away").length === match.state.away;
  const goals = known
    ? match.goals
    : [
        ...Array.from({ length: match.state.home }, () => ({ side: "home" as const })),
        ...Array.from({ length: match.state.away }, () => ({ side: "away" as const })),
      ];
  const settlement = settle(goals);
  if (!known) settlement["last-team-to-score"] = { home: "void", away: "void", none: "void" };
  return settlement;
}

/** The odds of one match from its stored state, the fitted ratings and the operator's settings. */
export async function matchOdds(
  db: Db,
  matchId: number,
  settings: OddsSettingsView,
  now = new Date(),
): Promise<MatchOdds> {
  const match = await readMatchState(db, matchId);
  if (!match) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
  if (settings.disabled_competitions.includes(match.competitionId)) throw oddsDisabled();
  // Every market here is a football one (1X2, goals): no other sport has a market defined.
  if (isPlaySport(match.sport)) {
    throw new AppError("conflict", "odds-disabled", `No betting markets are defined for ${match.sport}.`);
  }
  return oddsOfState(db, match, settings, now);
}

/**
 * What is published for a state: each enabled market's rounded chances, and prices
 * within [MIN_PRICE, MAX_PRICE] or none (settled, or closed as all but decided).
 */
export function publishedMarkets(
  probabilities: MarketProbabilities,
  status: OddsStatus,
  settings: Pick<OddsSettingsView, "margin" | "markets">,
  results: ReturnType<typeof settle> | null = null,
): OddsMarket[] {
  return MARKETS.filter((key) => settings.markets[key].enabled).map((key) => {
    const keys = SELECTIONS[key];
    const fair = probabilities[key] as Record<string, number>;
    const values = rounded(keys.map((k) => fair[k]!));
    const priced = marketPrices(values, settings.margin);
    const settled = status === "settled";
    return {
      key,
      status: settled ? "settled" : priced.closed ? "closed" : status,
      bookmaker_url: settings.markets[key].bookmaker_url,
      selections: keys.map((k, i) => ({
        key: k,
        probability: values[i]!,
        price: settled ? null : priced.prices[i]!,
        ...(results ? { result: (results[key] as Record<string, SelectionResult>)[k] } : {}),
      })),
    };
  });
}

export async function oddsOfState(
  db: Db,
  match: MatchOddsState,
  settings: OddsSettingsView,
  now = new Date(),
): Promise<MatchOdds> {
  const rates = await preMatchRates(db, match.competitionId, match.homeTeamId, match.awayTeamId);
  const probabilities = marketProbabilities(rates, match.state, { rho: rates.rho });
  const status = statusOf(match, settings.suspension_seconds, now);
  const results = status === "settled" ? resultsOf(match) : null;
  return {
    match_id: match.matchId,
    status,
    margin: settings.margin,
    markets: publishedMarkets(probabilities, status, settings, results),
    minute: match.minute,
    score: [match.state.home, match.state.away],
    updated_at: now.toISOString(),
  };
}
