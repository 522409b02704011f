import { Link } from "react-router";
import type { CountryView } from "../../lib/sports-view.ts";
import { CountryFlag, useCountryName } from "./country-flag.tsx";

/** Every country with a link to its leagues or its teams. */
export function CountryList({
  countries,
  target,
}: {
  countries: (CountryView & { competitions: number })[];
  target: "league" | "team";
}) {
  const nameOf = useCountryName();
  return (
    <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {countries.map((country) => (
        <li key={country.id} className="bg-surface">
          <Link
            to={`/country/${country.id}/${target}`}
            className="flex items-center gap-2 px-3 py-2.5 text-sm hover:bg-raised"
          >
            <CountryFlag country={country} />
            <span className="flex-1 truncate font-medium">{nameOf(country)}</span>
            {target === "league" ? <span className="text-xs text-muted">{country.competitions}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
