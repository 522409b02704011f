/** What a form sent for `name`, exactly as typed (a password keeps its spaces); "" when absent or a file. */
export function formValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A form field's text without the spaces around it; "" when absent or a file. */
export const formText = (form: FormData, name: string): string => formValue(form, name).trim();

/** A form field's lines (a plan's features, a film's cast), each trimmed, blank lines dropped. */
export const formLines = (form: FormData, name: string): string[] =>
  formValue(form, name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
