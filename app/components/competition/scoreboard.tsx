import { useMemo } from "react";
import { useFavourites } from "../../lib/favourites.ts";
import type { CompetitionFixtures } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";
import { CompetitionGroup } from "./competition-group.tsx";

/** The day's matches: the visitor's teams first, then their competitions, then the rest in order. */
export function Scoreboard({
  fixtures,
  serverFavourites,
}: {
  fixtures: CompetitionFixtures[];
  serverFavourites: string;
}) {
  const favourites = useFavourites(serverFavourites);
  const { pinned, yourTeams } = useMemo(() => {
    const favouriteCompetitions = new Set(favourites.competitions);
    const favouriteTeams = new Set(favourites.teams);
    const first = fixtures.filter((group) => favouriteCompetitions.has(group.competition.id));
    const rest = fixtures.filter((group) => !favouriteCompetitions.has(group.competition.id));
    const teamMatches = fixtures.flatMap((group) =>
      group.matches.filter((match) => favouriteTeams.has(match.home.id) || favouriteTeams.has(match.away.id)),
    );
    return { pinned: [...first, ...rest], yourTeams: teamMatches };
  }, [fixtures, favourites.competitions, favourites.teams]);

  return (
    <div className="space-y-3">
      {yourTeams.length > 0 ? (
        <section
          className="overflow-hidden rounded-xl border border-amber-400/50 bg-surface"
          aria-label="Your teams"
        >
          <h2 className="border-b border-line bg-raised px-3 py-2 text-xs font-semibold">★ Your teams</h2>
          <ul className="divide-y divide-line">
            {yourTeams.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </ul>
        </section>
      ) : null}
      {pinned.map((group) => (
        <CompetitionGroup key={group.competition.id} fixtures={group} serverFavourites={serverFavourites} />
      ))}
    </div>
  );
}
