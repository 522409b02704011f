import { Link } from "react-router";
import { collatorOf } from "../../../shared/i18n/collation.ts";
import { useLocale } from "../../lib/i18n.tsx";
import type { CountryView } from "../../lib/sports-view.ts";
import { CountryFlag, useCountryName } from "./country-flag.tsx";

/**
 * Every country with a link to its leagues or its teams, in the alphabetical order of the names
 * the page shows (the server lists them by their stored English names).
 */
export function CountryList({
  countries,
  target,
}: {
  countries: (CountryView & { competitions: number })[];
  target: "league" | "team";
}) {
  const nameOf = useCountryName();
  const collator = collatorOf(useLocale());
  const named = countries
    .map((country) => ({ country, name: nameOf(country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {named.map(({ country, name }) => (
        <li key={country.id} className="bg-surface">
          <Link
            to={`/country/${country.id}/${target}`}
            className="flex items-center gap-2 px-3 py-2.5 text-sm hover:bg-raised"
          >
            <CountryFlag country={country} />
            <span className="flex-1 truncate font-medium">{name}</span>
            {target === "league" ? <span className="text-xs text-muted">{country.competitions}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
