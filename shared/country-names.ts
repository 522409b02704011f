import { type AnyLocale, intlLocaleOf, PSEUDO_LOCALE, SOURCE_LOCALE } from "./i18n/locales.ts";
import { defineMessages, type MessageDescriptor, type Translator } from "./i18n/messages.ts";

// A country's name in a reader's language: one rule for the pages, the share cards and the order
// a day's competitions are listed in.

// The home nations play as countries but are no ISO region, so Intl cannot name them.
const m = defineMessages({
  england: { id: "competition.country.gb-eng", defaultMessage: "England" },
  scotland: { id: "competition.country.gb-sct", defaultMessage: "Scotland" },
  wales: { id: "competition.country.gb-wls", defaultMessage: "Wales" },
  northernIreland: { id: "competition.country.gb-nir", defaultMessage: "Northern Ireland" },
});

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
 * A country's name in `t`'s language, from its ISO code (CLDR, through Intl) or, for the home
 * nations, the catalogue; the stored name (written in English) in English and wherever the code
 * names no country Intl knows.
 */
export function countryName(country: { code: string; name: string }, t: Translator): string {
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
