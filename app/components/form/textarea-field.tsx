import { type TextareaHTMLAttributes, useId, useState } from "react";
import { cleanLength } from "../../../shared/characters.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel, FieldNote } from "./field-parts.tsx";

const m = defineMessages({
  tooLong: {
    id: "form.counter.too-long",
    defaultMessage: "(too long)",
    description: 'After a text\'s character counter ("512 / 500") once it is over the limit',
  },
});

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "maxLength"> & {
  label: string;
  name: string;
  error?: string | null;
  /** The most characters the server takes; shows "used / max" under the field. */
  limit: number;
};

/** From this share of the limit on, the counter turns into a warning. */
const NEAR = 0.9;

/**
 * A labelled textarea with a live "used / max" counter (docs/product.md: Form controls), counted
 * as the server counts (shared/characters.ts). No maxLength attribute: the browser would count
 * UTF-16 units and stop an emoji-rich text short of the real limit; going over shows in the
 * counter and the server refuses it.
 */
export function TextAreaField({
  label,
  error,
  limit,
  defaultValue,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const t = useT();
  const [used, setUsed] = useState(cleanLength(String(defaultValue ?? "")));
  const state = used > limit ? "over" : used >= limit * NEAR ? "near" : "ok";
  const tone = { ok: "text-muted", near: "font-semibold text-fg", over: "font-semibold text-live" }[state];
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        defaultValue={defaultValue}
        aria-invalid={error || state === "over" ? true : undefined}
        aria-describedby={[error ? `${id}-error` : "", `${id}-count`].filter(Boolean).join(" ")}
        onChange={(event) => {
          setUsed(cleanLength(event.currentTarget.value));
          onChange?.(event);
        }}
        className={`w-full rounded-lg border bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent ${
          error || state === "over" ? "border-live" : "border-line"
        }`}
        {...textarea}
      />
      <div className="flex justify-between gap-2 text-xs">
        <div>
          <FieldNote id={id} error={error} sized={false} />
        </div>
        <p
          id={`${id}-count`}
          className={`shrink-0 tabular-nums ${tone}`}
          aria-live="polite"
          data-state={state}
        >
          {state === "near" ? <span aria-hidden="true">⚠ </span> : null}
          {used} / {limit}
          {state === "over" ? ` ${t(m.tooLong)}` : null}
        </p>
      </div>
    </div>
  );
}
