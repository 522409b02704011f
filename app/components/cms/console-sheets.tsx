import { useEffect, useRef } from "react";
import type { LiveEntry } from "../../../server/live/entry.ts";
import { ACTION_LABELS, type ConsoleCurrent, describeEvent } from "../../lib/cms/console-keys.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { carry } from "./cms-messages.ts";

const m = defineMessages({
  ownGoal: {
    id: "cms.console.keys.own-goal",
    defaultMessage: "Own goal (then the side of the player who put it in)",
  },
  yellow: { id: "cms.console.keys.yellow", defaultMessage: "Yellow card; y again for a second yellow" },
  substitution: {
    id: "cms.console.keys.substitution",
    defaultMessage: "Substitution: player off, Enter, player on, Enter",
  },
  sideKeys: {
    id: "cms.console.keys.side-keys",
    defaultMessage: "h / a",
    description: "The keys for the home and away team",
  },
  side: { id: "cms.console.keys.side", defaultMessage: "Home or away team" },
  numberKeys: {
    id: "cms.console.keys.number-keys",
    defaultMessage: "number, Enter",
    description: "Keys: a shirt number, then Enter",
  },
  number: {
    id: "cms.console.keys.number",
    defaultMessage: "The player by shirt number (or type a name; Enter alone names nobody)",
  },
  period: {
    id: "cms.console.keys.period",
    defaultMessage: "Period: kick off, half time, full time, extra time, penalties",
  },
  overturn: {
    id: "cms.console.keys.overturn",
    defaultMessage: "VAR overturn: pick the event by number, give a reason",
  },
  undoKeys: {
    id: "cms.console.keys.undo-keys",
    defaultMessage: "u or Ctrl+Z",
    description: "Keys: u, or Ctrl and Z",
  },
  undo: {
    id: "cms.console.keys.undo",
    defaultMessage: "Undo your last event (a correction; nothing is deleted)",
  },
  cancel: { id: "cms.console.keys.cancel", defaultMessage: "Cancel" },
  sheet: { id: "cms.console.keys.sheet", defaultMessage: "This sheet" },
  title: { id: "cms.console.keys.title", defaultMessage: "Keyboard shortcuts" },
  close: { id: "cms.console.keys.close", defaultMessage: "Close" },
  conflictTitle: {
    id: "cms.console.conflict.title",
    defaultMessage: "Someone else changed this match first",
  },
  conflict: {
    id: "cms.console.conflict.text",
    defaultMessage:
      "Your {attempt} was not recorded. Since you last saw it, the score became {home} - {away}:",
  },
  theirChanges: { id: "cms.console.conflict.their-changes", defaultMessage: "Their changes" },
  detailsEdited: {
    id: "cms.console.conflict.details-edited",
    defaultMessage: "The match details were edited.",
  },
  redo: { id: "cms.console.conflict.redo", defaultMessage: "Record my {attempt} again" },
  discard: { id: "cms.console.conflict.discard", defaultMessage: "Discard mine" },
});

/** Each shortcut: its keys (a message where the keys are words) and what it does. */
const SHORTCUTS: Array<[string | MessageDescriptor, MessageDescriptor]> = [
  ["g", ACTION_LABELS.goal],
  ["k", ACTION_LABELS["penalty-goal"]],
  ["o", m.ownGoal],
  ["y", m.yellow],
  ["r", ACTION_LABELS["red-card"]],
  ["s", m.substitution],
  [m.sideKeys, m.side],
  [m.numberKeys, m.number],
  ["p", m.period],
  ["v", m.overturn],
  [m.undoKeys, m.undo],
  ["Esc", m.cancel],
  ["?", m.sheet],
];

/** The keyboard shortcuts, as a modal dialog. */
export function ShortcutSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  // The conflict panel's words too: a stale edit is met at once, before the rest of the language.
  carry(t, ...Object.values(m));
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="console-shortcuts"
      onClose={onClose}
      className="m-auto max-w-lg rounded-xl border border-line bg-surface p-5 text-fg backdrop:bg-black/50"
    >
      <h2 id="console-shortcuts" className="mb-3 text-lg font-semibold">
        {t(m.title)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what.id} className="contents">
            <dt>
              <kbd className="rounded border border-line px-1">
                {typeof keys === "string" ? keys : t(keys)}
              </kbd>
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
        >
          {t(m.close)}
        </button>
      </form>
    </dialog>
  );
}

/** A stale edit: what the other operator (or a feed) did since, and the way to record ours again. */
export function ConflictPanel({
  current,
  attempt,
  pending,
  teamName,
  onRedo,
  onDiscard,
}: {
  current: ConsoleCurrent;
  attempt: string;
  pending: boolean;
  teamName(teamId: number | null): string | null;
  onRedo(): void;
  onDiscard(): void;
}) {
  const t = useT();
  const changes: LiveEntry[] = current.since;
  return (
    <section
      role="alert"
      aria-labelledby="console-conflict"
      className="mb-4 rounded-xl border-2 border-amber-500 bg-surface p-4"
    >
      <h2 id="console-conflict" className="font-semibold">
        {t(m.conflictTitle)}
      </h2>
      <p className="mt-1 text-sm">
        {t(m.conflict, { attempt, home: current.home ?? 0, away: current.away ?? 0 })}
      </p>
      <ul className="my-2 list-disc ps-5 text-sm" aria-label={t(m.theirChanges)}>
        {changes.length === 0 ? <li>{t(m.detailsEdited)}</li> : null}
        {changes.map((entry) => (
          <li key={entry.seq}>{describeEvent(entry.event, teamName, t)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRedo}
          disabled={pending}
          className="min-h-11 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg disabled:opacity-60"
        >
          {t(m.redo, { attempt })}
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-lg border border-line px-4 py-2 text-sm font-semibold"
        >
          {t(m.discard)}
        </button>
      </div>
    </section>
  );
}
