/** Fair probabilities to bookmaker prices; how fans read them is app/lib/odds-format.ts. */
import { SHORT_PRICE } from "../../../shared/odds-price.ts";

/**
 * The shortest price we print, as books print in play: a selection nearly certain to win pays a
 * thousandth. Prices under SHORT_PRICE go in thousandths, so a 98 % chance reads 1.015, not 1.01.
 */
export const MIN_PRICE = 1.001;
/**
 * The longest price we print. Past it a selection has under 1% left (with the margin),
 * which is a market already decided, not one to bet on: it closes instead.
 */
export const MAX_PRICE = 101;

/**
 * The implied probability of each selection, summing to 1 + margin, by the power method: each
 * fair chance is raised to one exponent k < 1 (found by bisection), so a long price gives up more
 * of its value than a short one, as books lay their margin, and every implied chance stays at or
 * above its fair one. Spread in proportion instead, the favourite of a lopsided market took most
 * of the margin and sat on the floor (docs/decisions/073-odds-margin-power-method.md). Selections
 * that cannot win (0) stay 0.
 */
export function impliedProbabilities(probabilities: readonly number[], margin: number): number[] {
  if (margin <= 0) return [...probabilities];
  const live = probabilities.filter((p) => p > 0);
  // One selection left: it is certain, and there is nothing to lay a margin against.
  if (live.length < 2) return probabilities.map((p) => (p > 0 ? 1 : 0));
  const target = 1 + margin;
  const sumAt = (k: number) => live.reduce((sum, p) => sum + p ** k, 0);
  // Σ p^k falls from the number of selections (k → 0) to Σ p (k = 1), so one k meets the target.
  let [low, high] = [0, 1];
  for (let step = 0; step < 60; step += 1) {
    const k = (low + high) / 2;
    if (sumAt(k) > target) low = k;
    else high = k;
  }
  const k = (low + high) / 2;
  return probabilities.map((p) => (p > 0 ? p ** k : 0));
}

/**
 * The price of an implied chance on the ladder (thousandths under SHORT_PRICE, hundredths above),
 * rounded to the nearer step but never past the fair price: no selection pays more than it is worth.
 */
export function priceOnLadder(implied: number, fair: number): number {
  const step = 1 / implied < SHORT_PRICE ? 1000 : 100;
  const nearest = Math.round((1 / implied) * step) / step;
  const fairCap = Math.floor((1 / fair) * step + 1e-9) / step;
  return Math.max(MIN_PRICE, Math.min(nearest, fairCap));
}

export type MarketPrices = { closed: boolean; prices: Array<number | null> };

/**
 * A market's prices, or none at all when it is all but decided: a selection that can still win
 * would pay more than MAX_PRICE, or one is so near certain its fair price is under MIN_PRICE (no
 * price could be fair). Selections that cannot win (no goal once one is in) have no price either way.
 */
export function marketPrices(probabilities: readonly number[], margin: number): MarketPrices {
  const implied = impliedProbabilities(probabilities, margin);
  const decided = probabilities.some((p) => p > 0 && 1 / p < MIN_PRICE);
  const prices = probabilities.map((p, i) => (p > 0 ? priceOnLadder(implied[i]!, p) : null));
  const closed = decided || prices.some((price) => price !== null && price > MAX_PRICE);
  return closed ? { closed, prices: prices.map(() => null) } : { closed, prices };
}
