import { Link } from "react-router";
import { countryName } from "../../../shared/country-names.ts";
import { useT } from "../../lib/i18n.tsx";
import type { CountryView } from "../../lib/sports-view.ts";
import { scoresMessages } from "./scores-messages.ts";

const FLAG_CODE = /^[A-Z]{2}(-[A-Z]{2,3})?$/;

type Country = Pick<CountryView, "code" | "name">;

/** Names countries in the page's language. */
export function useCountryName(): (country: Country) => string {
  const t = useT();
  return (country) => countryName(country, t);
}

/** The country's flag, or a globe for international competitions. */
export function CountryFlag({ country }: { country: Country | null }) {
  const t = useT();
  if (!country || !FLAG_CODE.test(country.code)) {
    return (
      <svg
        role="img"
        aria-label={country ? countryName(country, t) : t(scoresMessages.international)}
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
      alt={countryName(country, t)}
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
          {countryName(country, t)}
        </Link>
      ) : (
        t(scoresMessages.international)
      )}
    </>
  );
}
