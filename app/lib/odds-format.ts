/** The three ways fans read a decimal price; the server sends decimals only. */
import { decimalPriceText } from "../../shared/odds-price.ts";
import { defineMessages, type MessageDescriptor } from "./i18n.tsx";

export type OddsFormat = "decimal" | "fractional" | "american";
export const ODDS_FORMATS = ["decimal", "fractional", "american"] as const;
export const ODDS_MARKETS = ["1x2", "odd-even", "two-way", "last-team-to-score"] as const;
/** Each format's name with an example price, as a select offers them. */
export const ODDS_FORMAT_LABELS: Record<OddsFormat, MessageDescriptor> = defineMessages({
  decimal: {
    id: "odds.format.decimal",
    defaultMessage: "Decimal (2.50)",
    description: "Odds format, with an example price; keep the example as it is",
  },
  fractional: {
    id: "odds.format.fractional",
    defaultMessage: "Fractional (3/2)",
    description: "Odds format (British), with an example price; keep the example as it is",
  },
  american: {
    id: "odds.format.american",
    defaultMessage: "American (+150)",
    description: "Odds format (moneyline), with an example price; keep the example as it is",
  },
});

/** Largest common divisor, for reducing fractions. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * "6/4", "10/11": the closest fraction with a denominator up to 20 (bookmaker style); a short price
 * is one to the stake it takes to win one, as books print them: 1.04 is "1/25", 1.001 "1/1000".
 */
export function fractionalOf(decimal: number): string {
  const profit = decimal - 1;
  if (profit < 0.05) return `1/${Math.round(1 / profit)}`;
  let best = { numerator: Math.round(profit), denominator: 1, error: Math.abs(profit - Math.round(profit)) };
  for (let denominator = 2; denominator <= 20; denominator += 1) {
    const numerator = Math.round(profit * denominator);
    const error = Math.abs(profit - numerator / denominator);
    if (numerator > 0 && error < best.error - 1e-12) best = { numerator, denominator, error };
  }
  const divisor = gcd(best.numerator, best.denominator);
  return `${best.numerator / divisor}/${best.denominator / divisor}`;
}

/** "+150" for an outsider (decimal ≥ 2), "-200" for a favourite. */
export function americanOf(decimal: number): string {
  if (decimal >= 2) return `+${Math.round((decimal - 1) * 100)}`;
  return `-${Math.round(100 / (decimal - 1))}`;
}

export function formatPrice(decimal: number | null, format: OddsFormat): string {
  if (decimal === null) return "–";
  if (format === "fractional") return fractionalOf(decimal);
  if (format === "american") return americanOf(decimal);
  return decimalPriceText(decimal);
}
