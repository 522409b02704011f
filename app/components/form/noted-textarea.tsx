import { useId } from "react";
import { FieldLabel } from "./field-parts.tsx";

/**
 * A labelled textarea with one note under it: the hint, or the field's error once refused (the note
 * describes the field either way).
 */
export function NotedTextArea(props: {
  label: string;
  name: string;
  defaultValue: string;
  hint: string;
  error: string | null;
  rows: number;
  maxLength?: number;
  /** Markdown and other source text reads better in a fixed-width font. */
  mono?: boolean;
  /** The wrapper's place in its form's grid. */
  className?: string;
  /** Text typed in another language than the page's: its code and script direction. */
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const id = useId();
  return (
    <div className={props.className ?? "space-y-1"}>
      <FieldLabel htmlFor={id}>{props.label}</FieldLabel>
      <textarea
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        rows={props.rows}
        maxLength={props.maxLength}
        lang={props.lang}
        dir={props.dir}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`w-full rounded-lg border bg-page px-3 py-2 ${props.mono ? "font-mono " : ""}text-sm ${props.error ? "border-live" : "border-line"}`}
      />
      <p id={`${id}-note`} className={`text-xs ${props.error ? "text-live" : "text-muted"}`}>
        {props.error ?? props.hint}
      </p>
    </div>
  );
}
