import { useId } from "react";
import { Form } from "react-router";
import { type Choices, choicesOf, type FieldSpec, type LocalNamesSpec } from "../../lib/cms/catalog.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";
import { fieldError, formError } from "../form/form-failure.ts";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { cellText } from "./catalog-table.tsx";
import { LocalNamesFieldset } from "./local-names-fieldset.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

const m = defineMessages({
  choose: { id: "cms.catalog.form.choose", defaultMessage: "Choose…" },
  none: { id: "cms.catalog.form.none", defaultMessage: "None" },
  savedElsewhere: {
    id: "cms.catalog.form.saved-elsewhere",
    defaultMessage: "Saved by someone else (version {version})",
  },
  startAgain: { id: "cms.catalog.form.start-again", defaultMessage: "Start again from their version" },
  readOnly: {
    id: "cms.catalog.form.read-only",
    defaultMessage: "Your role may read the catalogue; operators and admins change it.",
  },
});

const control = "w-full rounded-lg border bg-page px-3 py-2 text-sm";

function SelectField(props: { field: FieldSpec; value: string; choices: Choices; error: string | null }) {
  const { field, value, choices, error } = props;
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{t(field.label)}</FieldLabel>
      <select
        id={id}
        name={field.name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
        className={`${control} ${error ? "border-live" : "border-line"}`}
      >
        <option value="">{t(field.required ? m.choose : m.none)}</option>
        {choicesOf(field.options ?? [], choices, t).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={error} hint={field.hint ? t(field.hint) : undefined} />
    </div>
  );
}

function Field(props: { field: FieldSpec; value: string; choices: Choices; error: string | null }) {
  const { field, value, error } = props;
  const t = useT();
  if (field.input === "select") return <SelectField {...props} />;
  if (field.input === "checkbox") {
    return (
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" name={field.name} defaultChecked={value === "true"} className="size-4" />
        {t(field.label)}
      </label>
    );
  }
  return (
    <TextField
      label={t(field.label)}
      name={field.name}
      type={field.input ?? "text"}
      defaultValue={value}
      maxLength={field.maxLength}
      required={field.required}
      hint={field.hint ? t(field.hint) : undefined}
      error={error}
    />
  );
}

/** A stale save: what the record holds now, so the operator can see the other change. */
function ConflictPanel({ fields, current }: { fields: FieldSpec[]; current: Record<string, unknown> }) {
  const t = useT();
  return (
    <section aria-labelledby="conflict-title" className="rounded-lg border border-line bg-raised p-3 text-sm">
      <h2 id="conflict-title" className="font-semibold">
        {t(m.savedElsewhere, { version: String(current.version) })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {fields.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-muted">{t(field.label)}</dt>
            <dd>{cellText(current[field.name], t)}</dd>
          </div>
        ))}
      </dl>
      <a href="?" className="mt-2 inline-block font-semibold underline">
        {t(m.startAgain)}
      </a>
    </section>
  );
}

/**
 * The one edit form of the catalogue: its fields from the kind's description, field errors from
 * the API's schema, the version it was read at, and a guard against leaving it unsaved.
 */
export function CatalogForm(props: {
  fields: FieldSpec[];
  values: Record<string, string>;
  choices: Choices;
  result: unknown;
  version: number | null;
  createKey: string | null;
  canEdit: boolean;
  submitLabel: string;
  /** The kind's names in other languages, when it has them; their values are in `values`. */
  localNames?: LocalNamesSpec;
}) {
  const { fields, values, choices, result, version, createKey, canEdit, submitLabel, localNames } = props;
  const { blocker, formProps } = useUnsavedChanges();
  const t = useT();
  const details = (result as { details?: { current?: Record<string, unknown> } } | undefined)?.details;
  return (
    <>
      <Form method="post" noValidate {...formProps} className="space-y-4">
        <FormError message={formError(result)} />
        {details?.current ? <ConflictPanel fields={fields} current={details.current} /> : null}
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{submitLabel}</legend>
          {fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              value={values[field.name] ?? ""}
              choices={choices}
              error={fieldError(result, field.name)}
            />
          ))}
        </fieldset>
        {localNames ? (
          <LocalNamesFieldset spec={localNames} values={values} result={result} disabled={!canEdit} />
        ) : null}
        {version !== null ? <input type="hidden" name="version" value={version} /> : null}
        {createKey ? <input type="hidden" name="create_key" value={createKey} /> : null}
        {canEdit ? (
          <SubmitButton name="intent" value="save">
            {submitLabel}
          </SubmitButton>
        ) : (
          <p className="text-sm text-muted">{t(m.readOnly)}</p>
        )}
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
