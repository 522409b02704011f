import { useId, useState } from "react";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";

/**
 * A date and time in the staff member's own zone. Beside the value goes the zone's
 * offset for that moment (`<name>_offset`), kept right by the browser as the operator
 * types, so a kickoff across a clock change still means the instant they chose. The value
 * first shown goes too (`<name>_shown`), so a form can tell a time left alone from a new one.
 */
export function DateTimeField(props: {
  label: string;
  name: string;
  defaultValue: string;
  defaultOffset: number;
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** Seconds between allowed values; 60 (whole minutes) unless stated. */
  step?: number;
}) {
  const id = useId();
  const [offset, setOffset] = useState(props.defaultOffset);
  const described = [props.error ? `${id}-error` : "", props.hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{props.label}</FieldLabel>
      <input
        id={id}
        type="datetime-local"
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required}
        step={props.step}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const chosen = new Date(event.currentTarget.value);
          if (!Number.isNaN(chosen.getTime())) setOffset(chosen.getTimezoneOffset());
        }}
        className={`w-full rounded-lg border bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent ${
          props.error ? "border-live" : "border-line"
        }`}
      />
      <input type="hidden" name={`${props.name}_offset`} value={offset} />
      <input type="hidden" name={`${props.name}_shown`} value={props.defaultValue} />
      <FieldNote id={id} error={props.error} hint={props.hint} />
    </div>
  );
}
