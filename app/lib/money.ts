import type { AnyLocale } from "../../shared/i18n/locales.ts";
import type { Translator } from "../../shared/i18n/messages.ts";
import { formatMoney, minorDigits, moneyTag } from "../../shared/money.ts";
import { defineMessages, translatorFor } from "./i18n.tsx";

export { formatMoney, minorDigits };

const m = defineMessages({
  perMonth: {
    id: "billing.period.month",
    defaultMessage: "{count, plural, one {per month} other {every # months}}",
    description: "What a plan's price buys: one month, or a number of months",
  },
  perYear: {
    id: "billing.period.year",
    defaultMessage: "{count, plural, one {per year} other {every # years}}",
    description: "What a plan's price buys: one year, or a number of years",
  },
  pass: {
    id: "billing.period.pass",
    defaultMessage: "{count, plural, one {for # day} other {for # days}}",
    description: "What a pass's price buys: access for a number of days, never renewed",
  },
  vatLine: {
    id: "billing.vat.included",
    defaultMessage: "Includes VAT ({rate}): {amount}",
    description: "Under a price: the VAT it contains. {rate} is a percentage (20%), {amount} a sum of money",
  },
});

/** What a plan's price buys: "per month", "per year", "for 1 day"; in `t`'s language when given. */
export function periodLabel(
  interval: "month" | "year" | "pass",
  count: number,
  t: Translator = translatorFor("en"),
): string {
  const message = interval === "pass" ? m.pass : interval === "year" ? m.perYear : m.perMonth;
  return t(message, { count });
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

/** "20%", "7.7%": a VAT rate as configured (VAT_RATE, a percentage), in the language's way ("20 %"). */
const ratePercent = (rate: number, locale: AnyLocale) =>
  new Intl.NumberFormat(moneyTag(locale), { style: "percent", maximumFractionDigits: 2 }).format(
    Number(rate.toFixed(2)) / 100,
  );

/**
 * The VAT inside a price that includes it, in minor units: gross × rate / (100% + rate), rounded
 * half up. Worked in basis points and whole minor units, so no float ever reaches the amount.
 */
export function includedVat(gross: number, rate: number): number {
  const points = Math.round(rate * 100);
  return Math.floor((2 * gross * points + 10_000 + points) / (2 * (10_000 + points)));
}

/**
 * "Includes VAT (20%): £1.67", the one line the pricing page and receipts both print; in `t`'s
 * language when given.
 */
export function includedVatLine(
  gross: number,
  currency: string,
  rate: number,
  t: Translator = translatorFor("en"),
): string {
  return t(m.vatLine, {
    rate: ratePercent(rate, t.locale),
    amount: formatMoney(includedVat(gross, rate), currency, t.locale),
  });
}
