/** What a form action answers when the visitor can fix something. */
export type FormFailure = {
  error: { code: string; message: string; field?: string };
  /** Which form on the page failed. */
  intent?: string;
  /** Every field that is wrong, by name, when a form checks them all at once. */
  fields?: Record<string, string>;
  /** A second-factor step stays open after a wrong code. */
  pendingToken?: string;
};

/** A refusal as the API answers it and a service throws it: a code, a sentence, maybe details. */
export type Refusal = { code: string; message: string; details?: Record<string, unknown> };

const sentences = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      )
    : {};

/**
 * The one mapping from a refusal to what a form shows: every field it names gets its sentence
 * beside it (`details.fields`, then each of `details.issues`, then `details.field` with the
 * message), and one that names no field is shown above the form.
 */
export function fieldMessagesOf(refusal: Refusal): Record<string, string> {
  const fields = sentences(refusal.details?.fields);
  const issues = Array.isArray(refusal.details?.issues) ? refusal.details.issues : [];
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof issue?.path === "string" && issue.path && typeof issue.message === "string")
      fields[issue.path] ??= issue.message;
  }
  const field = refusal.details?.field;
  if (typeof field === "string" && field) fields[field] ??= refusal.message;
  return fields;
}

/** A refusal as a form's failure; `echo` carries what the page needs back (which form, a pending step). */
export function failureFrom(
  refusal: Refusal,
  echo: Pick<FormFailure, "intent" | "pendingToken"> = {},
): FormFailure & { fields: Record<string, string> } {
  const fields = fieldMessagesOf(refusal);
  const named = refusal.details?.field;
  const field = typeof named === "string" && named ? named : Object.keys(fields)[0];
  return { error: { code: refusal.code, message: refusal.message, field }, fields, ...echo };
}

export function isFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && "error" in value;
}

/** The message for one field, when the failure names it. */
export function fieldError(value: unknown, field: string): string | null {
  if (!isFailure(value)) return null;
  return value.fields?.[field] ?? (value.error.field === field ? value.error.message : null);
}

/** The message not tied to a field, shown above the form. */
export function formError(value: unknown): string | null {
  return isFailure(value) && !value.error.field ? value.error.message : null;
}

/** The pending second-factor token a sign-in form should continue with, if any. */
export function pendingStep(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  if ("step" in value && "pendingToken" in value) return String(value.pendingToken);
  if (isFailure(value) && value.pendingToken && value.error.code !== "expired-action-code")
    return value.pendingToken;
  return null;
}

/**
 * Binds a form's fields to their starting values and the last refusal: `field("title")` is the
 * name, value and error to spread on the title's field.
 */
export function fieldsOf<Values extends Record<string, unknown>>(values: Values, failure: unknown) {
  return <Name extends keyof Values & string>(name: Name) => ({
    name,
    defaultValue: values[name],
    error: fieldError(failure, name),
  });
}
