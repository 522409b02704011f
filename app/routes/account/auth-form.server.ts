import { data, type RouterContextProvider } from "react-router";
import type { ZodType } from "zod";
import { invalidInput, isAppError } from "../../../shared/errors.ts";
import { type FormFailure, failureFrom } from "../../components/form/form-failure.ts";
import { refusalStatus } from "../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

type Context = Readonly<RouterContextProvider>;

/** A form post whose body is not a form (wrong type, cut short) is the sender's mistake: a 400 page. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("We could not read this form. Please reload the page and try again.", { status: 400 });
  }
}

/** Checks one field with the API's own schema, answering the same codes (`invalid-email`) and sentences. */
export function checked<T>(schema: ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}

/** A password field that may be left out (accounts without a password), checked when given. */
export function optionalPassword(context: Context, form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" && value !== ""
    ? checked(requestScopeOf(context).services.auth.passwordField, value, name)
    : undefined;
}

/** Turns a failure the visitor can fix into form data with its status; anything else stays an error. */
export async function attempt<T>(
  run: () => Promise<T>,
  echo: Pick<FormFailure, "intent" | "pendingToken"> = {},
) {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<FormFailure>(failureFrom(error, echo), { status: refusalStatus(error) });
  }
}
