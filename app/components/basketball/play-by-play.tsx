import { useState } from "react";
import { Link } from "react-router";
import type { MatchPlays, PlayLine, PlayPlayer } from "../../../server/sports/queries/plays.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { glossary as g } from "../../lib/glossary.ts";
import { defineMessages, translatorFor, useT } from "../../lib/i18n.tsx";
import type { TeamView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";

const m = defineMessages({
  periodStart: {
    id: "basketball.play.period-start",
    defaultMessage: "Start of {period}",
    description: "Play-by-play: a quarter begins; period is Q1 or OT1",
  },
  periodEnd: {
    id: "basketball.play.period-end",
    defaultMessage: "End of {period}",
    description: "Play-by-play: a quarter ends; period is Q2 or OT1",
  },
  timeout: { id: "basketball.play.timeout", defaultMessage: "Timeout" },
  threeMade: { id: "basketball.play.three-made", defaultMessage: "3-pointer made" },
  threeMissed: { id: "basketball.play.three-missed", defaultMessage: "3-pointer missed" },
  twoMade: { id: "basketball.play.two-made", defaultMessage: "2-pointer made" },
  twoMissed: { id: "basketball.play.two-missed", defaultMessage: "2-pointer missed" },
  freeThrowMade: { id: "basketball.play.free-throw-made", defaultMessage: "Free throw made" },
  freeThrowMissed: { id: "basketball.play.free-throw-missed", defaultMessage: "Free throw missed" },
  offensiveRebound: { id: "basketball.play.offensive-rebound", defaultMessage: "Offensive rebound" },
  defensiveRebound: { id: "basketball.play.defensive-rebound", defaultMessage: "Defensive rebound" },
  turnover: { id: "basketball.play.turnover", defaultMessage: "Turnover" },
  shootingFoul: { id: "basketball.play.shooting-foul", defaultMessage: "Shooting foul" },
  personalFoul: { id: "basketball.play.personal-foul", defaultMessage: "Personal foul" },
  points: {
    id: "basketball.play.points",
    defaultMessage: "{value, plural, one {# point} other {# points}}",
    description: "Play-by-play: points scored in one go",
  },
  byPlayer: {
    id: "basketball.play.by-player",
    defaultMessage: "{player} {what}",
    description: "Play-by-play: a player's name, then what they did (3-pointer made)",
  },
  withAssist: {
    id: "basketball.play.with-assist",
    defaultMessage: "{player} {what}, assist {assist}",
    description: "Play-by-play: a basket, its scorer and the player who passed for it",
  },
  score: {
    id: "basketball.play.score",
    defaultMessage: "Score",
    description: "Said by screen readers before the score after a basket",
  },
  none: { id: "basketball.play.none", defaultMessage: "No plays for this game yet." },
  notStarted: {
    id: "basketball.play.not-started",
    defaultMessage: "The game has not tipped off yet: plays show here once it starts.",
  },
  filter: {
    id: "basketball.play.filter",
    defaultMessage: "Show the plays of",
    description: "Accessible name of the buttons that pick a quarter (All, Q1, Q2…)",
  },
  all: { id: "basketball.play.all", defaultMessage: "All", description: "Every quarter's plays" },
  list: { id: "basketball.play.list", defaultMessage: "Plays, newest first" },
});

type Team = Pick<TeamView, "code" | "colors" | "crest" | "name" | "shortName">;

/** "Q3" for a quarter, "OT1" for the first overtime, in the page's language when given its translator. */
export const periodName = (period: number, t: Translator = translatorFor("en")) =>
  period <= 4 ? t(g.quarterShort, { number: period }) : t(g.overtimeShort, { number: period - 4 });

/** The game clock as a scoreboard shows it: "04:12". */
export function clockOf(seconds: number) {
  const left = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
}

/** What happened, without the player who did it: "3-pointer made", "Shooting foul", "End of Q2". */
export function whatHappened(line: PlayLine, t: Translator = translatorFor("en")): string {
  switch (line.kind) {
    case "period-start":
      return t(m.periodStart, { period: periodName(line.period, t) });
    case "period-end":
      return t(m.periodEnd, { period: periodName(line.period, t) });
    case "timeout":
      return t(m.timeout);
    case "shot":
      return line.value === 3
        ? t(line.made ? m.threeMade : m.threeMissed)
        : t(line.made ? m.twoMade : m.twoMissed);
    case "free-throw":
      return t(line.made ? m.freeThrowMade : m.freeThrowMissed);
    case "rebound":
      return t(line.offensive ? m.offensiveRebound : m.defensiveRebound);
    case "turnover":
      return t(m.turnover);
    case "foul":
      return t(line.shooting ? m.shootingFoul : m.personalFoul);
    case "points":
      return t(m.points, { value: line.value ?? 0 });
  }
}

function PlayerName({ player }: { player: PlayPlayer }) {
  return player.playerId !== null ? (
    <Link to={`/player/${player.playerId}`} className="font-semibold hover:underline">
      {player.name}
    </Link>
  ) : (
    <span className="font-semibold">{player.name}</span>
  );
}

function PlayRow({ line, team }: { line: PlayLine; team: Team }) {
  const t = useT();
  const period = line.kind === "period-start" || line.kind === "period-end";
  const what = whatHappened(line, t);
  return (
    <li
      className={`grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-start gap-x-2 px-3 py-2 text-sm ${
        period ? "bg-raised text-muted" : ""
      }`}
    >
      <span className="pt-0.5 text-xs tabular-nums text-muted">
        {periodName(line.period, t)} {clockOf(line.clock)}
      </span>
      <span className="flex min-w-0 items-start gap-2">
        {period ? null : (
          <span className="flex shrink-0 items-center gap-1 pt-0.5 text-xs font-semibold text-muted">
            <TeamCrest team={team} size="xs" />
            <span title={team.name}>{team.code}</span>
          </span>
        )}
        <span className="min-w-0 break-words">
          {line.player
            ? t.rich(line.assist ? m.withAssist : m.byPlayer, {
                player: <PlayerName key="player" player={line.player} />,
                what,
                assist: line.assist ? <PlayerName key="assist" player={line.assist} /> : "",
              })
            : what}
        </span>
      </span>
      <span className="pt-0.5 text-end tabular-nums">
        {line.score ? (
          <span className="font-semibold">
            <span className="sr-only">{`${t(m.score)} `}</span>
            <span dir="ltr">
              {line.score.home}–{line.score.away}
            </span>
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * A basketball game's play-by-play, newest first: every basket, miss, rebound, foul, turnover, timeout
 * and period's start and end, with the quarter and game clock, the team, the player (to the player's
 * page) and the score after each basket. Buttons narrow it to one period.
 */
export function PlayByPlay({
  plays,
  home,
  away,
  started,
}: {
  plays: MatchPlays["plays"];
  home: Team;
  away: Team;
  started: boolean;
}) {
  const t = useT();
  const [period, setPeriod] = useState<number | null>(null);
  if (plays.length === 0) {
    return <p className="px-3 py-4 text-sm text-muted">{t(started ? m.none : m.notStarted)}</p>;
  }
  const periods = [...new Set(plays.map((line) => line.period))];
  const shown = plays.filter((line) => period === null || line.period === period).reverse();
  const choice = (value: number | null, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={period === value}
      onClick={() => setPeriod(value)}
      className={`rounded-full border px-3 py-1 text-xs font-semibold ${
        period === value ? "border-accent bg-accent text-accent-fg" : "border-line text-muted hover:text-fg"
      }`}
    >
      {label}
    </button>
  );
  return (
    <>
      <fieldset className="flex flex-wrap gap-1.5 border-b border-line px-3 py-2">
        <legend className="sr-only">{t(m.filter)}</legend>
        {choice(null, t(m.all))}
        {periods.map((value) => choice(value, periodName(value, t)))}
      </fieldset>
      <ol aria-label={t(m.list)} className="divide-y divide-line">
        {shown.map((line) => (
          <PlayRow key={line.seq} line={line} team={line.side === "home" ? home : away} />
        ))}
      </ol>
    </>
  );
}
