import type { ConsolePlayInput } from "../../../server/live/console-play.ts";
import type { EventFix } from "../../../server/live/console-scoring.ts";
import type {
  LiveEntry,
  LiveMatchState,
  LivePlayEntry,
  LiveTimelineEvent,
} from "../../../server/live/entry.ts";
import type { LiveEventInput } from "../../../server/live/input.ts";
import { tickingClock } from "../../../shared/clock.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, translatorFor } from "../i18n.tsx";

export type Side = "home" | "away";

/** What the console sends its action: an event or an undo, with the version it was based on. */
export type ConsoleAttempt =
  | { intent: "event"; key: string; version: number; event: LiveEventInput; label: string }
  | { intent: "undo"; key: string; version: number; label: string }
  | { intent: "play"; key: string; version: number; play: ConsolePlayInput; label: string }
  | { intent: "correct"; key: string; version: number; eventId: number; fix: EventFix; label: string };

/** The match as a stale edit found it, with the live entries since the operator's version. */
export type ConsoleCurrent = LiveMatchState & { since: LiveEntry[] };

export type ConsoleOutcome =
  | { ok: true; entry: LiveEntry | LivePlayEntry; error?: undefined; current?: undefined }
  | { ok: false; entry?: undefined; error: { code: string; message: string }; current?: ConsoleCurrent };

export type PlayerAction =
  | "goal"
  | "penalty-goal"
  | "own-goal"
  | "yellow-card"
  | "second-yellow"
  | "red-card"
  | "substitution";

/** Where the operator is in recording one event. */
export type Draft =
  | { step: "idle" }
  | { step: "team"; action: PlayerAction }
  | { step: "player"; action: PlayerAction; side: Side; off?: string | null }
  | { step: "period" }
  | { step: "overturn" }
  | { step: "reason"; eventId: number }
  | { step: "correct"; eventId: number };

export type KeyCommand = "undo" | "help" | { period: number } | { overturn: number };

export const ACTION_LABELS: Record<PlayerAction, MessageDescriptor> = defineMessages({
  goal: { id: "cms.console.goal", defaultMessage: "Goal" },
  "penalty-goal": { id: "cms.console.penalty-goal", defaultMessage: "Penalty goal" },
  "own-goal": { id: "cms.console.own-goal", defaultMessage: "Own goal" },
  "yellow-card": { id: "cms.console.yellow-card", defaultMessage: "Yellow card" },
  "second-yellow": { id: "cms.console.second-yellow", defaultMessage: "Second yellow" },
  "red-card": { id: "cms.console.red-card", defaultMessage: "Red card" },
  substitution: { id: "cms.console.substitution", defaultMessage: "Substitution" },
});

