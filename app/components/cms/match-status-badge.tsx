import { useT } from "../../lib/i18n.tsx";
import { matchStatusName } from "./cms-messages.ts";
import { StatusPill } from "./status-pill.tsx";

const TONES: Record<string, string> = {
  scheduled: "border-line text-fg",
  live: "border-live text-live",
  finished: "border-line text-muted",
  postponed: "border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300",
  suspended: "border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300",
  cancelled: "border-live text-live",
  abandoned: "border-live text-live",
  awarded: "border-line text-muted",
};

/** A match's status as a word in a bordered pill: colour is never the only sign. */
export function MatchStatusBadge({ status }: { status: string }) {
  const t = useT();
  // The first letter up, in every language: "Live", "Sắp diễn ra".
  return (
    <StatusPill tone={`first-letter:uppercase ${TONES[status] ?? TONES.scheduled}`}>
      {matchStatusName(t, status)}
    </StatusPill>
  );
}
