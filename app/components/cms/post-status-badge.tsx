import { StatusPill } from "./status-pill.tsx";

const LOOK: Record<string, { label: string; className: string }> = {
  draft: { label: "Draft", className: "border-line text-muted" },
  scheduled: {
    label: "Scheduled",
    className: "border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300",
  },
  published: {
    label: "Published",
    className: "border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300",
  },
};

/** A post's status in words, the same on the list and the editor. */
export function PostStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { label: status, className: "border-line" };
  return (
    <StatusPill tone={look.className} data-post-status={status}>
      {look.label}
    </StatusPill>
  );
}
