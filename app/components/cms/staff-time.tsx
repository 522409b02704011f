import { useDates } from "../../lib/time-zone.tsx";

/**
 * When something happened, as the admin area's lists and records show it: "28 Nov 26 19:45" in the
 * viewer's zone and the page's language, kept on one line; `missing` stands in when it never happened.
 */
export function StaffTime({ iso, missing = "–" }: { iso: string | null; missing?: string }) {
  const dates = useDates();
  if (!iso) return <span className="text-muted">{missing}</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dates.shortDate(iso, true)} {dates.kickoffTime(iso)}
    </time>
  );
}
