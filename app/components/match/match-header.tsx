import type { ReactNode } from "react";
import { Link } from "react-router";
import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useGoalHighlight, useLiveMatch } from "../../lib/live/use-live.ts";
import { hasScore, isLive, matchClock, winnerSide } from "../../lib/match-status.ts";
import { useRoundName } from "../../lib/round-name.ts";
import type { CompetitionView, MatchView, TeamView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { CountryFlag } from "../competition/country-flag.tsx";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  match: {
    id: "match.header.match",
    defaultMessage: "Match",
    description: "Accessible name of the match's header",
  },
  halfTimeScore: {
    id: "match.header.half-time-score",
    defaultMessage: "HT {score}",
    description: "The score at half-time under the score, e.g. «HT 1-0»; HT as on the scoreboard",
  },
  shootoutScore: {
    id: "match.header.shootout-score",
    defaultMessage: "Pens {score}",
    description: "The penalty shoot-out's score under the score, e.g. «Pens 4-3»",
  },
  kickoff: {
    id: "match.header.kickoff",
    defaultMessage: "Kickoff",
    description: "Label of the kick-off date and time",
  },
  venue: { id: "match.header.venue", defaultMessage: "Venue", description: "Label of the stadium and city" },
  referee: { id: "match.header.referee", defaultMessage: "Referee" },
  attendance: {
    id: "match.header.attendance",
    defaultMessage: "Attendance",
    description: "Number of spectators",
  },
});

/** "1-0" read home first in every language, right to left included. */
const pairScore = (pair: [number, number]) => (
  <span key="score" dir="ltr">
    {pair[0]}-{pair[1]}
  </span>
);

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
  const dates = useDates();
  const t = useT();
  const roundName = useRoundName();
  const live = isLive(match);
  const winner = winnerSide(match);
  const clock = matchClock(match, dates.timeZone, t);
  const { ht, p } = match.scores;
  return (
    <section
      data-match-id={match.id}
      data-status={match.status}
      className="relative rounded-2xl border border-line bg-surface p-4"
      aria-label={t(m.match)}
    >
      {star ? <div className="absolute top-3 end-3">{star}</div> : null}
      {/* A long competition name pushes the round onto a line of its own, never into a sliver beside it. */}
      <p className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 px-7 text-xs text-muted">
        <CountryFlag country={competition.country} />
        <Link to={`/league/${competition.id}`} className="font-semibold text-fg hover:underline">
          {competition.name}
        </Link>
        {match.round ? <span className="whitespace-nowrap">· {roundName(match.round)}</span> : null}
      </p>
      <div className="mt-4 flex items-start gap-2">
        <Side team={match.home} strong={winner === "home"} />
        <div className="flex min-w-28 shrink-0 flex-col items-center pt-2">
          {/* A basketball score runs to three digits a side: it steps down a size and never wraps. As
              wide as the column, so a score gaining a digit grows about its middle and moves no box beside it. */}
          <p
            ref={goal}
            dir="ltr"
            className={`self-stretch whitespace-nowrap text-center font-black tabular-nums tracking-tight ${
              // Room for a basketball score's two digits a side from the tip-off: the column does not
              // widen (and push both teams aside) when the first side reaches ten.
              match.sport === "basketball" ? "min-w-[7ch]" : ""
            } ${
              (match.homeScore ?? 0) >= 100 || (match.awayScore ?? 0) >= 100 ? "text-3xl" : "text-4xl"
            } ${live ? "text-live" : ""}`}
            data-score
          >
            {hasScore(match) ? `${match.homeScore} - ${match.awayScore}` : "–"}
          </p>
          {/* The pill hugs its words, so one that reads differently ("45+1'", "HT") is a new pill, not
              the old one moved to stay centred: a layout shift each time the clock turned. */}
          <p
            key={clock}
            className={`mt-1 rounded-full px-2 py-0.5 text-xs font-bold ${live ? "bg-live text-live-fg" : "text-muted"}`}
            data-clock
          >
            {clock}
          </p>
          {ht && match.status !== "scheduled" ? (
            <p className="mt-1 text-[11px] text-muted">{t.rich(m.halfTimeScore, { score: pairScore(ht) })}</p>
          ) : null}
          {p ? (
            <p className="text-[11px] font-semibold text-muted">
              {t.rich(m.shootoutScore, { score: pairScore(p) })}
            </p>
          ) : null}
        </div>
        <Side team={match.away} strong={winner === "away"} />
      </div>
      <dl className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 border-t border-line pt-3 text-xs text-muted">
        <div className="flex gap-1">
          <dt className="sr-only">{t(m.kickoff)}</dt>
          <dd data-kickoff>
            <time dateTime={match.kickoffAt}>{dates.longKickoff(match.kickoffAt)}</time>
          </dd>
        </div>
        {venue ? (
          <div className="flex gap-1">
            <dt className="sr-only">{t(m.venue)}</dt>
            <dd>
              {venue.name}
              {venue.city ? `, ${venue.city}` : ""}
            </dd>
          </div>
        ) : null}
        {officials?.referee ? (
          <div className="flex gap-1">
            <dt>{t(m.referee)}</dt>
            <dd>{officials.referee}</dd>
          </div>
        ) : null}
        {officials?.attendance ? (
          <div className="flex gap-1">
            <dt>{t(m.attendance)}</dt>
            <dd className="tabular-nums">
              {new Intl.NumberFormat(intlLocaleOf(dates.locale)).format(officials.attendance)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
