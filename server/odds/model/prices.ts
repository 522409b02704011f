/** Fair probabilities to bookmaker prices; how fans read them is app/lib/odds-format.ts. */

/** Prices below this are not worth offering; the selection shows as nearly certain. */
export const MIN_PRICE = 1.01;

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
