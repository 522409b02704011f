import { MAX_PRICE, MIN_PRICE, marketPrices } from "../model/prices.ts";
import { Mean } from "./metrics.ts";

/** The site's default margin (odds settings), the one both methods are compared at. */
export const BACKTEST_MARGIN = 0.05;

/**
 * How prices were laid before the power method, kept to compare against: every implied chance
 * p × (1 + margin), hundredths, a 1.01 floor, closed past 101.
 */
export function proportionalPrices(probabilities: readonly number[], margin: number): Array<number | null> {
  const prices = probabilities.map((p) =>
    p > 0 ? Math.max(1.01, Math.floor(100 / (p * (1 + margin))) / 100) : null,
  );
  return prices.some((price) => price !== null && price > MAX_PRICE) ? prices.map(() => null) : prices;
}

export const MARGIN_WAYS = {
  proportional: { label: "in proportion (before)", floor: 1.01, prices: proportionalPrices },
  power: {
    label: "power method (now)",
    floor: MIN_PRICE,
    prices: (probabilities: readonly number[], margin: number) => marketPrices(probabilities, margin).prices,
  },
} as const;
export type MarginWay = keyof typeof MARGIN_WAYS;

/** Fair-chance bands, the favourite–longshot view books are judged by; the last is "all but certain". */
export const CHANCE_BANDS = [
  { label: "under 10%", below: 0.1 },
  { label: "10–30%", below: 0.3 },
  { label: "30–50%", below: 0.5 },
  { label: "50–70%", below: 0.7 },
  { label: "70–90%", below: 0.9 },
  { label: "90–98.5%", below: 0.985 },
  { label: "98.5% and over", below: Number.POSITIVE_INFINITY },
] as const;

type Band = { selections: number; returns: Mean; atFloor: number; aboveFair: number };
const emptyBand = (): Band => ({ selections: 0, returns: new Mean(), atFloor: 0, aboveFair: 0 });

/**
 * Every priced selection of a forecast market at the default margin, laid both ways: what a stake
 * of 1 on it returned (its price when it won, 0 when it lost; a void selection is not a bet), how
 * many sat on the floor and how many paid more than their fair price.
 */
export class MarginTally {
  readonly bands = Object.fromEntries(
    (Object.keys(MARGIN_WAYS) as MarginWay[]).map((way) => [way, CHANCE_BANDS.map(emptyBand)]),
  ) as Record<MarginWay, Band[]>;

  /** A market's fair chances and which selection won (null: void, stakes returned). */
  add(probabilities: readonly number[], winner: number | null): void {
    for (const way of Object.keys(MARGIN_WAYS) as MarginWay[]) {
      const { floor, prices } = MARGIN_WAYS[way];
      const priced = prices(probabilities, BACKTEST_MARGIN);
      for (const [i, price] of priced.entries()) {
        const fair = probabilities[i]!;
        if (price === null || fair <= 0) continue;
        const band = this.bands[way][CHANCE_BANDS.findIndex((b) => fair < b.below)]!;
        band.selections += 1;
        if (price <= floor) band.atFloor += 1;
        if (price > 1 / fair + 1e-9) band.aboveFair += 1;
        if (winner !== null) band.returns.add(i === winner ? price : 0);
      }
    }
  }
}
