import { Link } from "react-router";
import { countryName } from "../../../shared/country-names.ts";
import { useCollapsedCompetition } from "../../lib/collapsed-competitions.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { CompetitionFixtures } from "../../lib/sports-view.ts";
import { MatchRow } from "../match/match-row.tsx";
import { CountryFlag } from "./country-flag.tsx";
import { FavouriteStar } from "./favourite-star.tsx";

const m = defineMessages({
  country: {
    id: "competition.group.country",
    defaultMessage: "{country}:",
    description: "Before a competition's name in its header: its country",
  },
  world: {
    id: "competition.group.world",
    defaultMessage: "World",
    description: "In place of a country before an international competition's name",
  },
  fold: {
    id: "competition.group.fold",
    defaultMessage: "{competition} matches",
    description: "Accessible name of the button that folds a competition's matches away",
  },
});

/** A competition's header (flag, country, name, fold, star) over its matches of the day; folding is remembered. */
export function CompetitionGroup({
  fixtures,
  serverFavourites,
}: {
  fixtures: CompetitionFixtures;
  serverFavourites?: string;
}) {
  const { competition, matches } = fixtures;
  const [collapsed, setCollapsed] = useCollapsedCompetition(competition.id);
  const listId = `competition-${competition.id}-matches`;
  const t = useT();
  return (
    <section
      className="overflow-hidden rounded-xl border border-line bg-surface"
      data-competition-id={competition.id}
      aria-labelledby={`competition-${competition.id}`}
    >
      <header
        className={`flex items-center gap-2 bg-raised px-3 py-1 ${collapsed ? "" : "border-b border-line"}`}
      >
        <CountryFlag country={competition.country} />
        <h2 id={`competition-${competition.id}`} className="min-w-0 flex-1 truncate text-xs">
          <span className="uppercase text-muted">
            {t(m.country, {
              country: competition.country ? countryName(competition.country, t) : t(m.world),
            })}
          </span>{" "}
          <Link to={`/league/${competition.id}`} className="font-semibold hover:underline">
            {competition.name}
          </Link>
        </h2>
        {collapsed ? (
          <span className="shrink-0 text-xs text-muted tabular-nums">{matches.length}</span>
        ) : null}
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={t(m.fold, { competition: competition.name })}
          onClick={() => setCollapsed(!collapsed)}
          className="-my-1 grid h-6 w-6 shrink-0 place-items-center rounded-full text-muted hover:bg-line hover:text-fg"
        >
          <svg
            aria-hidden
            viewBox="0 0 16 16"
            className={`h-4 w-4 transition-transform ${collapsed ? "-rotate-90 rtl:rotate-90" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m4 6 4 4 4-4" />
          </svg>
        </button>
        <FavouriteStar
          kind="competitions"
          id={competition.id}
          name={competition.name}
          serverFavourites={serverFavourites}
        />
      </header>
      <ul id={listId} hidden={collapsed} className="divide-y divide-line">
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} favourites={serverFavourites ?? ""} />
        ))}
      </ul>
    </section>
  );
}