const m = defineMessages({
  kickOff: { id: "cms.console.move.kick-off", defaultMessage: "Kick off" },
  halfTime: { id: "cms.console.move.half-time", defaultMessage: "Half time" },
  secondHalf: { id: "cms.console.move.second-half", defaultMessage: "Start the second half" },
  fullTime: { id: "cms.console.move.full-time", defaultMessage: "Full time" },
  toExtraTime: { id: "cms.console.move.to-extra-time", defaultMessage: "End of normal time: extra time" },
  toPenalties: { id: "cms.console.move.to-penalties", defaultMessage: "End of normal time: penalties" },
  extraTime: { id: "cms.console.move.extra-time", defaultMessage: "Start extra time" },
  shootOut: { id: "cms.console.move.shoot-out", defaultMessage: "Start the shoot-out" },
  extraHalfTime: { id: "cms.console.move.extra-half-time", defaultMessage: "Half time in extra time" },
  extraSecondHalf: {
    id: "cms.console.move.extra-second-half",
    defaultMessage: "Start the second half of extra time",
  },
  fullTimeAfterExtra: {
    id: "cms.console.move.full-time-after-extra",
    defaultMessage: "Full time after extra time",
  },
  extraToPenalties: {
    id: "cms.console.move.extra-to-penalties",
    defaultMessage: "End of extra time: penalties",
  },
  endShootOut: { id: "cms.console.move.end-shoot-out", defaultMessage: "End the shoot-out" },
  noNumber: {
    id: "cms.console.player.no-number",
    defaultMessage: "No number {number} among the players you can pick.",
  },
  notAmong: {
    id: "cms.console.player.not-among",
    defaultMessage: "{name} is not among the players you can pick.",
  },
  periodStart: { id: "cms.console.event.period-start", defaultMessage: "Period start" },
  periodEnd: { id: "cms.console.event.period-end", defaultMessage: "Period end" },
  shootoutGoal: { id: "cms.console.event.shootout-goal", defaultMessage: "Shoot-out goal" },
  shootoutMiss: { id: "cms.console.event.shootout-miss", defaultMessage: "Shoot-out miss" },
  var: { id: "cms.console.event.var", defaultMessage: "VAR" },
  missedPenalty: { id: "cms.console.event.missed-penalty", defaultMessage: "Missed penalty" },
  varCancelled: { id: "cms.console.event.var-cancelled", defaultMessage: "VAR: event cancelled" },
  takenBack: { id: "cms.console.event.taken-back", defaultMessage: "Correction: event taken back" },
  substituted: {
    id: "cms.console.event.substituted",
    defaultMessage: "{on} on for {off}",
    description: "A substitution in the console's timeline: the player coming on, then the one going off",
  },
});

/** The keys that start an event from idle; shown on the buttons and in the shortcut sheet. */
export const ACTION_KEYS: Array<[PlayerAction, string]> = [
  ["goal", "g"],
  ["penalty-goal", "k"],
  ["own-goal", "o"],
  ["yellow-card", "y"],
  ["second-yellow", "y y"],
  ["red-card", "r"],
  ["substitution", "s"],
];

const startKeys: Record<string, PlayerAction> = {
  g: "goal",
  k: "penalty-goal",
  o: "own-goal",
  y: "yellow-card",
  r: "red-card",
  s: "substitution",
};

/**
 * One keystroke outside a text field: the next draft, a command, or null when
 * the key means nothing here. Text steps (player, reason) read their own field.
 */
export function keyStep(draft: Draft, key: string, ctrl: boolean): Draft | KeyCommand | null {
  if (key === "Escape") return { step: "idle" };
  if (ctrl && key.toLowerCase() === "z") return "undo";
  if (ctrl) return null;
  if (key === "?") return "help";
  if (draft.step === "idle") {
    const action = startKeys[key];
    if (action) return { step: "team", action };
    if (key === "p") return { step: "period" };
    if (key === "v") return { step: "overturn" };
    if (key === "u") return "undo";
    return null;
  }
  if (draft.step === "team") {
    if (key === "h" || key === "a")
      return { step: "player", action: draft.action, side: key === "h" ? "home" : "away" };
    if (key === "y" && draft.action === "yellow-card") return { step: "team", action: "second-yellow" };
    return null;
  }
  if (draft.step === "period") {
    if (key === "Enter") return { period: 0 };
    if (/^[1-9]$/.test(key)) return { period: Number(key) - 1 };
    return null;
  }
  if (draft.step === "overturn" && /^[1-9]$/.test(key)) return { overturn: Number(key) - 1 };
  return null;
}

export type PeriodMove = { label: MessageDescriptor; event: LiveEventInput };

