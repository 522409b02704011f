import { kickoffTime, shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";

/** Pieces the inbox list and a message's screen share. */
const STATUS_LABELS: Record<string, string> = { new: "New", answered: "Answered", closed: "Closed" };

export function StatusBadge({ status }: { status: string }) {
  const look = status === "new" ? "border-accent bg-accent text-accent-fg" : "border-line bg-raised text-fg";
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${look}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

export function Received({ iso }: { iso: string }) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {shortDate(iso, timeZone, true)} {kickoffTime(iso, timeZone)}
    </time>
  );
}
