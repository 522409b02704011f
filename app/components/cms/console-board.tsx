import type { LiveMatchState } from "../../../server/live/entry.ts";
import type { TeamLineup } from "../../../server/sports/queries/centre.ts";
import type { MatchEventView } from "../../../server/sports/queries/types.ts";
import { tickingClock } from "../../../shared/clock.ts";
import { describeEvent, minuteText } from "../../lib/cms/console-keys.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { matchStatusName } from "./cms-messages.ts";

export type ConsoleTeam = { id: number; name: string; shortName: string; code: string };

const periodNames: Record<string, MessageDescriptor> = defineMessages({
  "1H": { id: "cms.console.period.first-half", defaultMessage: "First half" },
  HT: { id: "cms.console.period.half-time", defaultMessage: "Half time" },
  "2H": { id: "cms.console.period.second-half", defaultMessage: "Second half" },
  ET1: { id: "cms.console.period.extra-first-half", defaultMessage: "Extra time, first half" },
  ETHT: { id: "cms.console.period.extra-half-time", defaultMessage: "Extra time, half time" },
  ET2: { id: "cms.console.period.extra-second-half", defaultMessage: "Extra time, second half" },
  PEN: { id: "cms.console.period.shoot-out", defaultMessage: "Penalty shoot-out" },
  FT: { id: "cms.console.period.full-time", defaultMessage: "Full time" },
  AET: { id: "cms.console.period.after-extra-time", defaultMessage: "After extra time" },
});

const m = defineMessages({
  notStarted: { id: "cms.console.not-started", defaultMessage: "Not started" },
  score: {
    id: "cms.console.score",
    defaultMessage: "Score",
    description: "Accessible name of the console's scoreboard",
  },
  version: {
    id: "cms.console.version",
    defaultMessage: "version {version}",
    description: "The match state's version number, which edits are based on",
  },
  timeline: { id: "cms.console.timeline", defaultMessage: "Timeline" },
  nothingYet: { id: "cms.console.nothing-yet", defaultMessage: "Nothing has happened yet." },
  eventsNewestFirst: { id: "cms.console.events-newest-first", defaultMessage: "Match events, newest first" },
  cancelled: { id: "cms.console.cancelled", defaultMessage: "(cancelled)" },
  correctNamed: { id: "cms.console.correct-named", defaultMessage: "Correct {event}" },
  correct: {
    id: "cms.console.correct",
    defaultMessage: "Correct",
    description: "Button: put a recorded event right",
  },
  noLineups: {
    id: "cms.console.no-lineups",
    defaultMessage: "No line-ups yet: name players as you record events, or leave them out.",
  },
  lineup: { id: "cms.console.lineup", defaultMessage: "{team} line-up" },
  lineupUnknown: { id: "cms.console.lineup-unknown", defaultMessage: "Line-up not known." },
});

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
  const t = useT();
  const clock = state.status === "live" && now > 0 ? tickingClock(state, now) : state;
  const named = periodNames[state.period ?? ""];
  const period =
    state.status === "scheduled" ? t(m.notStarted) : named ? t(named) : matchStatusName(t, state.status);
  return (
    <section
      aria-label={t(m.score)}
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
        {` · ${t(m.version, { version: state.version })}`}
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
  const t = useT();
  const newest = [...events].sort((a, b) => b.id - a.id);
  return (
    <section aria-labelledby="console-timeline" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="console-timeline" className="mb-2 font-semibold">
        {t(m.timeline)}
      </h2>
      {newest.length === 0 ? (
        <p className="text-sm text-muted">{t(m.nothingYet)}</p>
      ) : (
        <ol className="grid gap-1 text-sm" aria-label={t(m.eventsNewestFirst)}>
          {newest.map((event) => (
            <li
              key={event.id}
              data-event-type={event.type}
              className={event.cancelled ? "text-muted line-through" : undefined}
            >
              {describeEvent(event, teamName, t)}
              {event.cancelled ? <span className="sr-only"> {t(m.cancelled)}</span> : null}
              {onCorrect && !event.cancelled && correctable.includes(event.type) ? (
                <button
                  type="button"
                  className="ms-2 rounded px-1 text-xs font-semibold text-accent underline"
                  aria-label={t(m.correctNamed, { event: describeEvent(event, teamName, t) })}
                  onClick={() => onCorrect(event.id)}
                >
                  {t(m.correct)}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const markText: Record<string, MessageDescriptor> = defineMessages({
  goal: { id: "cms.console.mark.goal", defaultMessage: "goal" },
  "penalty-goal": { id: "cms.console.mark.penalty-goal", defaultMessage: "penalty goal" },
  "own-goal": { id: "cms.console.mark.own-goal", defaultMessage: "own goal" },
  "yellow-card": { id: "cms.console.mark.booked", defaultMessage: "booked" },
  "second-yellow": { id: "cms.console.mark.second-yellow", defaultMessage: "sent off" },
  "red-card": { id: "cms.console.mark.sent-off", defaultMessage: "sent off" },
  "sub-on": { id: "cms.console.mark.came-on", defaultMessage: "came on" },
  "sub-off": { id: "cms.console.mark.went-off", defaultMessage: "went off" },
});

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
  const t = useT();
  const mark = (type: string) => {
    const message = markText[type];
    return message ? t(message) : undefined;
  };
  if (!lineups.home && !lineups.away) {
    return <p className="text-sm text-muted">{t(m.noLineups)}</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["home", "away"] as const).map((side) => {
        const lineup = lineups[side];
        const team = side === "home" ? home : away;
        return (
          <section
            key={side}
            aria-label={t(m.lineup, { team: team.name })}
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
                        · {player.marks.map((one) => mark(one.type)).join(", ")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t(m.lineupUnknown)}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
