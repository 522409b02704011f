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
