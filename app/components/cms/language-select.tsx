import { useId } from "react";
import { LOCALE_NAMES, LOCALES } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";

const m = defineMessages({
  label: { id: "cms.language-select.label", defaultMessage: "Language" },
});

/** The language staff write a text in: every language the site speaks, each named in itself. */
export function LanguageSelect({
  defaultValue,
  error,
  hint,
  onChange,
}: {
  defaultValue: string;
  error?: string | null;
  hint?: string;
  onChange?: (language: string) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{t(m.label)}</FieldLabel>
      <select
        id={id}
        name="language"
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`w-full rounded-lg border bg-page px-3 py-2 text-sm ${error ? "border-live" : "border-line"}`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
