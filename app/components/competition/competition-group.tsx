import { Link } from "react-router";
import type { CompetitionFixtures } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";
import { CountryFlag } from "./country-flag.tsx";
import { FavouriteStar } from "./favourite-star.tsx";

/** A competition's header (flag, country, name, star) over its matches of the day. */
export function CompetitionGroup({
  fixtures,
  serverFavourites,
}: {
  fixtures: CompetitionFixtures;
  serverFavourites?: string;
}) {
  const { competition, matches } = fixtures;
  return (
    <section
      className="overflow-hidden rounded-xl border border-line bg-surface"
      data-competition-id={competition.id}
      aria-labelledby={`competition-${competition.id}`}
    >
      <header className="flex items-center gap-2 border-b border-line bg-raised px-3 py-2">
        <CountryFlag country={competition.country} />
        <h2 id={`competition-${competition.id}`} className="min-w-0 flex-1 truncate text-xs">
          <span className="uppercase text-muted">{competition.country?.name ?? "World"}: </span>
          <Link to={`/league/${competition.id}`} className="font-semibold hover:underline">
            {competition.name}
          </Link>
        </h2>
        <FavouriteStar
          kind="competitions"
          id={competition.id}
          name={competition.name}
          serverFavourites={serverFavourites}
        />
      </header>
      <ul className="divide-y divide-line">
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} favourites={serverFavourites ?? ""} />
        ))}
      </ul>
    </section>
  );
}
