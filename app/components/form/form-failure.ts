/** What a form action answers when the visitor can fix something. */
export type FormFailure = { error: { code: string; message: string; field?: string }; intent?: string };

export function isFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && "error" in value;
}

/** The message for one field, when the failure names it. */
export function fieldError(value: unknown, field: string): string | null {
  return isFailure(value) && value.error.field === field ? value.error.message : null;
}

/** The message not tied to a field, shown above the form. */
export function formError(value: unknown): string | null {
  return isFailure(value) && !value.error.field ? value.error.message : null;
}
