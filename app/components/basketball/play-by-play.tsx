import { useState } from "react";
import { Link } from "react-router";
import type { MatchPlays, PlayLine, PlayPlayer } from "../../../server/sports/queries/plays.ts";
import type { TeamView } from "../../lib/sports-view.ts";
import { TeamCrest } from "../team/team-crest.tsx";

type Team = Pick<TeamView, "code" | "colors" | "crest" | "name" | "shortName">;

/** "Q3" for a quarter, "OT1" for the first overtime. */
export const periodName = (period: number) => (period <= 4 ? `Q${period}` : `OT${period - 4}`);

/** The game clock as a scoreboard shows it: "04:12". */
export function clockOf(seconds: number) {
  const left = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
}

/** What happened, without the player who did it: "3-pointer made", "Shooting foul", "End of Q2". */
export function whatHappened(line: PlayLine): string {
  switch (line.kind) {
    case "period-start":
      return `Start of ${periodName(line.period)}`;
    case "period-end":
      return `End of ${periodName(line.period)}`;
    case "timeout":
      return "Timeout";
    case "shot":
      return `${line.value === 3 ? "3-pointer" : "2-pointer"} ${line.made ? "made" : "missed"}`;
    case "free-throw":
      return `Free throw ${line.made ? "made" : "missed"}`;
    case "rebound":
      return line.offensive ? "Offensive rebound" : "Defensive rebound";
    case "turnover":
      return "Turnover";
    case "foul":
      return line.shooting ? "Shooting foul" : "Personal foul";
    case "points":
      return line.value === 1 ? "1 point" : `${line.value} points`;
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
  const period = line.kind === "period-start" || line.kind === "period-end";
  return (
    <li
      className={`grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-start gap-x-2 px-3 py-2 text-sm ${
        period ? "bg-raised text-muted" : ""
      }`}
    >
      <span className="pt-0.5 text-xs tabular-nums text-muted">
        {periodName(line.period)} {clockOf(line.clock)}
      </span>
      <span className="flex min-w-0 items-start gap-2">
        {period ? null : (
          <span className="flex shrink-0 items-center gap-1 pt-0.5 text-xs font-semibold text-muted">
            <TeamCrest team={team} size="xs" />
            <span title={team.name}>{team.code}</span>
          </span>
        )}
        <span className="min-w-0 break-words">
          {line.player ? (
            <>
              <PlayerName player={line.player} />{" "}
            </>
          ) : null}
          {whatHappened(line)}
          {line.assist ? (
            <>
              , assist <PlayerName player={line.assist} />
            </>
          ) : null}
        </span>
      </span>
      <span className="pt-0.5 text-right tabular-nums">
        {line.score ? (
          <span className="font-semibold">
            <span className="sr-only">Score </span>
            {line.score.home}–{line.score.away}
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
  const [period, setPeriod] = useState<number | null>(null);
  if (plays.length === 0) {
    return (
      <p className="px-3 py-4 text-sm text-muted">
        {started
          ? "No plays for this game yet."
          : "The game has not tipped off yet: plays show here once it starts."}
      </p>
    );
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
        <legend className="sr-only">Show the plays of</legend>
        {choice(null, "All")}
        {periods.map((value) => choice(value, periodName(value)))}
      </fieldset>
      <ol aria-label="Plays, newest first" className="divide-y divide-line">
        {shown.map((line) => (
          <PlayRow key={line.seq} line={line} team={line.side === "home" ? home : away} />
        ))}
      </ol>
    </>
  );
}
