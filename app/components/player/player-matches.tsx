import { Link } from "react-router";
import type { PlayerMark } from "../../../server/sports/queries/centre.ts";
import type { MatchView } from "../../lib/sports-view.ts";
import { shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import { MarkIcons } from "../match/mark-icons.tsx";
import { RatingBadge } from "../match/rating-badge.tsx";

export type PlayedMatch = {
  match: MatchView;
  competition: string | null;
  started: boolean | null;
  minutes: number | null;
  marks: PlayerMark[];
  rating: number | null;
};

const scoreOf = (match: MatchView) =>
  match.homeScore === null ? "v" : `${match.homeScore}–${match.awayScore}`;

/** The latest matches the player played: score, whether they started and for how long, what they did, their rating. */
export function PlayerMatches({ matches }: { matches: PlayedMatch[] }) {
  const timeZone = useTimeZone();
  if (matches.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-muted">No matches played yet.</p>;
  return (
    <ul className="divide-y divide-line">
      {matches.map(({ match, competition, started, minutes, marks, rating }) => (
        <li
          key={match.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          data-match={match.id}
        >
          <span className="w-14 shrink-0 text-xs text-muted tabular-nums">
            {shortDate(match.kickoffAt, timeZone)}
            {match.status === "live" ? <span className="block font-semibold text-live">Live</span> : null}
          </span>
          <span className="min-w-0 flex-1">
            <Link to={`/match/${match.id}`} className="block truncate font-medium hover:underline">
              {match.home.name} {scoreOf(match)} {match.away.name}
            </Link>
            {competition ? <span className="block truncate text-xs text-muted">{competition}</span> : null}
          </span>
          <span className="flex flex-wrap items-center gap-1.5">
            {started === null ? null : (
              <span className="text-xs text-muted">
                {started ? "Started" : "Substitute"}
                {minutes !== null && minutes > 0 ? `, ${minutes}′` : ""}
              </span>
            )}
            <MarkIcons marks={marks} />
          </span>
          <RatingBadge rating={rating} />
        </li>
      ))}
    </ul>
  );
}
