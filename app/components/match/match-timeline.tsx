import type { MatchEventView, MatchPeriod } from "../../lib/sports-view.ts";
import { EventIcon } from "./event-icon.tsx";

const NOTE: Partial<Record<MatchEventView["type"], string>> = {
  "penalty-goal": "Penalty",
  "own-goal": "Own goal",
  "missed-penalty": "Missed penalty",
  "second-yellow": "Second yellow",
  "shootout-goal": "Scored",
  "shootout-miss": "Missed",
};

const STARTS: Partial<Record<MatchPeriod, string>> = {
  "1H": "Kick-off",
  "2H": "Second half",
  ET1: "Extra time",
  ET2: "Extra time, second half",
  PEN: "Penalty shoot-out",
};
const ENDS: Partial<Record<MatchPeriod, string>> = {
  "1H": "Half-time",
  "2H": "Full-time",
  ET1: "Extra time, half-time",
  ET2: "End of extra time",
  PEN: "End of shoot-out",
};

function minuteOf(event: MatchEventView): string {
  return event.stoppage ? `${event.minute}+${event.stoppage}'` : `${event.minute}'`;
}

function detailText(event: MatchEventView): string | null {
  const detail = event.detail ?? {};
  const value = detail.decision ?? detail.outcome ?? detail.reason ?? detail.score;
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}

function PeriodMarker({ event }: { event: MatchEventView }) {
  const labels = event.type === "period-start" ? STARTS : ENDS;
  const label = (event.period && labels[event.period]) ?? (event.type === "period-start" ? "Start" : "End");
  const score = detailText(event);
  // A kick-off carries no news; the ends of periods do (with the score).
  if (event.type === "period-start" && event.period === "1H") return null;
  return (
    <li className="flex items-center gap-3 py-1.5 text-[11px] font-semibold uppercase tracking-wide text-muted">
      <span className="h-px flex-1 bg-line" />
      {label}
      {score ? <span className="tabular-nums">{score}</span> : null}
      <span className="h-px flex-1 bg-line" />
    </li>
  );
}

function EventLine({ event }: { event: MatchEventView }) {
  const away = event.side === "away";
  const isGoal = event.type === "goal" || event.type === "penalty-goal" || event.type === "own-goal";
  const isSub = event.type === "substitution";
  // A cancelling entry: the referee's video review (VAR), or a correction of the record.
  const overturn = event.type === "var" && event.detail?.decision === "cancelled";
  const review = overturn && event.detail?.review === true;
  const note = event.cancelled
    ? "Cancelled"
    : overturn
      ? review
        ? String(event.detail?.reason ?? "Overturned")
        : "The event it takes back was recorded in error"
      : (NOTE[event.type] ?? detailText(event));
  // A cancelled line is struck through and muted, never faded: faded muted text fails contrast.
  return (
    <li
      data-event-type={event.type}
      data-cancelled={event.cancelled || undefined}
      className={`flex items-center gap-2 py-1.5 text-sm ${away ? "flex-row-reverse text-right" : ""} ${
        event.cancelled ? "text-muted" : ""
      }`}
    >
      <span className="w-10 shrink-0 text-center text-xs font-semibold tabular-nums text-muted">
        {minuteOf(event)}
      </span>
      <span aria-hidden className="flex w-6 shrink-0 justify-center">
        <EventIcon type={overturn && !review ? "correction" : event.type} />
      </span>
      <span className={`min-w-0 ${event.cancelled ? "line-through" : ""}`}>
        {isSub ? (
          <>
            <span className="text-emerald-700 dark:text-emerald-400">
              {event.secondaryPlayerName ?? "On"}
            </span>{" "}
            <span className="text-xs text-muted">for {event.playerName ?? "—"}</span>
          </>
        ) : (
          <>
            <span className={isGoal ? "font-semibold" : undefined}>
              {overturn ? (review ? "VAR review" : "Correction") : (event.playerName ?? "—")}
            </span>
            {isGoal && event.secondaryPlayerName ? (
              <span className="text-xs text-muted"> ({event.secondaryPlayerName})</span>
            ) : null}
          </>
        )}
        {note ? <span className="ml-1 text-xs text-muted no-underline">· {note}</span> : null}
      </span>
    </li>
  );
}

function PeriodDivider({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-3 py-1.5 text-[11px] font-semibold uppercase tracking-wide text-muted">
      <span className="h-px flex-1 bg-line" />
      {label}
      <span className="h-px flex-1 bg-line" />
    </li>
  );
}

/** Goals, cards, substitutions, VAR and period markers in match order; home left, away right. */
export function MatchTimeline({ events, started = true }: { events: MatchEventView[]; started?: boolean }) {
  if (events.length === 0) {
    return (
      <p className="px-3 py-6 text-center text-sm text-muted">
        {started ? "No events yet." : "Goals, cards and substitutions appear here once the match kicks off."}
      </p>
    );
  }
  // Feeds without period events still get a divider where play moves into a new period.
  const hasMarkers = events.some((event) => event.type === "period-start" || event.type === "period-end");
  let period: MatchPeriod | null = null;
  const lines = events.flatMap((event) => {
    if (event.type === "period-start" || event.type === "period-end") {
      return [<PeriodMarker key={event.id} event={event} />];
    }
    const line = <EventLine key={event.id} event={event} />;
    const changed = !hasMarkers && period !== null && event.period !== null && event.period !== period;
    const label = event.period ? STARTS[event.period] : undefined;
    if (event.period) period = event.period;
    return changed && label ? [<PeriodDivider key={`${event.id}-period`} label={label} />, line] : [line];
  });
  return (
    <ol className="px-3 py-2" aria-label="Timeline">
      {lines}
    </ol>
  );
}
