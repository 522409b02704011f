import { type ComponentProps, useState } from "react";
import { TextField } from "./text-field.tsx";

/** A password input with a show/hide toggle (docs/product.md: Form controls). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          className="rounded-md px-2 py-1 text-xs font-semibold text-muted hover:bg-raised hover:text-fg"
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}

/**
 * The account's current password: to sign in (`password`), or asked again before a sensitive change
 * (`current_password`, as the server's proof of presence reads it).
 */
export function CurrentPasswordField({
  label,
  name = "current_password",
  error,
}: {
  label: string;
  name?: string;
  error: string | null | undefined;
}) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="current-password"
      required
      maxLength={PASSWORD_LENGTH.max}
      error={error ?? undefined}
    />
  );
}

/** The server's password rule (server/auth/passwords.ts), told to the browser for the field's limits. */
const PASSWORD_LENGTH = { min: 8, max: 128 };

/** A password being chosen: the rule's limits, a counter and the one hint every such form gives. */
export function NewPasswordField({
  label = "Password",
  error,
  hint = "At least 8 characters. A few unrelated words make a strong password.",
}: {
  label?: string;
  error: string | null;
  hint?: string | null;
}) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_LENGTH.min}
      maxLength={PASSWORD_LENGTH.max}
      counter
      hint={hint ?? undefined}
      error={error}
    />
  );
}
