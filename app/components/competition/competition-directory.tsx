import { Link } from "react-router";
import { countryName } from "../../../shared/country-names.ts";
import { collatorOf } from "../../../shared/i18n/collation.ts";
import { type AnyLocale, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { CompetitionView } from "../../lib/sports-view.ts";
import { CountryName } from "./country-flag.tsx";

const m = defineMessages({
  league: { id: "competition.kind.league", defaultMessage: "League", description: "A competition's format" },
  cup: { id: "competition.kind.cup", defaultMessage: "Cup", description: "A competition's format" },
  tournament: {
    id: "competition.kind.tournament",
    defaultMessage: "Tournament",
    description: "A competition's format (tennis)",
  },
});
const KINDS: Record<string, MessageDescriptor> = { league: m.league, cup: m.cup, tournament: m.tournament };

type Listed = CompetitionView & { tier?: number };

/**
 * Competitions grouped under their country (international ones first), in the given order (the
 * server's, by their names in the page's language); the countries in the alphabetical order of
 * `nameOf` (their names as the page shows them) in `locale`.
 */
export function groupByCountry<T extends Listed>(
  competitions: T[],
  nameOf: (country: NonNullable<CompetitionView["country"]>) => string = (country) => country.name,
  locale: AnyLocale = SOURCE_LOCALE,
) {
  const collator = collatorOf(locale);
  const byCountry = new Map<string, { country: CompetitionView["country"]; competitions: T[] }>();
  for (const competition of competitions) {
    const key = competition.country ? `c${competition.country.id}` : "world";
    const entry = byCountry.get(key) ?? { country: competition.country, competitions: [] };
    entry.competitions.push(competition);
    byCountry.set(key, entry);
  }
  return [...byCountry.values()].sort((a, b) =>
    a.country && b.country ? collator.compare(nameOf(a.country), nameOf(b.country)) : a.country ? 1 : -1,
  );
}

/** `groupByCountry` in the page's language. */
export function useCountryGroups<T extends Listed>(competitions: T[]) {
  const t = useT();
  return groupByCountry(competitions, (country) => countryName(country, t), t.locale);
}

/** The full list of competitions by country, as on /league. */
export function CompetitionDirectory({ competitions }: { competitions: Listed[] }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {useCountryGroups(competitions).map(({ country, competitions: list }) => (
        <section key={country?.id ?? "world"} className="rounded-xl border border-line bg-surface">
          <h2 className="flex items-center gap-2 border-b border-line px-3 py-2 text-sm font-semibold">
            <CountryName country={country} />
          </h2>
          <ul className="divide-y divide-line">
            {list.map((competition) => {
              const kind = KINDS[competition.kind];
              return (
                <li key={competition.id}>
                  <Link
                    to={`/league/${competition.id}`}
                    className="flex items-center justify-between px-3 py-2 text-sm hover:bg-raised"
                  >
                    {competition.name}
                    <span className="text-xs text-muted">{kind ? t(kind) : competition.kind}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
