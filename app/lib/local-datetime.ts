/**
 * A datetime-local input's value ("2026-11-28T15:00") for an instant in a zone, and the
 * zone's offset there as Date#getTimezoneOffset gives it (minutes behind UTC), which the
 * admin forms send beside the value so the server reads the instant the operator meant.
 */
export function localDateTimeIn(iso: string, timeZone: string): { value: string; offset: number } {
  const instant = new Date(iso);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const value = `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
  const wallClock = Date.parse(`${value}:00Z`);
  const minuteStart = Math.floor(instant.getTime() / 60_000) * 60_000;
  return { value, offset: Math.round((minuteStart - wallClock) / 60_000) };
}
