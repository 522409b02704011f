import { Link } from "react-router";
import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { CountryView } from "../../lib/sports-view.ts";
import { scoresMessages } from "./scores-messages.ts";

const FLAG_CODE = /^[A-Z]{2}(-[A-Z]{2,3})?$/;

// The home nations play as countries but are no ISO region, so Intl cannot name them.
const m = defineMessages({
  england: { id: "competition.country.gb-eng", defaultMessage: "England" },
  scotland: { id: "competition.country.gb-sct", defaultMessage: "Scotland" },
  wales: { id: "competition.country.gb-wls", defaultMessage: "Wales" },
  northernIreland: { id: "competition.country.gb-nir", defaultMessage: "Northern Ireland" },
});
const HOME_NATIONS: Record<string, MessageDescriptor> = {
  "GB-ENG": m.england,
  "GB-SCT": m.scotland,
  "GB-WLS": m.wales,
  "GB-NIR": m.northernIreland,
};

const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(locale: AnyLocale): Intl.DisplayNames | null {
  const tag = intlLocaleOf(locale);
  if (!regionNames.has(tag)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(tag, { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    regionNames.set(tag, names);
  }
  return regionNames.get(tag) ?? null;
}

type Country = Pick<CountryView, "code" | "name">;

/**
 * A country's name in the page's language: Intl's name of its ISO region, the home nations from the
 * catalogue, else the stored name. English pages keep the stored name (the catalogue's source).
 */
export function countryNameIn(country: Country, t: Translator): string {
  if (intlLocaleOf(t.locale) === intlLocaleOf("en")) return country.name;
  const nation = HOME_NATIONS[country.code];
  if (nation) return t(nation);
  if (!/^[A-Z]{2}$/.test(country.code)) return country.name;
  return regionNamesIn(t.locale)?.of(country.code) ?? country.name;
}

/** Names countries in the page's language. */
export function useCountryName(): (country: Country) => string {
  const t = useT();
  return (country) => countryNameIn(country, t);
}

/** The country's flag, or a globe for international competitions. */
export function CountryFlag({ country }: { country: Country | null }) {
  const t = useT();
  if (!country || !FLAG_CODE.test(country.code)) {
    return (
      <svg
        role="img"
        aria-label={country ? countryNameIn(country, t) : t(scoresMessages.international)}
        viewBox="0 0 24 24"
        className="inline-block h-4 w-5 shrink-0 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
      </svg>
    );
  }
  return (
    <img
      src={`/flags/${country.code.toLowerCase()}.svg`}
      alt={countryNameIn(country, t)}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className="inline-block h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-black/10"
    />
  );
}

/** A country's flag and its name, linking to its competitions; the globe and "International" for none. */
export function CountryName({ country }: { country: (Country & { id: number }) | null }) {
  const t = useT();
  return (
    <>
      <CountryFlag country={country} />
      {country ? (
        <Link to={`/country/${country.id}/league`} className="hover:underline">
          {countryNameIn(country, t)}
        </Link>
      ) : (
        t(scoresMessages.international)
      )}
    </>
  );
}
