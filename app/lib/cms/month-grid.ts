import { type AnyLocale, intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { shiftIsoDate } from "../time.ts";

/** "2026-11": a calendar month as the address carries it, from year 2000 to 2099. */
export function isIsoMonth(value: string | null): value is string {
  return value !== null && /^20\d{2}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month before or after ("2026-12" +1 is "2027-01"). */
export function shiftIsoMonth(month: string, by: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/**
 * The weeks a month's page shows, Monday first: from the Monday on or before the 1st to the
 * Sunday on or after the last day, as calendar days ("2026-11-23"). Four to six weeks.
 */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const last = shiftIsoDate(`${shiftIsoMonth(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let start = shiftIsoDate(first, -weekday); start <= last; start = shiftIsoDate(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => shiftIsoDate(start, day)));
  }
  return weeks;
}

/** "November 2026", in the language given. */
export function monthName(month: string, locale: AnyLocale = "en"): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** The week's days, Monday first, as a calendar's header names them ("Mon"), in the language given. */
export function weekdayNames(locale: AnyLocale = "en"): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: "short", timeZone: "UTC" });
  // 5 January 2026 is a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 0, 5 + day, 12))));
}
