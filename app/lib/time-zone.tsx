import { createContext, type ReactNode, use, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from "./time.ts";

const TimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export const useTimeZone = () => use(TimeZoneContext);

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Renders with the zone the server used (the `tz` cookie, else UTC) so hydration matches,
 * then switches to the browser's zone only when it differs, and remembers it for next time.
 */
export function TimeZoneProvider({
  serverTimeZone,
  children,
  reloadOnChange = false,
}: {
  serverTimeZone: string;
  children: ReactNode;
  /** Reload the page's data in the new zone: for pages whose contents depend on the local day. */
  reloadOnChange?: boolean;
}) {
  const [timeZone, setTimeZone] = useState(serverTimeZone);
  const revalidator = useRevalidator();
  // The revalidator changes identity as it runs; the latest one is enough.
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;
  useEffect(() => {
    const local = browserTimeZone();
    if (!local || local === serverTimeZone) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads on the next request
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(local)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    setTimeZone(local);
    if (reloadOnChange) void reload.current();
  }, [serverTimeZone, reloadOnChange]);
  return <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>;
}
