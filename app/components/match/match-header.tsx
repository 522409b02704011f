import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { useGoalHighlight, useLiveMatch } from "../../lib/live/use-live.ts";
import { hasScore, isLive, matchClock, winnerSide } from "../../lib/match-status.ts";
import type { CompetitionView, MatchView, TeamView } from "../../lib/sports-view.ts";
import { longKickoff } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import { CountryFlag } from "../competition/country-flag.tsx";
import { TeamCrest } from "../team/team-crest.tsx";

type Venue = { name: string; city: string | null } | null;

function Side({ team, strong }: { team: TeamView; strong: boolean }) {
  return (
    <Link to={`/team/${team.id}`} className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <TeamCrest team={team} size="lg" />
      <span
        className={`line-clamp-2 text-sm leading-tight sm:text-base ${strong ? "font-bold" : "font-semibold"}`}
      >
        {team.name}
      </span>
    </Link>
  );
}

/** Teams, score, clock, competition and round, local kickoff and venue. */
export function MatchHeader({
  match: initial,
  competition,
  venue,
  star,
  officials,
}: {
  match: MatchView;
  competition: CompetitionView;
  venue: Venue;
  /** Follows the match, in the top corner. */
  star?: ReactNode;
  officials?: { referee: string | null; attendance: number | null };
}) {
  const match = useLiveMatch(initial.id, initial);
  const goal = useGoalHighlight<HTMLParagraphElement>(match);
  const timeZone = useTimeZone();
  const t = useT();
  const live = isLive(match);
  const winner = winnerSide(match);
  const { ht, p } = match.scores;
  return (
    <section
      data-match-id={match.id}
      data-status={match.status}
      className="relative rounded-2xl border border-line bg-surface p-4"
      aria-label="Match"
    >
      {star ? <div className="absolute top-3 right-3">{star}</div> : null}
      {/* A long competition name pushes the round onto a line of its own, never into a sliver beside it. */}
      <p className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 px-7 text-xs text-muted">
        <CountryFlag country={competition.country} />
        <Link to={`/league/${competition.id}`} className="font-semibold text-fg hover:underline">
          {competition.name}
        </Link>
        {match.round ? <span className="whitespace-nowrap">· {match.round}</span> : null}
      </p>
      <div className="mt-4 flex items-start gap-2">
        <Side team={match.home} strong={winner === "home"} />
        <div className="flex min-w-28 shrink-0 flex-col items-center pt-2">
          {/* A basketball score runs to three digits a side: it steps down a size and never wraps. */}
          <p
            ref={goal}
            className={`whitespace-nowrap font-black tabular-nums tracking-tight ${
              (match.homeScore ?? 0) >= 100 || (match.awayScore ?? 0) >= 100 ? "text-3xl" : "text-4xl"
            } ${live ? "text-live" : ""}`}
            data-score
          >
            {hasScore(match) ? `${match.homeScore} - ${match.awayScore}` : "–"}
          </p>
          <p
            className={`mt-1 rounded-full px-2 py-0.5 text-xs font-bold ${live ? "bg-live text-live-fg" : "text-muted"}`}
            data-clock
          >
            {matchClock(match, timeZone, t)}
          </p>
          {ht && match.status !== "scheduled" ? (
            <p className="mt-1 text-[11px] text-muted">
              HT {ht[0]}-{ht[1]}
            </p>
          ) : null}
          {p ? (
            <p className="text-[11px] font-semibold text-muted">
              Pens {p[0]}-{p[1]}
            </p>
          ) : null}
        </div>
        <Side team={match.away} strong={winner === "away"} />
      </div>
      <dl className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 border-t border-line pt-3 text-xs text-muted">
        <div className="flex gap-1">
          <dt className="sr-only">Kickoff</dt>
          <dd data-kickoff>
            <time dateTime={match.kickoffAt}>{longKickoff(match.kickoffAt, timeZone)}</time>
          </dd>
        </div>
        {venue ? (
          <div className="flex gap-1">
            <dt className="sr-only">Venue</dt>
            <dd>
              {venue.name}
              {venue.city ? `, ${venue.city}` : ""}
            </dd>
          </div>
        ) : null}
        {officials?.referee ? (
          <div className="flex gap-1">
            <dt>Referee</dt>
            <dd>{officials.referee}</dd>
          </div>
        ) : null}
        {officials?.attendance ? (
          <div className="flex gap-1">
            <dt>Attendance</dt>
            <dd className="tabular-nums">{officials.attendance.toLocaleString("en-GB")}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
