import { Link } from "react-router";
import type { MatchView } from "../../lib/sports-view.ts";
import { shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";

type Line = { points: number; rebounds: number; assists: number };
export type BasketballSeasonView = Line & {
  games: number;
  perGame: Line;
  recent: Array<Line & { match: MatchView }>;
};

const AVERAGES = [
  { key: "points", short: "PPG", long: "Points per game" },
  { key: "rebounds", short: "RPG", long: "Rebounds per game" },
  { key: "assists", short: "APG", long: "Assists per game" },
] as const;

/** A basketball player's season from the box scores: games, averages and the latest lines. */
export function BasketballSeason({ season }: { season: BasketballSeasonView }) {
  const timeZone = useTimeZone();
  if (season.games === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">No games played yet this season.</p>;
  }
  return (
    <>
      <dl className="grid grid-cols-4 divide-x divide-line text-center" data-basketball-season>
        <div className="px-2 py-3">
          <dt className="text-[11px] uppercase text-muted">Games</dt>
          <dd className="text-lg font-bold tabular-nums">{season.games}</dd>
        </div>
        {AVERAGES.map(({ key, short, long }) => (
          <div key={key} className="px-2 py-3">
            <dt className="text-[11px] uppercase text-muted">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </dt>
            <dd className="text-lg font-bold tabular-nums" data-stat={key}>
              {season.perGame[key].toFixed(1)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-line border-t border-line" aria-label="Latest games">
        {season.recent.map(({ match, points, rebounds, assists }) => (
          <li key={match.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="w-14 shrink-0 text-xs text-muted tabular-nums">
              {shortDate(match.kickoffAt, timeZone)}
            </span>
            <Link to={`/match/${match.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
              {match.home.name} {match.homeScore ?? ""}–{match.awayScore ?? ""} {match.away.name}
            </Link>
            <span className="shrink-0 text-xs tabular-nums text-muted">
              {points} pts · {rebounds} reb · {assists} ast
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
