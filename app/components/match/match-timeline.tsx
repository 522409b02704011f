import { glossary as g } from "../../lib/glossary.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { MatchEventView, MatchPeriod } from "../../lib/sports-view.ts";
import { EventIcon } from "./event-icon.tsx";
import { summaryMessages } from "./summary-messages.ts";

const m = defineMessages({
  penalty: {
    id: "match.timeline.penalty",
    defaultMessage: "Penalty",
    description: "Note on a goal: scored from a penalty",
  },
  ownGoal: { id: "match.timeline.own-goal", defaultMessage: "Own goal" },
  missedPenalty: { id: "match.timeline.missed-penalty", defaultMessage: "Missed penalty" },
  secondYellow: {
    id: "match.timeline.second-yellow",
    defaultMessage: "Second yellow",
    description: "Sent off for a second yellow card",
  },
  scored: { id: "match.timeline.scored", defaultMessage: "Scored", description: "Shoot-out kick scored" },
  missed: { id: "match.timeline.missed", defaultMessage: "Missed", description: "Shoot-out kick missed" },
  kickOff: { id: "match.timeline.kick-off", defaultMessage: "Kick-off" },
  secondHalf: { id: "match.timeline.second-half", defaultMessage: "Second half" },
  extraTimeSecondHalf: {
    id: "match.timeline.extra-time-second-half",
    defaultMessage: "Extra time, second half",
  },
  extraTimeHalfTime: { id: "match.timeline.extra-time-half-time", defaultMessage: "Extra time, half-time" },
  extraTimeOver: { id: "match.timeline.extra-time-over", defaultMessage: "End of extra time" },
  shootoutOver: { id: "match.timeline.shootout-over", defaultMessage: "End of shoot-out" },
  start: { id: "match.timeline.start", defaultMessage: "Start", description: "Marker: a period starts" },
  end: { id: "match.timeline.end", defaultMessage: "End", description: "Marker: a period ends" },
  cancelled: {
    id: "match.timeline.cancelled",
    defaultMessage: "Cancelled",
    description: "Note on an event later taken back (a goal ruled out)",
  },
  overturned: {
    id: "match.timeline.overturned",
    defaultMessage: "Overturned",
    description: "A video review overturned the decision",
  },
  recordedInError: {
    id: "match.timeline.recorded-in-error",
    defaultMessage: "The event it takes back was recorded in error",
    description: "Note on a correction of the record",
  },
  varReview: { id: "match.timeline.var-review", defaultMessage: "VAR review" },
  correction: {
    id: "match.timeline.correction",
    defaultMessage: "Correction",
    description: "The record put right",
  },
  on: {
    id: "match.timeline.on",
    defaultMessage: "On",
    description: "A substitution whose incoming player is not named: the player coming on",
  },
  substitution: {
    id: "match.timeline.substitution",
    defaultMessage: "<in>{playerIn}</in> <out>for {playerOut}</out>",
    description:
      "A substitution: the player coming on (<in>, green) replaces the player going off (<out>, small)",
  },
  noEvents: { id: "match.timeline.no-events", defaultMessage: "No events yet." },
  beforeKickOff: {
    id: "match.timeline.before-kick-off",
    defaultMessage: "Goals, cards and substitutions appear here once the match kicks off.",
  },
});

const NOTE: Partial<Record<MatchEventView["type"], MessageDescriptor>> = {
  "penalty-goal": m.penalty,
  "own-goal": m.ownGoal,
  "missed-penalty": m.missedPenalty,
  "second-yellow": m.secondYellow,
  "shootout-goal": m.scored,
  "shootout-miss": m.missed,
};

