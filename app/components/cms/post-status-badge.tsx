import { type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { POST_STATUS_MESSAGES } from "./cms-messages.ts";
import { StatusPill } from "./status-pill.tsx";

const LOOK: Record<string, { label: MessageDescriptor; className: string }> = {
  draft: { label: POST_STATUS_MESSAGES.draft, className: "border-line text-muted" },
  scheduled: {
    label: POST_STATUS_MESSAGES.scheduled,
    className: "border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300",
  },
  published: {
    label: POST_STATUS_MESSAGES.published,
    className: "border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300",
  },
};

/** A post's status in words, the same on the list and the editor. */
export function PostStatusBadge({ status }: { status: string }) {
  const t = useT();
  const look = LOOK[status];
  return (
    <StatusPill tone={look?.className ?? "border-line"} data-post-status={status}>
      {look ? t(look.label) : status}
    </StatusPill>
  );
}
