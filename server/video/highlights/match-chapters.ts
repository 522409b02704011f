import type { MatchEventView } from "../../sports/service.ts";
import type { VideoChapter } from "../schema.ts";

/** Events a highlight's timeline offers as jump-to moments. */
const MOMENTS = {
  goal: "Goal",
  "penalty-goal": "Penalty goal",
  "own-goal": "Own goal",
  "red-card": "Red card",
  "second-yellow": "Red card",
} as const satisfies Partial<Record<MatchEventView["type"], string>>;
type MomentType = keyof typeof MOMENTS;

export type HighlightChapter = {
  /** Seconds into the clip; null when the clip's length is unknown (external videos). */
  seconds: number | null;
  label: string;
  type: MomentType | "moment";
  minute: number | null;
  stoppage: number | null;
  player: string | null;
  side: "home" | "away" | null;
  event_id: number | null;
};

const isMoment = (event: MatchEventView): event is MatchEventView & { type: MomentType } =>
  !event.cancelled && event.type in MOMENTS;

const clock = (minute: number, stoppage: number | null) =>
  stoppage ? `${minute}+${stoppage}'` : `${minute}'`;

function labelOf(event: MatchEventView & { type: MomentType }): string {
  const name = event.playerName ? ` ${event.playerName}` : "";
  return `${MOMENTS[event.type]} ${clock(event.minute, event.stoppage)}${name}`;
}

const EXTRA_TIME = new Set(["ET1", "ETHT", "ET2", "PEN", "AET"]);

/**
 * The match minutes a clip covers: 90, or 120 once anything happened in extra time.
 */
export function matchLength(events: readonly MatchEventView[]): number {
  const extra = events.some((e) => (e.period && EXTRA_TIME.has(e.period)) || e.minute > 90);
  return extra ? 120 : 90;
}

/**
 * Where each goal and red card sits in a highlight clip.
 *
 * - Chapters an editor placed on the video win: they are used as given (sorted, clamped to
 *   the clip), and those naming a match event take its type, minute and player.
 * - Otherwise the match is spread linearly over the clip: an event at minute m (stoppage
 *   added, capped at the match length L of 90 or 120) sits at `m / L × duration` seconds,
 *   rounded to a tenth and kept at least one second before the end, so a jump never lands
 *   on the last frame. Demo clips are built this way, a real edit rarely is: hence the override.
 */
export function chaptersOf(
  events: readonly MatchEventView[],
  durationSeconds: number | null,
  explicit: readonly VideoChapter[] | null,
): HighlightChapter[] {
  const last = durationSeconds && durationSeconds > 0 ? Math.max(0, durationSeconds - 1) : null;
  const clamp = (seconds: number) => Math.round(Math.min(Math.max(seconds, 0), last ?? seconds) * 10) / 10;
  const view = (event: MatchEventView & { type: MomentType }, seconds: number | null): HighlightChapter => ({
    seconds,
    label: labelOf(event),
    type: event.type,
    minute: event.minute,
    stoppage: event.stoppage,
    player: event.playerName,
    side: event.side,
    event_id: event.id,
  });
  if (explicit && explicit.length > 0) {
    const byId = new Map(events.map((event) => [event.id, event]));
    return [...explicit]
      .sort((a, b) => a.seconds - b.seconds)
      .map((chapter) => {
        const event = chapter.event_id ? byId.get(chapter.event_id) : undefined;
        if (event && isMoment(event)) return { ...view(event, clamp(chapter.seconds)), label: chapter.label };
        return {
          seconds: clamp(chapter.seconds),
          label: chapter.label,
          type: "moment",
          minute: null,
          stoppage: null,
          player: null,
          side: null,
          event_id: null,
        };
      });
  }
  const length = matchLength(events);
  return events.filter(isMoment).map((event) => {
    if (last === null) return view(event, null);
    const minute = Math.min(event.minute + (event.stoppage ?? 0), length);
    return view(event, clamp((minute / length) * (durationSeconds ?? 0)));
  });
}

/** The goals of a match for its card: who scored, when, for which side. */
export function scorersOf(events: readonly MatchEventView[]) {
  return events
    .filter((e) => !e.cancelled && (e.type === "goal" || e.type === "penalty-goal" || e.type === "own-goal"))
    .map((e) => ({
      player: e.playerName,
      minute: e.minute,
      stoppage: e.stoppage,
      side: e.side,
      penalty: e.type === "penalty-goal",
      own_goal: e.type === "own-goal",
    }));
}
