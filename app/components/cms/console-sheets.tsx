import { useEffect, useRef } from "react";
import type { LiveEntry } from "../../../server/live/entry.ts";
import { type ConsoleCurrent, describeEvent } from "../../lib/cms/console-keys.ts";

const SHORTCUTS: Array<[string, string]> = [
  ["g", "Goal"],
  ["k", "Penalty goal"],
  ["o", "Own goal (then the side of the player who put it in)"],
  ["y", "Yellow card; y again for a second yellow"],
  ["r", "Red card"],
  ["s", "Substitution: player off, Enter, player on, Enter"],
  ["h / a", "Home or away team"],
  ["number, Enter", "The player by shirt number (or type a name; Enter alone names nobody)"],
  ["p", "Period: kick off, half time, full time, extra time, penalties"],
  ["v", "VAR overturn: pick the event by number, give a reason"],
  ["u or Ctrl+Z", "Undo your last event (a correction; nothing is deleted)"],
  ["Esc", "Cancel"],
  ["?", "This sheet"],
];

/** The keyboard shortcuts, as a modal dialog. */
export function ShortcutSheet({ open, onClose }: { open: boolean; onClose(): void }) {
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
        Keyboard shortcuts
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-line px-1">{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
        >
          Close
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
  const changes: LiveEntry[] = current.since;
  return (
    <section
      role="alert"
      aria-labelledby="console-conflict"
      className="mb-4 rounded-xl border-2 border-amber-500 bg-surface p-4"
    >
      <h2 id="console-conflict" className="font-semibold">
        Someone else changed this match first
      </h2>
      <p className="mt-1 text-sm">
        Your {attempt} was not recorded. Since you last saw it, the score became {current.home ?? 0} -{" "}
        {current.away ?? 0}:
      </p>
      <ul className="my-2 list-disc pl-5 text-sm" aria-label="Their changes">
        {changes.length === 0 ? <li>The match details were edited.</li> : null}
        {changes.map((entry) => (
          <li key={entry.seq}>{describeEvent(entry.event, teamName)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRedo}
          disabled={pending}
          className="min-h-11 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg disabled:opacity-60"
        >
          Record my {attempt} again
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-lg border border-line px-4 py-2 text-sm font-semibold"
        >
          Discard mine
        </button>
      </div>
    </section>
  );
}
