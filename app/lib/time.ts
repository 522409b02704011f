import { type AnyLocale, intlLocaleOf } from "../../shared/i18n/locales.ts";
import { isTimeZone } from "../../shared/time-zone.ts";
import { zoneFromLanguages } from "../../shared/zone-by-language.ts";
import { localDateTimeIn } from "./local-datetime.ts";

/** Kickoff times and match days in the visitor's time zone. All inputs are ISO instants in UTC. */

export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_COOKIE = "tz";

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a formatter is far slower than using one, and a match list formats hundreds of times.
// Days and months are written in the page's language; English pages keep British order ("21 Nov").
function formatter(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale: AnyLocale = "en",
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** The `tz` cookie as the browser sent it, checked or not; null when absent or undecodable. */
export function timeZoneCookieValue(cookieHeader: string | null): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The zone stored by the browser on its first visit; UTC when absent or unusable. */
export function timeZoneFromCookie(cookieHeader: string | null): string {
  const value = timeZoneCookieValue(cookieHeader);
  return value !== null && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/**
 * The zone a request's page is drawn in: the one its browser stored, else the one its first
 * language points to on a first visit (`zoneFromLanguages`), else UTC.
 */
export function visitorTimeZone(request: { headers: Pick<Headers, "get"> }): string {
  const value = timeZoneCookieValue(request.headers.get("Cookie"));
  if (value !== null && isTimeZone(value)) return value;
  return zoneFromLanguages(request.headers.get("Accept-Language")) ?? DEFAULT_TIME_ZONE;
}

/** "19:45" */
export function kickoffTime(iso: string, timeZone: string, locale: AnyLocale = "en"): string {
  return formatter(timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, locale).format(
    new Date(iso),
  );
}

/** The calendar day ("2026-11-21") an instant falls on in a time zone. */
export function isoDateIn(instant: string | Date, timeZone: string): string {
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function shiftIsoDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** "Sat 21 Nov" for a calendar day (no time zone: the day is already local). */
export function shortDay(date: string, locale: AnyLocale = "en"): string {
  return formatter("UTC", { weekday: "short", day: "numeric", month: "short" }, locale).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Saturday 21 November" for a calendar day (no time zone: the day is already local). */
export function longDay(date: string, locale: AnyLocale = "en"): string {
  return formatter("UTC", { weekday: "long", day: "numeric", month: "long" }, locale).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "17 April 2001" for a calendar day (a date of birth: no zone, the day is the day). */
export function longDate(date: string, locale: AnyLocale = "en"): string {
  return formatter("UTC", { day: "numeric", month: "long", year: "numeric" }, locale).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "21 Nov", or "21 Nov 2025" with the year. */
export function shortDate(iso: string, timeZone: string, withYear = false, locale: AnyLocale = "en"): string {
  return formatter(
    timeZone,
    { day: "numeric", month: "short", ...(withYear ? { year: "2-digit" } : {}) },
    locale,
  ).format(new Date(iso));
}

/** "Saturday 21 November 2026, 19:45" */
export function longKickoff(iso: string, timeZone: string, locale: AnyLocale = "en"): string {
  const day = formatter(
    timeZone,
    { weekday: "long", day: "numeric", month: "long", year: "numeric" },
    locale,
  ).format(new Date(iso));
  return `${day}, ${kickoffTime(iso, timeZone, locale)}`;
}

/** "UTC", "UTC+1", "UTC+5:30", "UTC-3": the zone's offset at an instant. */
function offsetLabel(iso: string, timeZone: string): string {
  const ahead = -localDateTimeIn(iso, timeZone).offset;
  if (ahead === 0) return "UTC";
  const size = Math.abs(ahead);
  const minutes = size % 60 ? `:${String(size % 60).padStart(2, "0")}` : "";
  return `UTC${ahead > 0 ? "+" : "-"}${Math.floor(size / 60)}${minutes}`;
}

/**
 * "28 Nov 2026, 15:07 UTC+1": an instant on account and billing pages, with the zone it is in. The
 * day, the time and the offset are each worked out on their own: Intl's zone names and its glue
 * between a date and a time differ between the server's and the browser's locale data, and a
 * different string in the browser would not hydrate.
 */
export function instantIn(iso: string, timeZone: string, locale: AnyLocale = "en"): string {
  return `${dayIn(iso, timeZone, locale)}, ${kickoffTime(iso, timeZone, locale)} ${offsetLabel(iso, timeZone)}`;
}

/** "28 Nov 2026": the day an instant falls on in a time zone. */
export function dayIn(iso: string, timeZone: string, locale: AnyLocale = "en"): string {
  return formatter(timeZone, { day: "numeric", month: "short", year: "numeric" }, locale).format(
    new Date(iso),
  );
}

/** Whole years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD): a player's age that day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
