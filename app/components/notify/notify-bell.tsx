import { usePublicConfig } from "../../lib/public-config.tsx";
import { type BellState, type Follows, usePushFollow } from "../../lib/push.ts";
import { toast } from "../../lib/toast.ts";

const LABELS: Record<BellState, string> = {
  pending: "Notify me",
  off: "Notify me",
  on: "Notifying",
  blocked: "Blocked",
  unsupported: "No notifications",
};

const HINTS: Record<BellState, string> = {
  pending: "Goals, red cards, kick-off and full time as notifications",
  off: "Goals, red cards, kick-off and full time as notifications",
  on: "Notifications are on; press to turn them off",
  blocked: "Notifications are blocked for this site: allow them in your browser's site settings",
  unsupported: "This browser cannot show notifications from websites",
};

/** "Notify me" for a team or a match: asks for permission only when pressed. */
export function NotifyBell({ kind, id, name }: { kind: keyof Follows; id: number; name: string }) {
  const { apiPath, vapidPublicKey } = usePublicConfig();
  const { state, busy, toggle } = usePushFollow(kind, id, apiPath, vapidPublicKey);
  const on = state === "on";

  async function press() {
    try {
      const now = await toggle();
      if (now === "on") toast.success(`Notifications on for ${name}.`);
      else if (now === "blocked")
        toast.warning("Notifications are blocked: allow them in your browser's site settings.");
      else if (on) toast.info(`Notifications off for ${name}.`);
    } catch {
      toast.error("Notifications could not be changed. Please try again.");
    }
  }

  return (
    <button
      type="button"
      data-notify-state={state}
      aria-pressed={on}
      aria-label={`${LABELS[state]}: ${name}`}
      title={HINTS[state]}
      disabled={busy || state === "pending" || state === "blocked" || state === "unsupported"}
      onClick={press}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
        on ? "border-accent bg-accent text-accent-fg" : "border-line text-muted hover:text-accent"
      }`}
    >
      <BellIcon crossed={state === "blocked" || state === "unsupported"} />
      <span className="sr-only sm:not-sr-only">{LABELS[state]}</span>
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
