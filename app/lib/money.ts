/** Decimal places of a currency's minor unit (JPY 0, EUR 2, KWD 3), as the browser's ICU knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

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

/** Instants on billing pages: one fixed zone, so the server's HTML and the browser's agree. */
export const formatInstant = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;
