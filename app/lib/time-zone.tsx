import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { DEFAULT_TIME_ZONE, dayIn, instantIn } from "./time.ts";

const TimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export const useTimeZone = () => use(TimeZoneContext);

/** Formats instants (payments, sessions, receipts) in the visitor's zone, as kickoff times are. */
export function useInstantFormat(): (iso: string) => string {
  const timeZone = useTimeZone();
  return (iso) => instantIn(iso, timeZone);
}

/** Formats the day of an instant in the visitor's zone. */
export function useDayFormat(): (iso: string) => string {
  const timeZone = useTimeZone();
  return (iso) => dayIn(iso, timeZone);
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
