/** Fair probabilities to bookmaker prices; how fans read them is app/lib/odds-format.ts. */

/** Prices below this are not worth offering; the selection shows as nearly certain. */
export const MIN_PRICE = 1.01;
/**
 * The longest price we print. Past it a selection has under 1% left (with the margin),
 * which is a market already decided, not one to bet on: it closes instead.
 */
export const MAX_PRICE = 101;

/**
 * Decimal odds with the margin spread proportionally: each implied probability is
 * p × (1 + margin), so the book sums to 1 + margin. A selection that cannot win has
 * no price (null).
 */
export function priceOf(probability: number, margin: number): number | null {
  if (!(probability > 0)) return null;
  const implied = probability * (1 + margin);
  const price = 1 / implied;
  return Math.max(MIN_PRICE, Math.floor(price * 100) / 100);
}

export type MarketPrices = { closed: boolean; prices: Array<number | null> };

/**
 * A market's prices, or none at all when it is all but decided: a selection that
 * can still win would pay more than MAX_PRICE. Selections that cannot win (no goal
 * once one is in) do not count; they have no price either way.
 */
export function marketPrices(probabilities: readonly number[], margin: number): MarketPrices {
  const prices = probabilities.map((p) => priceOf(p, margin));
  const closed = prices.some((price) => price !== null && price > MAX_PRICE);
  return closed ? { closed, prices: prices.map(() => null) } : { closed, prices };
}
