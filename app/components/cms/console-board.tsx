import type { LiveMatchState } from "../../../server/live/entry.ts";
import type { TeamLineup } from "../../../server/sports/queries/centre.ts";
import type { MatchEventView } from "../../../server/sports/queries/types.ts";
import { tickingClock } from "../../../shared/clock.ts";
import { describeEvent, minuteText } from "../../lib/cms/console-keys.ts";

export type ConsoleTeam = { id: number; name: string; shortName: string; code: string };

const periodNames: Record<string, string> = {
  "1H": "First half",
  HT: "Half time",
  "2H": "Second half",
  ET1: "Extra time, first half",
  ETHT: "Extra time, half time",
  ET2: "Extra time, second half",
  PEN: "Penalty shoot-out",
  FT: "Full time",
  AET: "After extra time",
};

/** Score, clock and period as the operator's edits will see them; `now` 0 shows the reported minute. */
export function ConsoleScoreboard({
  state,
  home,
  away,
  now,
}: {
  state: LiveMatchState;
  home: ConsoleTeam;
  away: ConsoleTeam;
  now: number;
}) {
  const clock = state.status === "live" && now > 0 ? tickingClock(state, now) : state;
  const period =
    state.status === "scheduled" ? "Not started" : (periodNames[state.period ?? ""] ?? state.status);
  return (
    <section
      aria-label="Score"
      data-match-id={state.id}
      data-status={state.status}
      className="mb-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="font-semibold">
          <span className="hidden sm:inline">{home.name}</span>
          <span className="sm:hidden">{home.shortName}</span>
        </p>
        <p className="text-3xl font-bold tabular-nums" data-score>
          {state.home ?? 0} - {state.away ?? 0}
        </p>
        <p className="font-semibold">
          <span className="hidden sm:inline">{away.name}</span>
          <span className="sm:hidden">{away.shortName}</span>
        </p>
      </div>
      <p className="mt-2 text-center text-sm text-muted">
        {period}
        {state.status === "live" && clock.minute !== null
          ? ` · ${minuteText(clock.minute, clock.stoppage)}`
          : ""}
        {` · version ${state.version}`}
      </p>
    </section>
  );
}

/** The timeline, newest first; cancelled events stay, struck through. */
export function ConsoleTimeline({
  events,
  teamName,
  onCorrect,
  correctable = [],
}: {
  events: readonly MatchEventView[];
  teamName: (teamId: number | null) => string | null;
  /** Opens the correction of one standing event of a player, of the kinds that may be corrected. */
  onCorrect?: (eventId: number) => void;
  correctable?: readonly string[];
}) {
  const newest = [...events].sort((a, b) => b.id - a.id);
  return (
    <section aria-labelledby="console-timeline" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="console-timeline" className="mb-2 font-semibold">
        Timeline
      </h2>
      {newest.length === 0 ? (
        <p className="text-sm text-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="grid gap-1 text-sm" aria-label="Match events, newest first">
          {newest.map((event) => (
            <li
              key={event.id}
              data-event-type={event.type}
              className={event.cancelled ? "text-muted line-through" : undefined}
            >
              {describeEvent(event, teamName)}
              {event.cancelled ? <span className="sr-only"> (cancelled)</span> : null}
              {onCorrect && !event.cancelled && correctable.includes(event.type) ? (
                <button
                  type="button"
                  className="ml-2 rounded px-1 text-xs font-semibold text-accent underline"
                  aria-label={`Correct ${describeEvent(event, teamName)}`}
                  onClick={() => onCorrect(event.id)}
                >
                  Correct
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const markText: Record<string, string> = {
  goal: "goal",
  "penalty-goal": "penalty goal",
  "own-goal": "own goal",
  "yellow-card": "booked",
  "second-yellow": "sent off",
  "red-card": "sent off",
  "sub-on": "came on",
  "sub-off": "went off",
};

/** Both line-ups with shirt numbers, the keys the player step takes. */
export function ConsoleLineups({
  lineups,
  home,
  away,
}: {
  lineups: { home: TeamLineup | null; away: TeamLineup | null };
  home: ConsoleTeam;
  away: ConsoleTeam;
}) {
  if (!lineups.home && !lineups.away) {
    return (
      <p className="text-sm text-muted">
        No line-ups yet: name players as you record events, or leave them out.
      </p>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["home", "away"] as const).map((side) => {
        const lineup = lineups[side];
        const team = side === "home" ? home : away;
        return (
          <section
            key={side}
            aria-label={`${team.name} line-up`}
            className="rounded-xl border border-line bg-surface p-4"
          >
            <h2 className="mb-2 font-semibold">{team.name}</h2>
            {lineup ? (
              <ul className="grid gap-0.5 text-sm">
                {[...lineup.starters, ...lineup.bench].map((player, index) => (
                  <li
                    key={`${player.name}-${player.shirtNumber}`}
                    className={
                      index === lineup.starters.length ? "mt-2 border-t border-line pt-2" : undefined
                    }
                  >
                    <span className="inline-block w-7 tabular-nums text-muted">
                      {player.shirtNumber ?? "–"}
                    </span>
                    {player.name}
                    {player.marks.length > 0 ? (
                      <span className="text-muted">
                        {" "}
                        · {player.marks.map((mark) => markText[mark.type]).join(", ")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">Line-up not known.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
