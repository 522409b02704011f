import { useMemo } from "react";
import { Link } from "react-router";
import { useFavourites } from "../../lib/favourites.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { CompetitionFixtures } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { CompetitionGroup } from "./competition-group.tsx";
import { scoreboardOrder } from "./scoreboard-order.ts";

const m = defineMessages({
  noneOfYours: {
    id: "competition.scoreboard.none-of-yours",
    defaultMessage: "None of your matches on this day",
    description: "The My matches filter found nothing on the chosen day",
  },
  howToStar: {
    id: "competition.scoreboard.how-to-star",
    defaultMessage:
      "Star teams, competitions or matches (☆) and they appear here. <link>Show every match</link>",
    description: "Under an empty My matches list; the link shows the day's matches unfiltered",
  },
  yours: {
    id: "competition.scoreboard.yours",
    defaultMessage: "Your matches",
    description: "Heading of the visitor's followed matches, above the competitions",
  },
});

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
  const t = useT();
  const favourites = useFavourites(serverFavourites);
  const { pinned, yours } = useMemo(
    () => scoreboardOrder(fixtures, favourites, mine),
    [fixtures, favourites, mine],
  );

  if (mine && pinned.length === 0) {
    return (
      <EmptyState title={t(m.noneOfYours)} icon="star">
        {t.rich(m.howToStar, {
          link: (chunks) => (
            <Link key="every" to={everyMatchHref} className="font-semibold text-accent underline">
              {chunks}
            </Link>
          ),
        })}
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
            <span aria-hidden>★ </span>
            {t(m.yours)}
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
