import type { ReactNode } from "react";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";

/** What every page reads: the public settings, and the visitor's zone for the times it prints. */
export function ShellProviders({
  publicConfig,
  timeZone,
  children,
}: {
  publicConfig: PublicConfig;
  /** The zone the server drew the page in (the `tz` cookie, else UTC). */
  timeZone: string;
  children: ReactNode;
}) {
  return (
    <PublicConfigProvider value={publicConfig}>
      <TimeZoneProvider serverTimeZone={timeZone}>{children}</TimeZoneProvider>
    </PublicConfigProvider>
  );
}
