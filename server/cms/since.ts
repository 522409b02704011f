import { isTimeZone, startOfZonedDay, todayIn } from "../sports/service.ts";

/** `today` or a calendar date, in the staff member's zone: when lists filtered "since" start. */
export const SINCE = /^(today|\d{4}-\d{2}-\d{2})$/;

/** The instant a `since` day starts in a zone (UTC when the zone is unknown). */
export function sinceInstant(since: string, timeZone = "UTC", now: Date = new Date()): Date {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  return startOfZonedDay(since === "today" ? todayIn(zone, now) : since, zone);
}