/** What the period key can do now; the first is what Enter does. */
export function periodMoves(state: LiveMatchState): PeriodMove[] {
  const running = state.periodStartedAt !== null;
  const start = (
    period: "1H" | "2H" | "ET1" | "ET2" | "PEN",
    minute: number,
    label: MessageDescriptor,
  ): PeriodMove => ({
    label,
    event: { type: "period-start", period, minute },
  });
  const end = (
    period: "1H" | "2H" | "ET1" | "ET2" | "PEN",
    minute: number,
    label: MessageDescriptor,
    next?: "ET" | "PEN",
  ) => ({
    label,
    event: { type: "period-end", period, minute, ...(next ? { next } : {}) } as LiveEventInput,
  });
  if (state.status === "scheduled") return [start("1H", 0, m.kickOff)];
  if (state.status !== "live") return [];
  switch (state.period) {
    case "1H":
      return [end("1H", 45, m.halfTime)];
    case "HT":
      return [start("2H", 45, m.secondHalf)];
    case "2H":
      return running
        ? [end("2H", 90, m.fullTime), end("2H", 90, m.toExtraTime, "ET"), end("2H", 90, m.toPenalties, "PEN")]
        : [start("ET1", 90, m.extraTime), start("PEN", 120, m.shootOut)];
    case "ET1":
      return [end("ET1", 105, m.extraHalfTime)];
    case "ETHT":
      return [start("ET2", 105, m.extraSecondHalf)];
    case "ET2":
      return running
        ? [end("ET2", 120, m.fullTimeAfterExtra), end("ET2", 120, m.extraToPenalties, "PEN")]
        : [start("PEN", 120, m.shootOut)];
    case "PEN":
      return [end("PEN", 120, m.endShootOut)];
    default:
      return [];
  }
}

const ranges = { "1H": [0, 45], "2H": [45, 90], ET1: [90, 105], ET2: [105, 120], PEN: [90, 130] } as const;
type Played = keyof typeof ranges;
const playedOf = (period: LiveMatchState["period"]): Played =>
  period === "HT" || period === null
    ? "1H"
    : period === "ETHT"
      ? "ET1"
      : period === "FT" || period === "AET"
        ? "2H"
        : period;

/** The minute an event happens at now: the running clock, kept inside its period. */
export function clockNow(
  state: LiveMatchState,
  now: number,
): Pick<LiveEventInput, "minute" | "stoppage" | "period"> {
  const period = playedOf(state.period);
  const shown = state.periodStartedAt
    ? tickingClock(state, now)
    : { minute: state.minute, stoppage: state.stoppage };
  const [low, high] = ranges[period];
  const minute = Math.min(high, Math.max(low, shown.minute ?? low));
  const stoppage = shown.stoppage ? Math.min(30, shown.stoppage) : undefined;
  return { period, minute, ...(stoppage && minute === high ? { stoppage } : {}) };
}

export type SquadPlayer = { name: string; shirtNumber: number | null };

/**
 * What the operator typed for a player: a shirt number or a name among the choices the line-up
 * leaves (on the pitch, or on the bench for the player coming on), or nothing for an unnamed
 * player. Without a line-up (`null`) any name is taken as typed.
 */
export function playerFrom(
  typed: string,
  choices: readonly SquadPlayer[] | null,
  t: Translator = translatorFor("en"),
): { name: string | null } | { error: string } {
  const text = typed.trim();
  if (text === "") return { name: null };
  if (/^\d{1,2}$/.test(text)) {
    const found = choices?.find((player) => player.shirtNumber === Number(text));
    return found ? { name: found.name } : { error: t(m.noNumber, { number: text }) };
  }
  const found = choices?.find((player) => player.name.toLowerCase() === text.toLowerCase());
  if (found) return { name: found.name };
  if (choices) return { error: t(m.notAmong, { name: text.slice(0, 80) }) };
  return { name: text.slice(0, 80) };
}

/**
 * The players an operator may pick in a player step: the substitute coming on from the bench,
 * everyone else from the pitch, with their shirt numbers. Null when the side has no line-up.
 */
export function playerChoices(
  lineup: { starters: readonly SquadPlayer[]; bench: readonly SquadPlayer[] } | null,
  sheet: { onPitch: readonly string[]; bench: readonly string[] } | null,
  comingOn: boolean,
): SquadPlayer[] | null {
  if (!lineup || !sheet) return null;
  const named = new Set(comingOn ? sheet.bench : sheet.onPitch);
  return [...lineup.starters, ...lineup.bench].filter((player) => named.has(player.name));
}

