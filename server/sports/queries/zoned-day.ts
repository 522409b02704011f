import { isTimeZone } from "../../../shared/time-zone.ts";

// Building a formatter costs far more than using one, and imports convert thousands of kickoffs:
// each kind is built once per zone.
export function cachedFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = cache.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      cache.set(timeZone, formatter);
    }
    return formatter;
  };
}

const formatterFor = cachedFormatter("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Milliseconds a zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

// A day's start in a zone never changes, and schedules, day pages and the demo planner ask for the
// same few days again and again: each answer is kept, up to a bound a long-running server never minds.
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 20_000;

/** The UTC instant at which a calendar day starts in a zone (DST-safe). */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return new Date(known);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  let start = guess - offsetAt(guess, timeZone);
  const corrected = guess - offsetAt(start, timeZone);
  if (corrected !== start) start = corrected;
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(key, start);
  return new Date(start);
}

/** The UTC instant of a wall-clock time ("HH:MM") on a day in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  const known = wallClockInstants.get(key);
  if (known !== undefined) return new Date(known);
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const midnight = startOfZonedDay(date, timeZone).getTime();
  const naive = midnight + (hours * 60 + minutes) * 60_000;
  // Across a DST change the day's offset differs from midnight's; correct once.
  const instant = naive + offsetAt(midnight, timeZone) - offsetAt(naive, timeZone);
  if (wallClockInstants.size >= DAY_STARTS_KEPT) wallClockInstants.clear();
  wallClockInstants.set(key, instant);
  return new Date(instant);
}
const wallClockInstants = new Map<string, number>();

/** [start, end) of a calendar day in a zone, as UTC instants. */
export function zonedDayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { from: startOfZonedDay(date, timeZone), to: startOfZonedDay(next, timeZone) };
}

const dayFormatterFor = cachedFormatter("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormatterFor(timeZone).format(now);
}

// One rule for a zone's name, the pages' and the server's alike.
export { isTimeZone };

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
