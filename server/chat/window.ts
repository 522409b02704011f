/** The room opens this long before kick-off and stays writable this long after full time. */
export const OPEN_BEFORE_MS = 60 * 60_000;
export const OPEN_AFTER_MS = 60 * 60_000;
/** Full time when the live log has no last word for the match. */
const TYPICAL_LENGTH_MS = 115 * 60_000;

export type RoomClock = {
  status: string;
  kickoffAt: Date;
  /** The match's last live-log entry, if any: when it ended, for a finished match. */
  lastEventAt: Date | null;
};

export type RoomWindow = { opens_at: string; closes_at: string | null; open: boolean };

/**
 * When a room takes messages: from an hour before kick-off, through play, until an
 * hour after full time. A match that will not be played keeps its room read-only.
 */
export function roomWindow(clock: RoomClock, now: Date): RoomWindow {
  const opens = new Date(clock.kickoffAt.getTime() - OPEN_BEFORE_MS);
  const unplayed = ["postponed", "cancelled"].includes(clock.status);
  if (clock.status === "live" || clock.status === "suspended") {
    return { opens_at: opens.toISOString(), closes_at: null, open: true };
  }
  if (clock.status === "scheduled") {
    return { opens_at: opens.toISOString(), closes_at: null, open: now >= opens };
  }
  const ended =
    clock.lastEventAt && clock.lastEventAt > clock.kickoffAt
      ? clock.lastEventAt
      : new Date(clock.kickoffAt.getTime() + TYPICAL_LENGTH_MS);
  const closes = new Date(ended.getTime() + OPEN_AFTER_MS);
  return {
    opens_at: opens.toISOString(),
    closes_at: closes.toISOString(),
    open: !unplayed && now >= opens && now < closes,
  };
}
