import { kickoffTime, shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";

/**
 * When something happened, as the admin area's lists and records show it: "28 Nov 26 19:45" in the
 * viewer's zone, kept on one line; `missing` stands in when it never happened.
 */
export function StaffTime({ iso, missing = "–" }: { iso: string | null; missing?: string }) {
  const timeZone = useTimeZone();
  if (!iso) return <span className="text-muted">{missing}</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {shortDate(iso, timeZone, true)} {kickoffTime(iso, timeZone)}
    </time>
  );
}
