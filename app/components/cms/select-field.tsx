import { useId } from "react";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";

export type SelectChoice = { value: string | number; label: string };

/** A labelled select with an optional empty first choice and the field's error under it. */
export function SelectField(props: {
  label: string;
  name: string;
  choices: SelectChoice[];
  defaultValue?: string | number | null;
  empty?: string;
  error?: string | null;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{props.label}</FieldLabel>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue ?? ""}
        required={props.required}
        onChange={props.onChange ? (event) => props.onChange?.(event.currentTarget.value) : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-page px-3 py-2 text-sm ${props.error ? "border-live" : "border-line"}`}
      >
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={props.error} />
    </div>
  );
}
