/**
 * The price ladder both sides read: under SHORT_PRICE a price steps by thousandths (a 98 % chance
 * pays 1.015, not the floor), from it by hundredths.
 */
export const SHORT_PRICE = 1.1;

/** A decimal price as printed: "2.50", "1.015", "1.05" (a thousandth of 0 is not shown). */
export function decimalPriceText(price: number): string {
  if (price >= SHORT_PRICE) return price.toFixed(2);
  const thousandths = price.toFixed(3);
  return thousandths.endsWith("0") ? price.toFixed(2) : thousandths;
}
