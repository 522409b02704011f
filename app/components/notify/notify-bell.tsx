import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { type BellState, usePushFollow } from "../../lib/push.ts";
import type { Follows } from "../../lib/push-follows.ts";
import { toast } from "../../lib/toast.ts";

const m = defineMessages({
  notifyMe: {
    id: "notify.bell.notify-me",
    defaultMessage: "Notify me",
    description: "Button that turns on notifications for a team or a match",
  },
  notifying: {
    id: "notify.bell.notifying",
    defaultMessage: "Notifying",
    description: "The same button once notifications are on",
  },
  blocked: {
    id: "notify.bell.blocked",
    defaultMessage: "Blocked",
    description: "The button when the browser blocks notifications for the site",
  },
  unsupported: {
    id: "notify.bell.unsupported",
    defaultMessage: "No notifications",
    description: "The button in a browser that cannot show notifications",
  },
  label: {
    id: "notify.bell.label",
    defaultMessage: "{state}: {name}",
    description: "Accessible name of the button: its state, then the team or match",
  },
  hintOff: {
    id: "notify.bell.hint-off",
    defaultMessage: "Goals, red cards, kick-off and full time as notifications",
  },
  hintOn: { id: "notify.bell.hint-on", defaultMessage: "Notifications are on; press to turn them off" },
  hintBlocked: {
    id: "notify.bell.hint-blocked",
    defaultMessage: "Notifications are blocked for this site: allow them in your browser's site settings",
  },
  hintUnsupported: {
    id: "notify.bell.hint-unsupported",
    defaultMessage: "This browser cannot show notifications from websites",
  },
  turnedOn: { id: "notify.bell.turned-on", defaultMessage: "Notifications on for {name}." },
  turnedOff: { id: "notify.bell.turned-off", defaultMessage: "Notifications off for {name}." },
  blockedNow: {
    id: "notify.bell.blocked-now",
    defaultMessage: "Notifications are blocked: allow them in your browser's site settings.",
  },
  failed: {
    id: "notify.bell.failed",
    defaultMessage: "Notifications could not be changed. Please try again.",
  },
});

const LABELS: Record<BellState, MessageDescriptor> = {
  pending: m.notifyMe,
  off: m.notifyMe,
  on: m.notifying,
  blocked: m.blocked,
  unsupported: m.unsupported,
};

const HINTS: Record<BellState, MessageDescriptor> = {
  pending: m.hintOff,
  off: m.hintOff,
  on: m.hintOn,
  blocked: m.hintBlocked,
  unsupported: m.hintUnsupported,
};

/** "Notify me" for a team or a match: asks for permission only when pressed. */
export function NotifyBell({ kind, id, name }: { kind: keyof Follows; id: number; name: string }) {
  const t = useT();
  const { apiPath, vapidPublicKey } = usePublicConfig();
  const { state, busy, toggle } = usePushFollow(kind, id, apiPath, vapidPublicKey);
  const on = state === "on";

  async function press() {
    try {
      const now = await toggle();
      if (now === "on") toast.success(() => t(m.turnedOn, { name }));
      else if (now === "blocked") toast.warning(() => t(m.blockedNow));
      else if (on) toast.info(() => t(m.turnedOff, { name }));
    } catch {
      toast.error(() => t(m.failed));
    }
  }

  return (
    <button
      type="button"
      data-notify-state={state}
      aria-pressed={on}
      aria-label={t(m.label, { state: t(LABELS[state]), name })}
      title={t(HINTS[state])}
      disabled={busy || state === "pending" || state === "blocked" || state === "unsupported"}
      onClick={press}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
        on ? "border-accent bg-accent text-accent-fg" : "border-line text-muted hover:text-accent"
      }`}
    >
      <BellIcon crossed={state === "blocked" || state === "unsupported"} />
      <span className="sr-only sm:not-sr-only">{t(LABELS[state])}</span>
    </button>
  );
}

function BellIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
