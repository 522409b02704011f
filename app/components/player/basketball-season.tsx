import { Link } from "react-router";
import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { MatchView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";

type Line = { points: number; rebounds: number; assists: number };
export type BasketballSeasonView = Line & {
  games: number;
  perGame: Line;
  recent: Array<Line & { match: MatchView }>;
};

const m = defineMessages({
  empty: { id: "player.basketball.empty", defaultMessage: "No games played yet this season." },
  games: { id: "player.basketball.games", defaultMessage: "Games", description: "Basketball games played" },
  points: { id: "player.basketball.points-per-game", defaultMessage: "Points per game" },
  pointsShort: {
    id: "player.basketball.points-per-game.short",
    defaultMessage: "PPG",
    description: "Basketball abbreviation: points per game",
  },
  rebounds: { id: "player.basketball.rebounds-per-game", defaultMessage: "Rebounds per game" },
  reboundsShort: {
    id: "player.basketball.rebounds-per-game.short",
    defaultMessage: "RPG",
    description: "Basketball abbreviation: rebounds per game",
  },
  assists: { id: "player.basketball.assists-per-game", defaultMessage: "Assists per game" },
  assistsShort: {
    id: "player.basketball.assists-per-game.short",
    defaultMessage: "APG",
    description: "Basketball abbreviation: assists per game",
  },
  latest: { id: "player.basketball.latest", defaultMessage: "Latest games" },
  line: {
    id: "player.basketball.line",
    defaultMessage: "{points} pts · {rebounds} reb · {assists} ast",
    description: "A player's points, rebounds and assists in one game, short",
  },
});

const AVERAGES = [
  { key: "points", short: m.pointsShort, long: m.points },
  { key: "rebounds", short: m.reboundsShort, long: m.rebounds },
  { key: "assists", short: m.assistsShort, long: m.assists },
] as const;

/** A basketball player's season from the box scores: games, averages and the latest lines. */
export function BasketballSeason({ season }: { season: BasketballSeasonView }) {
  const t = useT();
  const dates = useDates();
  if (season.games === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
  }
  const average = new Intl.NumberFormat(intlLocaleOf(t.locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <>
      <dl className="grid grid-cols-4 divide-x divide-line text-center" data-basketball-season>
        <div className="px-2 py-3">
          <dt className="text-[11px] uppercase text-muted">{t(m.games)}</dt>
          <dd className="text-lg font-bold tabular-nums">{season.games}</dd>
        </div>
        {AVERAGES.map(({ key, short, long }) => (
          <div key={key} className="px-2 py-3">
            <dt className="text-[11px] uppercase text-muted">
              <abbr title={t(long)} className="no-underline">
                {t(short)}
              </abbr>
            </dt>
            <dd className="text-lg font-bold tabular-nums" data-stat={key}>
              {average.format(season.perGame[key])}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-line border-t border-line" aria-label={t(m.latest)}>
        {season.recent.map(({ match, points, rebounds, assists }) => (
          <li key={match.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="w-14 shrink-0 text-xs text-muted tabular-nums">
              {dates.shortDate(match.kickoffAt)}
            </span>
            <Link to={`/match/${match.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
              {match.home.name} {/* The score reads home–away in every language. */}
              <span dir="ltr">
                {match.homeScore ?? ""}–{match.awayScore ?? ""}
              </span>{" "}
              {match.away.name}
            </Link>
            <span className="shrink-0 text-xs tabular-nums text-muted">
              {t(m.line, { points, rebounds, assists })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
