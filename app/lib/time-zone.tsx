import { createContext, type ReactNode, use, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useLocale, wholeLanguage } from "./i18n.tsx";
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

/** How long an answer without a new zone waits for one to be committed before the page is shown. */
const ZONE_ANSWER_GRACE_MS = 500;

/**
 * Renders with the zone the server used (the `tz` cookie, else UTC) so hydration matches. A page the
 * server drew in another zone than the browser's comes hidden (`data-zone-pending`, set by the head
 * script, `time-zone-script.ts`): once hydrated, its data is asked for again, now in the zone the
 * cookie names, and the page is shown drawn in it. When the server could not draw in it (cookies
 * refused, a zone it does not know), the times switch to the browser's zone after hydration.
 */
export function TimeZoneProvider({
  serverTimeZone,
  children,
}: {
  serverTimeZone: string;
  children: ReactNode;
}) {
  const [timeZone, setTimeZone] = useState(serverTimeZone);
  const revalidator = useRevalidator();
  const drawnIn = useRef(serverTimeZone);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const local = browserTimeZone();
    if (local && local !== serverTimeZone) setTimeZone(local);
  }, [serverTimeZone]);
  // Once, after hydration: a page waiting to be drawn in the fan's zone asks for its data again, with
  // the rest of its language in hand: drawn in another zone, it may say words its first render did
  // not (another day, another count), which would otherwise arrive after it is shown and move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, as the page loads
  useEffect(() => {
    if (document.documentElement.dataset.zonePending === undefined) return;
    const done = () => setAnswered(true);
    wholeLanguage()
      .then(() => revalidator.revalidate())
      .then(done, done);
  }, []);
  // Shown once drawn in the new zone (the root's data names it), not when the answer has merely come:
  // the pages' new data may be committed a moment later, and would move what is already in sight.
  // Without a new zone (one the server does not know, or offline) it is shown as the answer came;
  // the times above already follow the browser.
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.zonePending === undefined) return;
    const redrawn = serverTimeZone !== drawnIn.current;
    if (!redrawn && !answered) return;
    const show = () => {
      delete root.dataset.zonePending;
    };
    if (redrawn) {
      requestAnimationFrame(show);
      return;
    }
    const late = setTimeout(show, ZONE_ANSWER_GRACE_MS);
    return () => clearTimeout(late);
  }, [serverTimeZone, answered]);
  return <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>;
}