type StandingEvent = Pick<LiveTimelineEvent, "type" | "teamId" | "playerName" | "cancelled">;

/** The event a player step records; a yellow for a player already booked becomes the second yellow. */
export function playerEvent(
  action: PlayerAction,
  sides: { home: number; away: number },
  side: Side,
  names: { player: string | null; off?: string | null },
  at: Pick<LiveEventInput, "minute" | "stoppage" | "period">,
  timeline: readonly StandingEvent[],
): LiveEventInput {
  const teamId = sides[side];
  // An own goal counts for the other side; the player named scored it.
  const credited = action === "own-goal" ? sides[side === "home" ? "away" : "home"] : teamId;
  const booked =
    action === "yellow-card" &&
    names.player !== null &&
    timeline.some(
      (e) => !e.cancelled && e.type === "yellow-card" && e.teamId === teamId && e.playerName === names.player,
    );
  const event: LiveEventInput = { type: booked ? "second-yellow" : action, teamId: credited, ...at };
  if (action === "substitution") {
    if (names.off) event.playerName = names.off;
    if (names.player) event.secondaryPlayerName = names.player;
  } else if (names.player) event.playerName = names.player;
  return event;
}

const typeLabels: Record<string, MessageDescriptor> = {
  ...ACTION_LABELS,
  "period-start": m.periodStart,
  "period-end": m.periodEnd,
  "shootout-goal": m.shootoutGoal,
  "shootout-miss": m.shootoutMiss,
  var: m.var,
  "missed-penalty": m.missedPenalty,
};

/** An event type's name in words; a type without a message as the feed names it. */
export function eventTypeName(type: string, t: Translator = translatorFor("en")): string {
  const label = typeLabels[type];
  return label ? t(label) : type;
}

export const minuteText = (minute: number, stoppage: number | null | undefined) =>
  stoppage ? `${minute}+${stoppage}'` : `${minute}'`;

/** One timeline event in words, for the timeline, toasts and the conflict panel. */
export function describeEvent(
  event: Pick<
    LiveTimelineEvent,
    "type" | "minute" | "stoppage" | "period" | "teamId" | "playerName" | "secondaryPlayerName" | "detail"
  >,
  teamName: (teamId: number | null) => string | null,
  t: Translator = translatorFor("en"),
): string {
  const parts = [minuteText(event.minute, event.stoppage)];
  if (event.type === "var" && event.detail?.decision === "cancelled") {
    const what = t(event.detail.review === true ? m.varCancelled : m.takenBack);
    parts.push(`${what}${event.detail.reason ? ` (${event.detail.reason})` : ""}`);
    return parts.join(" ");
  }
  parts.push(eventTypeName(event.type, t));
  if (event.type === "period-start" || event.type === "period-end") parts.push(event.period ?? "");
  const team = teamName(event.teamId);
  if (team) parts.push(`· ${team}`);
  if (event.type === "substitution") {
    if (event.secondaryPlayerName || event.playerName) {
      parts.push(
        `· ${t(m.substituted, { on: event.secondaryPlayerName ?? "?", off: event.playerName ?? "?" })}`,
      );
    }
  } else if (event.playerName) parts.push(`· ${event.playerName}`);
  return parts.join(" ");
}

/** Events a VAR overturn may cancel: standing goals and cards, newest first. */
export function overturnable<E extends Pick<LiveTimelineEvent, "id" | "type" | "cancelled">>(
  events: readonly E[],
): E[] {
  const kinds = new Set(["goal", "penalty-goal", "own-goal", "yellow-card", "second-yellow", "red-card"]);
  return [...events]
    .filter((event) => !event.cancelled && kinds.has(event.type))
    .sort((a, b) => b.id - a.id)
    .slice(0, 9);
}

/** The newer of two states of a match: versions only go up. */
export const newer = (a: LiveMatchState, b: LiveMatchState | null | undefined) =>
  b && b.id === a.id && b.version > a.version ? b : a;
