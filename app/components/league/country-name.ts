import { type AnyLocale, intlLocaleOf, PSEUDO_LOCALE, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, translatorFor, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  international: {
    id: "country.international",
    defaultMessage: "International",
    description: "In place of a country, for a competition between countries' clubs or national teams",
  },
  england: { id: "country.name.gb-eng", defaultMessage: "England" },
  scotland: { id: "country.name.gb-sct", defaultMessage: "Scotland" },
  wales: { id: "country.name.gb-wls", defaultMessage: "Wales" },
  northernIreland: { id: "country.name.gb-nir", defaultMessage: "Northern Ireland" },
});
export const INTERNATIONAL = m.international;

/** Football's home nations, which have no ISO 3166-1 code of their own (and so no name in Intl). */
const SUBDIVISIONS: Record<string, MessageDescriptor> = {
  "GB-ENG": m.england,
  "GB-SCT": m.scotland,
  "GB-WLS": m.wales,
  "GB-NIR": m.northernIreland,
};

const REGION = /^([A-Z]{2}|\d{3})$/;
const regionNames = new Map<AnyLocale, Intl.DisplayNames | null>();

function regionNamesIn(locale: AnyLocale): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intlLocaleOf(locale)], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return regionNames.get(locale) ?? null;
}

/**
 * A country's name in the page's language, from its ISO code; the stored name (written in English)
 * in English and wherever the code names no country Intl knows.
 */
export function countryName(
  country: { code: string; name: string },
  t: Translator = translatorFor(SOURCE_LOCALE),
): string {
  if (t.locale === SOURCE_LOCALE || t.locale === PSEUDO_LOCALE) return country.name;
  const code = country.code.toUpperCase();
  const subdivision = SUBDIVISIONS[code];
  if (subdivision) return t(subdivision);
  if (!REGION.test(code)) return country.name;
  try {
    return regionNamesIn(t.locale)?.of(code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** `countryName` bound to the page's language; "International" for none. */
export function useCountryName(): (country: { code: string; name: string } | null) => string {
  const t = useT();
  return (country) => (country ? countryName(country, t) : t(m.international));
}
