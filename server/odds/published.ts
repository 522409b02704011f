import type { MarketProbabilities } from "./model/markets.ts";
import { marketPrices } from "./model/prices.ts";
import type { SelectionResult, Settlement } from "./model/settle.ts";
import type { OddsMarketKey } from "./schema.ts";
import type { OddsSettingsView } from "./settings.ts";

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

/** Each market's selections, in the order they are shown. */
const SELECTIONS: Record<OddsMarketKey, string[]> = {
  "1x2": ["home", "draw", "away"],
  "odd-even": ["odd", "even"],
  "two-way": ["home", "away"],
  "last-team-to-score": ["home", "away", "none"],
};
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

/**
 * What is published for a state: each enabled market's rounded chances, and prices
 * within [MIN_PRICE, MAX_PRICE] or none (settled, or closed as all but decided).
 */
export function publishedMarkets(
  probabilities: MarketProbabilities,
  status: OddsStatus,
  settings: Pick<OddsSettingsView, "margin" | "markets">,
  results: Settlement | null = null,
): OddsMarket[] {
  const keys = Object.keys(SELECTIONS) as OddsMarketKey[];
  return keys
    .filter((key) => settings.markets[key].enabled)
    .map((key) => {
      const selections = SELECTIONS[key];
      const fair = probabilities[key] as Record<string, number>;
      const values = rounded(selections.map((k) => fair[k]!));
      const priced = marketPrices(values, settings.margin);
      const settled = status === "settled";
      return {
        key,
        status: settled ? "settled" : priced.closed ? "closed" : status,
        bookmaker_url: settings.markets[key].bookmaker_url,
        selections: selections.map((k, i) => ({
          key: k,
          probability: values[i]!,
          price: settled ? null : priced.prices[i]!,
          ...(results ? { result: (results[key] as Record<string, SelectionResult>)[k] } : {}),
        })),
      };
    });
}
