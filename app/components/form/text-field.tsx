import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel, FieldNote } from "./field-parts.tsx";

const m = defineMessages({
  email: { id: "form.email.label", defaultMessage: "E-mail", description: "An e-mail address field's label" },
});

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows "used / max" under the field (docs/product.md: Form controls). */
  counter?: boolean;
  /** Extra control inside the field's end edge, e.g. a show/hide toggle. */
  trailing?: ReactNode;
};

export function TextField({
  label,
  error,
  hint,
  counter,
  trailing,
  maxLength,
  defaultValue,
  onChange,
  ...input
}: TextFieldProps) {
  const id = useId();
  const [length, setLength] = useState(String(defaultValue ?? "").length);
  // The hint gives way to the error below the field, so only the one shown describes it.
  const described = [error ? `${id}-error` : hint ? `${id}-hint` : "", counter ? `${id}-count` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          type="text"
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            setLength(event.currentTarget.value.length);
            onChange?.(event);
          }}
          className={`w-full rounded-lg border bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent ${
            error ? "border-live" : "border-line"
          } ${trailing ? "pe-16" : ""}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div> : null}
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <div>
          <FieldNote id={id} error={error} hint={hint} sized={false} />
        </div>
        {counter && maxLength ? (
          <p id={`${id}-count`} className="shrink-0 tabular-nums text-muted" aria-live="polite">
            {length} / {maxLength}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** An e-mail address (254 characters at most, as mail carries them), filled in from the browser's own unless told. */
export function EmailField({
  label,
  ...field
}: Omit<TextFieldProps, "label" | "name" | "type"> & { label?: string }) {
  const t = useT();
  return (
    <TextField
      label={label ?? t(m.email)}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      {...field}
    />
  );
}
