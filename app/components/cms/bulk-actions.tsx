import { useState } from "react";
import { Form, Link } from "react-router";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { SubmitButton } from "../form/submit-button.tsx";
import { SelectField } from "./select-field.tsx";

/**
 * How one long list speaks of its bulk actions, each a whole sentence in the page's language: how
 * many rows are ticked, and each action's words.
 */
export type BulkWording<Action extends string> = {
  /** "3 posts ticked". */
  ticked: (n: number) => string;
  actions: Record<
    Action,
    {
      /** The menu's words: "Unpublish (back to draft)". */
      menu: string;
      /** The confirmation's question: "Unpublish 3 posts?". */
      ask: (n: number) => string;
      /** The confirmation's button: "Yes, unpublish 3 posts". */
      yes: (n: number) => string;
      /** What was done: "3 posts unpublished". */
      done: (n: number) => string;
      /** The rows already as asked: "1 already a draft". */
      unchanged: (n: number) => string;
      /** What fans or the people concerned will notice, said before anything changes. */
      consequence: string;
      danger?: boolean;
    }
  >;
};

const m = defineMessages({
  doneAndUnchanged: {
    id: "cms.bulk.done-and-unchanged",
    defaultMessage: "{done}; {unchanged}.",
    description: "After a bulk action: what changed, then what already was as asked",
  },
  done: { id: "cms.bulk.done", defaultMessage: "{done}.", description: "After a bulk action: what changed" },
  goOn: { id: "cms.bulk.go-on", defaultMessage: "Go on…" },
  noneTicked: { id: "cms.bulk.none-ticked", defaultMessage: "None ticked" },
  cancel: { id: "cms.bulk.cancel", defaultMessage: "Cancel" },
});

/** What the last bulk action did, as its list's loader read it from the address. */
export type BulkDone<Action extends string> = { action: Action; changed: number; unchanged: number };

const secondary = "rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised";

/** "3 posts unpublished; 1 already a draft." */
export function bulkDoneMessage<Action extends string>(
  wording: BulkWording<Action>,
  done: BulkDone<Action>,
  t: Translator,
) {
  const words = wording.actions[done.action];
  const changed = words.done(done.changed);
  return done.unchanged > 0
    ? t(m.doneAndUnchanged, { done: changed, unchanged: words.unchanged(done.unchanged) })
    : t(m.done, { done: changed });
}

/** The rows ticked on this page of a list. */
export function useTicks(ids: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  return {
    ticked,
    every: ids.length > 0 && ids.every((id) => ticked.has(id)),
    tick: (id: number, on: boolean) =>
      setTicked((was) => {
        const next = new Set(was);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    tickAll: (on: boolean) => setTicked(on ? new Set(ids) : new Set()),
  };
}
export type Ticks = ReturnType<typeof useTicks>;

/**
 * The box that ticks every row on the page: named for screen readers in a table's first header cell,
 * or `shown` with its words beside it above a grid of cards.
 */
export function TickAll({ ticks, label, shown = false }: { ticks: Ticks; label: string; shown?: boolean }) {
  const tickAll = (event: { target: { checked: boolean } }) => ticks.tickAll(event.target.checked);
  if (!shown) return <input type="checkbox" aria-label={label} checked={ticks.every} onChange={tickAll} />;
  return (
    <label className="mb-2 flex items-center gap-2 pb-2 text-sm">
      <input type="checkbox" checked={ticks.every} onChange={tickAll} />
      {label}
    </label>
  );
}

/** One row's box; it belongs to the bar's form wherever the row sits in the page. */
export function TickOne({
  ticks,
  form,
  id,
  label,
}: {
  ticks: Ticks;
  form: string;
  id: number;
  label: string;
}) {
  return (
    <input
      type="checkbox"
      form={form}
      name="id"
      value={id}
      aria-label={label}
      checked={ticks.ticked.has(id)}
      onChange={(event) => ticks.tick(id, event.target.checked)}
    />
  );
}

/**
 * The bar above a long list: what to do with the ticked rows, and how many are ticked. It only asks
 * (`?bulk=<action>&id=…`): the confirmation step names every row before anything changes. Without
 * scripts it still works, the boxes being plain form fields.
 */
export function BulkBar<Action extends string>({
  id,
  label,
  menuLabel,
  wording,
  actions,
  ticks,
  keep,
}: {
  id: string;
  label: string;
  menuLabel: string;
  wording: BulkWording<Action>;
  actions: readonly Action[];
  ticks: Ticks;
  /** The list's filters and page, kept in the address. */
  keep: Record<string, string>;
}) {
  const t = useT();
  // Worked out even when nothing is ticked, so the page carries the words before the first tick.
  const tickedWords = wording.ticked(ticks.ticked.size);
  return (
    <Form id={id} method="get" className="mb-2 flex flex-wrap items-end gap-2" aria-label={label}>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="min-w-0">
        <SelectField
          label={menuLabel}
          name="bulk"
          choices={actions.map((value) => ({ value, label: wording.actions[value].menu }))}
          defaultValue={actions[0]}
        />
      </div>
      <button type="submit" className={secondary}>
        {t(m.goOn)}
      </button>
      <p className="pb-2 text-sm text-muted" aria-live="polite">
        {ticks.ticked.size === 0 ? t(m.noneTicked) : tickedWords}
      </p>
    </Form>
  );
}

/** The step before a bulk action: it counts and names the rows, says what follows, then asks. */
export function BulkConfirm<Action extends string>({
  wording,
  action,
  rows,
  cancel,
}: {
  wording: BulkWording<Action>;
  action: Action;
  rows: ReadonlyArray<{ id: number; name: string }>;
  cancel: string;
}) {
  const words = wording.actions[action];
  const t = useT();
  return (
    <section aria-labelledby="bulk-title" className="mb-4 rounded-2xl border border-live/50 bg-live/10 p-4">
      <h2 id="bulk-title" className="font-semibold">
        {words.ask(rows.length)}
      </h2>
      <ul className="mt-2 list-disc space-y-0.5 ps-5 text-sm">
        {rows.map((row) => (
          <li key={row.id} className="break-words">
            {row.name}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{words.consequence}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="bulk" value={action} />
        {rows.map((row) => (
          <input key={row.id} type="hidden" name="id" value={row.id} />
        ))}
        <SubmitButton tone={words.danger ? "danger" : undefined}>{words.yes(rows.length)}</SubmitButton>
        <Link to={cancel} className={secondary}>
          {t(m.cancel)}
        </Link>
      </Form>
    </section>
  );
}
