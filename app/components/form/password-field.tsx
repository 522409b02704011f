import { type ComponentProps, useState } from "react";
import type { AnyLocale } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { TextField } from "./text-field.tsx";

const m = defineMessages({
  show: { id: "form.password.show", defaultMessage: "Show", description: "Toggle inside a password field" },
  hide: { id: "form.password.hide", defaultMessage: "Hide", description: "Toggle inside a password field" },
  showNamed: {
    id: "form.password.show-named",
    defaultMessage: "Show {field}",
    description:
      "Accessible name of the toggle that shows a password; {field} is the field's label, lower-cased except in German",
  },
  hideNamed: {
    id: "form.password.hide-named",
    defaultMessage: "Hide {field}",
    description: "Accessible name of the toggle that hides a password again; {field} as for Show",
  },
  password: { id: "form.password.label", defaultMessage: "Password" },
  rule: {
    id: "form.password.rule",
    defaultMessage: "At least 8 characters. A few unrelated words make a strong password.",
    description: "Hint under a password being chosen",
  },
});

/** A field's label inside a sentence: lower-cased, except in German, whose nouns keep their capital. */
const labelInSentence = (label: string, locale: AnyLocale) =>
  locale === "de" ? label : label.toLocaleLowerCase(locale === "en-XA" ? "en" : locale);

/** A password input with a show/hide toggle (docs/product.md: Form controls). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const field = labelInSentence(props.label, t.locale);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t(m.hideNamed, { field }) : t(m.showNamed, { field })}
          className="rounded-md px-2 py-1 text-xs font-semibold text-muted hover:bg-raised hover:text-fg"
        >
          {visible ? t(m.hide) : t(m.show)}
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
  label,
  error,
  hint,
}: {
  label?: string;
  error: string | null;
  /** The password rule unless told; null for none. */
  hint?: string | null;
}) {
  const t = useT();
  return (
    <PasswordField
      label={label ?? t(m.password)}
      name="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_LENGTH.min}
      maxLength={PASSWORD_LENGTH.max}
      counter
      hint={hint === undefined ? t(m.rule) : (hint ?? undefined)}
      error={error}
    />
  );
}
