import { type AnyLocale, intlLocaleOf } from "./i18n/locales.ts";

/** Decimal places of a currency's minor unit per ISO 4217 (JPY 0, EUR 2, KWD 3), as ICU knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

// English keeps the plain "en" formats it always had ("$49.90", not the British "US$49.90").
export const moneyTag = (locale: AnyLocale | undefined) =>
  !locale || locale === "en" ? "en" : intlLocaleOf(locale);

/**
 * A price kept in minor units, shown the currency's way: 499 EUR -> "€4.99", 500 JPY -> "¥500";
 * in a language when given one (499 EUR in German -> "4,99 €"). Pages and e-mails share it.
 */
export function formatMoney(minor: number, currency: string, locale?: AnyLocale): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(moneyTag(locale), {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
