import { cachedFormatter, todayIn, zonedInstant } from "../queries/zoned-day.ts";

const clockFor = cachedFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** Minutes since midnight of a wall-clock time ("HH:MM"). */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Minutes since local midnight in a zone at `now`. */
export const localMinutes = (now: Date, zone: string) => minutesOf(clockFor(zone).format(now));

/**
 * Where a touring demo event (a tennis tournament, a basketball league's round) is held when the
 * site boots: of the cities such events go to, the one whose wall clock is inside `window`, nearest
 * its middle. Its sessions then start at local hours, as an order of play or a tip-off list is
 * written, and the boot still finds it under way. The cities must leave no hour of the day outside
 * every window; the first is taken when none fits.
 */
export function hostZone(now: Date, zones: readonly string[], window: { from: string; to: string }): string {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  const middle = (from + to) / 2;
  const fitting = zones.filter((zone) => {
    const at = localMinutes(now, zone);
    return at >= from && at <= to;
  });
  const distance = (zone: string) => Math.abs(localMinutes(now, zone) - middle);
  return fitting.sort((a, b) => distance(a) - distance(b))[0] ?? zones[0]!;
}

/** An instant at a local wall-clock time ("HH:MM"), `days` after the boot's local day in a zone. */
export function localAt(now: Date, zone: string, days: number, time: string): Date {
  return zonedInstant(daysAfter(todayIn(zone, now), days), time, zone);
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "HH:MM" of a number of minutes since midnight. */
export const wallClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
