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
  return <StatusPill tone={`capitalize ${TONES[status] ?? TONES.scheduled}`}>{status}</StatusPill>;
}
