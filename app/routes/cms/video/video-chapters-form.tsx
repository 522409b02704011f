import { useState } from "react";
import { Form } from "react-router";
import { fieldError } from "../../../components/form/form-failure.ts";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";

const m = defineMessages({
  chapters: { id: "cms.chapters.title", defaultMessage: "Chapters" },
  placed: {
    id: "cms.chapters.placed",
    defaultMessage: "Placed by hand; the timeline lists them in time order.",
  },
  derived: {
    id: "cms.chapters.derived",
    defaultMessage: "Derived from the match's goals and red cards. Saving fixes them as listed here.",
  },
  runs: { id: "cms.chapters.runs", defaultMessage: "The clip runs {time}." },
  time: { id: "cms.chapters.time", defaultMessage: "Time (mm:ss)" },
  label: { id: "cms.chapters.label", defaultMessage: "Label" },
  event: { id: "cms.chapters.event", defaultMessage: "Match event" },
  none: { id: "cms.chapters.none", defaultMessage: "None" },
  up: { id: "cms.chapters.up", defaultMessage: "Move up" },
  down: { id: "cms.chapters.down", defaultMessage: "Move down" },
  remove: { id: "cms.chapters.remove", defaultMessage: "Remove" },
  chapter: { id: "cms.chapters.chapter", defaultMessage: "chapter {number}" },
  add: { id: "cms.chapters.add", defaultMessage: "Add a chapter" },
  save: { id: "cms.chapters.save", defaultMessage: "Save chapters" },
  reset: { id: "cms.chapters.reset", defaultMessage: "Use the match's goals" },
});

type Row = { time: string; label: string; eventId: number | null };
export type ChapterEditor = {
  placed: boolean;
  durationSeconds: number | null;
  rows: Row[];
  events: { id: number; label: string }[];
};

const MAX = 50;
const input = "rounded border border-line bg-surface px-2 py-1";
const small = "rounded border border-line px-2 py-1 text-sm disabled:opacity-40";
let nextKey = 0;
const keyed = (row: Row) => ({ ...row, key: ++nextKey });

/**
 * A highlight's jump-to moments: label, clip time and optionally the match event shown.
 * Rows are added, removed and moved here; the server checks them and names the failing field.
 */
export function VideoChaptersForm({
  editor,
  version,
  failure,
}: {
  editor: ChapterEditor;
  version: number;
  failure: unknown;
}) {
  const [rows, setRows] = useState(() => editor.rows.map(keyed));
  const move = (from: number, to: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });
  const update = (i: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const listError = fieldError(failure, "chapters");
  const t = useT();
  const runs = editor.durationSeconds
    ? t(m.runs, {
        time: `${Math.floor(editor.durationSeconds / 60)}:${String(editor.durationSeconds % 60).padStart(2, "0")}`,
      })
    : null;
  return (
    <section aria-labelledby="chapters-heading" className="grid content-start gap-3">
      <h2 id="chapters-heading" className="text-base font-semibold">
        {t(m.chapters)}
      </h2>
      <p className="text-sm">
        {t(editor.placed ? m.placed : m.derived)}
        {runs ? ` ${runs}` : ""}
      </p>
      {listError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {listError}
        </p>
      ) : null}
      <Form method="post" className="grid gap-3" aria-label={t(m.chapters)}>
        <input type="hidden" name="version" value={version} />
        <ol className="grid gap-3">
          {rows.map((row, i) => {
            const errors = ["seconds", "label", "event_id"]
              .map((part) => fieldError(failure, `chapters.${i}.${part}`))
              .filter(Boolean);
            const errorId = `chapter-${row.key}-error`;
            return (
              <li
                key={row.key}
                className="grid gap-2 rounded border border-line p-2"
                data-testid="chapter-row"
              >
                <div className="flex flex-wrap items-end gap-2">
                  <label className="grid gap-1 text-sm">
                    {t(m.time)}
                    <input
                      name="time"
                      value={row.time}
                      onChange={(event) => update(i, { time: event.target.value })}
                      required
                      inputMode="numeric"
                      pattern="[0-9:.]+"
                      size={7}
                      aria-invalid={errors.length > 0 || undefined}
                      aria-describedby={errors.length > 0 ? errorId : undefined}
                      className={input}
                    />
                  </label>
                  <label className="grid min-w-0 flex-1 gap-1 text-sm">
                    {t(m.label)}
                    <input
                      name="label"
                      value={row.label}
                      onChange={(event) => update(i, { label: event.target.value })}
                      required
                      maxLength={80}
                      className={input}
                    />
                  </label>
                </div>
                <label className="grid gap-1 text-sm">
                  {t(m.event)}
                  <select
                    name="event_id"
                    value={row.eventId ?? ""}
                    onChange={(event) =>
                      update(i, { eventId: event.target.value ? Number(event.target.value) : null })
                    }
                    className={input}
                  >
                    <option value="">{t(m.none)}</option>
                    {editor.events.map((event) => (
                      <option key={event.id} value={event.id}>
                        {event.label}
                      </option>
                    ))}
                  </select>
                </label>
                {errors.length > 0 ? (
                  <p id={errorId} className="text-sm text-red-800 dark:text-red-200">
                    {errors.join(" ")}
                  </p>
                ) : null}
                <div className="flex gap-2">
                  <button type="button" className={small} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    {t(m.up)}
                    <span className="sr-only"> {t(m.chapter, { number: i + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    {t(m.down)}
                    <span className="sr-only"> {t(m.chapter, { number: i + 1 })}</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                  >
                    {t(m.remove)}
                    <span className="sr-only"> {t(m.chapter, { number: i + 1 })}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={small}
            disabled={rows.length >= MAX}
            onClick={() =>
              setRows((current) => [...current, keyed({ time: "0:00", label: "", eventId: null })])
            }
          >
            {t(m.add)}
          </button>
          <SubmitButton name="intent" value="chapters">
            {t(m.save)}
          </SubmitButton>
        </div>
      </Form>
      <Form method="post">
        <input type="hidden" name="version" value={version} />
        <SubmitButton name="intent" value="chapters-reset" tone="plain">
          {t(m.reset)}
        </SubmitButton>
      </Form>
    </section>
  );
}
