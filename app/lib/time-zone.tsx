import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { useLocale } from "./i18n.tsx";
import {
  DEFAULT_TIME_ZONE,
  dayIn,
  instantIn,
  kickoffTime,
  longDate,
  longDay,
  longKickoff,
  shortDate,
  shortDay,
} from "./time.ts";

const TimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export const useTimeZone = () => use(TimeZoneContext);

/** Formats instants (payments, sessions, receipts) in the visitor's zone, as kickoff times are. */
export function useInstantFormat(): (iso: string) => string {
  const timeZone = useTimeZone();
  const locale = useLocale();
  return (iso) => instantIn(iso, timeZone, locale);
}

/** Formats the day of an instant in the visitor's zone. */
export function useDayFormat(): (iso: string) => string {
  const timeZone = useTimeZone();
  const locale = useLocale();
  return (iso) => dayIn(iso, timeZone, locale);
}

/**
 * Every date and time format of the pages, in the visitor's zone and the page's language:
 * `dates.shortDay("2026-12-02")` is "Wed 2 Dec" in English and "Th 4, 2 thg 12" in Vietnamese.
 */
export function useDates() {
  const timeZone = useTimeZone();
  const locale = useLocale();
  return {
    timeZone,
    locale,
    kickoffTime: (iso: string) => kickoffTime(iso, timeZone, locale),
    shortDay: (date: string) => shortDay(date, locale),
    longDay: (date: string) => longDay(date, locale),
    longDate: (date: string) => longDate(date, locale),
    shortDate: (iso: string, withYear = false) => shortDate(iso, timeZone, withYear, locale),
    longKickoff: (iso: string) => longKickoff(iso, timeZone, locale),
    instantIn: (iso: string) => instantIn(iso, timeZone, locale),
    dayIn: (iso: string) => dayIn(iso, timeZone, locale),
  };
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Renders with the zone the server used (the `tz` cookie, else UTC) so hydration matches. The head
 * script (`time-zone-script.ts`) has the page drawn in the browser's zone before it paints; when the
 * server could not (cookies refused, a zone it does not know), the times switch to the browser's
 * zone after hydration.
 */
export function TimeZoneProvider({
  serverTimeZone,
  children,
}: {
  serverTimeZone: string;
  children: ReactNode;
}) {
  const [timeZone, setTimeZone] = useState(serverTimeZone);
  useEffect(() => {
    const local = browserTimeZone();
    if (local && local !== serverTimeZone) setTimeZone(local);
  }, [serverTimeZone]);
  return <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>;
}
