import { useMemo } from "react";
import { Link } from "react-router";
import { useFavourites } from "../../lib/favourites.ts";
import type { CompetitionFixtures } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { CompetitionGroup } from "./competition-group.tsx";
import { scoreboardOrder } from "./scoreboard-order.ts";

/**
 * The day's matches: the visitor's matches (starred, or of their teams) first, then their
 * competitions, then the rest in order. `mine` keeps only what they follow.
 */
export function Scoreboard({
  fixtures,
  serverFavourites,
  mine = false,
  everyMatchHref = "/",
}: {
  fixtures: CompetitionFixtures[];
  serverFavourites: string;
  mine?: boolean;
  /** Where "Show every match" leads when `mine` finds nothing. */
  everyMatchHref?: string;
}) {
  const favourites = useFavourites(serverFavourites);
  const { pinned, yours } = useMemo(
    () => scoreboardOrder(fixtures, favourites, mine),
    [fixtures, favourites, mine],
  );

  if (mine && pinned.length === 0) {
    return (
      <EmptyState title="None of your matches on this day" icon="star">
        Star teams, competitions or matches (☆) and they appear here.{" "}
        <Link to={everyMatchHref} className="font-semibold text-accent underline">
          Show every match
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-2">
      {yours.length > 0 ? (
        <section
          className="overflow-hidden rounded-xl border border-amber-400/50 bg-surface"
          aria-labelledby="your-matches"
        >
          <h2 id="your-matches" className="border-b border-line bg-raised px-3 py-2 text-xs font-semibold">
            <span aria-hidden>★ </span>Your matches
          </h2>
          <ul className="divide-y divide-line">
            {yours.map((match) => (
              <MatchRow key={match.id} match={match} favourites={serverFavourites} />
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
