import { minorDigits } from "../../shared/money.ts";

export { minorDigits };

/** A price kept in minor units, shown the currency's way: 499 EUR -> "€4.99", 500 JPY -> "¥500". */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** What a plan's price buys: "per month", "per year", "for 1 day". */
export function periodLabel(interval: "month" | "year" | "pass", count: number): string {
  if (interval === "pass") return `for ${count} ${count === 1 ? "day" : "days"}`;
  return count === 1 ? `per ${interval}` : `every ${count} ${interval}s`;
}

/** A minor-unit amount as staff type it: 499 EUR -> "4.99", 980 JPY -> "980". */
export function toMajorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * A price typed in the currency's major unit ("4.99", "4,99", "1 250.5") in minor units, or why
 * not: more decimals than the currency has, or not a price at all.
 */
export function parseMajorUnits(
  typed: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  const digits = minorDigits(currency);
  const text = typed.trim().replace(/[\s\u00a0']/g, "");
  // One decimal mark, a dot or a comma; anything else is not a price.
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) {
    return { ok: false, message: `Enter the price as a number, like ${digits === 0 ? "500" : "4.99"}.` };
  }
  const [, whole, fraction = ""] = match;
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `${currency} has no decimals: enter a whole number.`
          : `${currency} has ${digits} decimal places at most.`,
    };
  }
  return { ok: true, minor: Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || 0) };
}

/** Every ISO 4217 currency the runtime knows, as a choice: "EUR · Euro". */
export function currencyChoices(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

/** "20%", "7.7%": a VAT rate as configured (VAT_RATE, a percentage). */
const ratePercent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * The VAT inside a price that includes it, in minor units: gross × rate / (100% + rate), rounded
 * half up. Worked in basis points and whole minor units, so no float ever reaches the amount.
 */
export function includedVat(gross: number, rate: number): number {
  const points = Math.round(rate * 100);
  return Math.floor((2 * gross * points + 10_000 + points) / (2 * (10_000 + points)));
}

/** "Includes VAT (20%): £1.67", the one line the pricing page and receipts both print. */
export function includedVatLine(gross: number, currency: string, rate: number): string {
  return `Includes VAT (${ratePercent(rate)}): ${formatMoney(includedVat(gross, rate), currency)}`;
}
