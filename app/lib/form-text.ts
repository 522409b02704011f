/** What a form sent for `name`, exactly as typed (a password keeps its spaces); "" when absent or a file. */
export function formValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A form field's text without the spaces around it; "" when absent or a file. */
export const formText = (form: FormData, name: string): string => formValue(form, name).trim();