const STARTS: Partial<Record<MatchPeriod, MessageDescriptor>> = {
  "1H": m.kickOff,
  "2H": m.secondHalf,
  ET1: g.extraTime,
  ET2: m.extraTimeSecondHalf,
  PEN: summaryMessages.shootout,
};
const ENDS: Partial<Record<MatchPeriod, MessageDescriptor>> = {
  "1H": g.halfTime,
  "2H": g.fullTime,
  ET1: m.extraTimeHalfTime,
  ET2: m.extraTimeOver,
  PEN: m.shootoutOver,
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
  const t = useT();
  const labels = event.type === "period-start" ? STARTS : ENDS;
  const label = t(
    (event.period && labels[event.period]) || (event.type === "period-start" ? m.start : m.end),
  );
  const score = detailText(event);
  // A kick-off carries no news; the ends of periods do (with the score).
  if (event.type === "period-start" && event.period === "1H") return null;
  return (
    <li className="flex items-center gap-3 py-1.5 text-[11px] font-semibold uppercase tracking-wide text-muted">
      <span className="h-px flex-1 bg-line" />
      {label}
      {score ? (
        <span className="tabular-nums" dir="ltr">
          {score}
        </span>
      ) : null}
      <span className="h-px flex-1 bg-line" />
    </li>
  );
}

function EventLine({ event }: { event: MatchEventView }) {
  const t = useT();
  const away = event.side === "away";
  const isGoal = event.type === "goal" || event.type === "penalty-goal" || event.type === "own-goal";
  const isSub = event.type === "substitution";
  // A cancelling entry: the referee's video review (VAR), or a correction of the record.
  const overturn = event.type === "var" && event.detail?.decision === "cancelled";
  const review = overturn && event.detail?.review === true;
  const known = NOTE[event.type];
  const note = event.cancelled
    ? t(m.cancelled)
    : overturn
      ? review
        ? event.detail?.reason !== undefined && event.detail?.reason !== null
          ? String(event.detail.reason)
          : t(m.overturned)
        : t(m.recordedInError)
      : known
        ? t(known)
        : detailText(event);
  // A cancelled line is struck through and muted, never faded: faded muted text fails contrast.
  return (
    <li
      data-event-type={event.type}
      data-cancelled={event.cancelled || undefined}
      className={`flex items-center gap-2 py-1.5 text-sm ${away ? "flex-row-reverse text-end" : ""} ${
        event.cancelled ? "text-muted" : ""
      }`}
    >
      <span className="w-10 shrink-0 text-center text-xs font-semibold tabular-nums text-muted">
        <span dir="ltr">{minuteOf(event)}</span>
      </span>
      <span aria-hidden className="flex w-6 shrink-0 justify-center">
        <EventIcon type={overturn && !review ? "correction" : event.type} />
      </span>
      <span className={`min-w-0 ${event.cancelled ? "line-through" : ""}`}>
        {isSub ? (
          t.rich(m.substitution, {
            playerIn: event.secondaryPlayerName ?? t(m.on),
            playerOut: event.playerName ?? "—",
            in: (chunks) => (
              <span key="in" className="text-emerald-700 dark:text-emerald-400">
                {chunks}
              </span>
            ),
            out: (chunks) => (
              <span key="out" className="text-xs text-muted">
                {chunks}
              </span>
            ),
          })
        ) : (
          <>
            <span className={isGoal ? "font-semibold" : undefined}>
              {overturn ? t(review ? m.varReview : m.correction) : (event.playerName ?? "—")}
            </span>
            {isGoal && event.secondaryPlayerName ? (
              <span className="text-xs text-muted"> ({event.secondaryPlayerName})</span>
            ) : null}
          </>
        )}
        {note ? <span className="ms-1 text-xs text-muted no-underline">· {note}</span> : null}
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
  const t = useT();
  if (events.length === 0) {
    return (
      <p className="px-3 py-6 text-center text-sm text-muted">{t(started ? m.noEvents : m.beforeKickOff)}</p>
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
    const start = event.period ? STARTS[event.period] : undefined;
    const label = start ? t(start) : undefined;
    if (event.period) period = event.period;
    return changed && label ? [<PeriodDivider key={`${event.id}-period`} label={label} />, line] : [line];
  });
  return (
    <ol className="px-3 py-2" aria-label={t(summaryMessages.timeline)}>
      {lines}
    </ol>
  );
}
