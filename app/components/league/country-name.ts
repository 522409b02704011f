import { countryName as nameIn } from "../../../shared/country-names.ts";
import { SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  international: {
    id: "country.international",
    defaultMessage: "International",
    description: "In place of a country, for a competition between countries' clubs or national teams",
  },
});
export const INTERNATIONAL = m.international;

/** A country's name in the page's language (shared/country-names.ts); English sources before any page was drawn. */
export function countryName(
  country: { code: string; name: string },
  t: Translator = translatorFor(SOURCE_LOCALE),
): string {
  return nameIn(country, t);
}

/** `countryName` bound to the page's language; "International" for none. */
export function useCountryName(): (country: { code: string; name: string } | null) => string {
  const t = useT();
  return (country) => (country ? countryName(country, t) : t(INTERNATIONAL));
}
