import { Link } from "react-router";
import type { CompetitionView } from "../../lib/sports-view.ts";
import { CountryName } from "./country-flag.tsx";

type Listed = CompetitionView & { tier?: number };

/** Competitions grouped under their country (international ones first), in the given order. */
export function groupByCountry<T extends Listed>(competitions: T[]) {
  const byCountry = new Map<string, { country: CompetitionView["country"]; competitions: T[] }>();
  for (const competition of competitions) {
    const key = competition.country ? `c${competition.country.id}` : "world";
    const entry = byCountry.get(key) ?? { country: competition.country, competitions: [] };
    entry.competitions.push(competition);
    byCountry.set(key, entry);
  }
  return [...byCountry.values()].sort((a, b) =>
    a.country && b.country ? a.country.name.localeCompare(b.country.name) : a.country ? 1 : -1,
  );
}

/** The full list of competitions by country, as on /league. */
export function CompetitionDirectory({ competitions }: { competitions: Listed[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {groupByCountry(competitions).map(({ country, competitions: list }) => (
        <section key={country?.id ?? "world"} className="rounded-xl border border-line bg-surface">
          <h2 className="flex items-center gap-2 border-b border-line px-3 py-2 text-sm font-semibold">
            <CountryName country={country} />
          </h2>
          <ul className="divide-y divide-line">
            {list.map((competition) => (
              <li key={competition.id}>
                <Link
                  to={`/league/${competition.id}`}
                  className="flex items-center justify-between px-3 py-2 text-sm hover:bg-raised"
                >
                  {competition.name}
                  <span className="text-xs capitalize text-muted">{competition.kind}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
