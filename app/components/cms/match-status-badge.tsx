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
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${TONES[status] ?? TONES.scheduled}`}
    >
      {status}
    </span>
  );
}
