import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";

/** Pieces the inbox list and a message's screen share. */
const STATUS_LABELS: Record<string, MessageDescriptor> = defineMessages({
  new: { id: "cms.inbox.status.new", defaultMessage: "New" },
  answered: { id: "cms.inbox.status.answered", defaultMessage: "Answered" },
  closed: { id: "cms.inbox.status.closed", defaultMessage: "Closed" },
});

export function StatusBadge({ status }: { status: string }) {
  const look = status === "new" ? "border-accent bg-accent text-accent-fg" : "border-line bg-raised text-fg";
  const t = useT();
  const label = STATUS_LABELS[status];
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${look}`}>
      {label ? t(label) : status}
    </span>
  );
}

export function Received({ iso }: { iso: string }) {
  const dates = useDates();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dates.shortDate(iso, true)} {dates.kickoffTime(iso)}
    </time>
  );
}
