import { Link } from "react-router";
import type { PlayerMark } from "../../../server/sports/queries/centre.ts";
import { glossary } from "../../lib/glossary.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { MatchView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";
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

const m = defineMessages({
  empty: { id: "player.matches.empty", defaultMessage: "No matches played yet." },
  versus: {
    id: "player.matches.versus",
    defaultMessage: "v",
    description: "Between two teams' names of a match not yet scored: Arsenal v Chelsea",
  },
  started: {
    id: "player.matches.started",
    defaultMessage: "Started",
    description: "The player was in the starting line-up",
  },
  startedFor: {
    id: "player.matches.started-for",
    defaultMessage: "Started, {minutes}′",
    description: "In the starting line-up and played this many minutes (′ is the minutes sign)",
  },
  substitute: {
    id: "player.matches.substitute",
    defaultMessage: "Substitute",
    description: "The player began on the bench",
  },
  substituteFor: {
    id: "player.matches.substitute-for",
    defaultMessage: "Substitute, {minutes}′",
    description: "Began on the bench and played this many minutes (′ is the minutes sign)",
  },
});

/** The latest matches the player played: score, whether they started and for how long, what they did, their rating. */
export function PlayerMatches({ matches }: { matches: PlayedMatch[] }) {
  const t = useT();
  const dates = useDates();
  if (matches.length === 0) return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
  return (
    <ul className="divide-y divide-line">
      {matches.map(({ match, competition, started, minutes, marks, rating }) => {
        const played = minutes !== null && minutes > 0;
        return (
          <li
            key={match.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
            data-match={match.id}
          >
            <span className="w-14 shrink-0 text-xs text-muted tabular-nums">
              {dates.shortDate(match.kickoffAt)}
              {match.status === "live" ? (
                <span className="block font-semibold text-live">{t(glossary.live)}</span>
              ) : null}
            </span>
            <span className="min-w-0 flex-1">
              <Link to={`/match/${match.id}`} className="block truncate font-medium hover:underline">
                {match.home.name}{" "}
                {match.homeScore === null ? (
                  t(m.versus)
                ) : (
                  // The score reads home–away in every language.
                  <span dir="ltr">
                    {match.homeScore}–{match.awayScore}
                  </span>
                )}{" "}
                {match.away.name}
              </Link>
              {competition ? <span className="block truncate text-xs text-muted">{competition}</span> : null}
            </span>
            <span className="flex flex-wrap items-center gap-1.5">
              {started === null ? null : (
                <span className="text-xs text-muted">
                  {started
                    ? played
                      ? t(m.startedFor, { minutes })
                      : t(m.started)
                    : played
                      ? t(m.substituteFor, { minutes })
                      : t(m.substitute)}
                </span>
              )}
              <MarkIcons marks={marks} />
            </span>
            <RatingBadge rating={rating} />
          </li>
        );
      })}
    </ul>
  );
}
