import { data } from "react-router";
import type { z } from "zod";
import { foreignKeyRefusal, invalidInput, isAppError } from "../../../shared/errors.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { IDEMPOTENCY_KEY } from "../../../shared/idempotency-key.ts";
import { type FormFailure, failureFrom } from "../../components/form/form-failure.ts";
import { formText, formValue } from "../../lib/form-text.ts";
import { defineMessages, translatorFor } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { staffTranslator } from "./cms-access.server.ts";

const m = defineMessages({
  anotherLook: { id: "cms.form.another-look", defaultMessage: "Some fields need another look." },
  noKey: {
    id: "cms.form.no-key",
    defaultMessage: "This form is missing its submission key; reload the page.",
  },
  sentBefore: {
    id: "cms.form.sent-before",
    defaultMessage: "This form was already sent with other details. Reload the page to send a new one.",
  },
  inProgress: { id: "cms.form.in-progress", defaultMessage: "This form is already being saved." },
  unknownChange: {
    id: "cms.form.unknown-change",
    defaultMessage: "That change is not one this screen makes.",
  },
});

/** Why an action refuses an intent its screen never sends, in the page's language. */
export const unknownChange = (context: Context) => staffTranslator(context)(m.unknownChange);

type Context = Parameters<typeof requestScopeOf>[0];

/** How a form field's text becomes the API's value; empty optional fields are left out, nullable ones cleared. */
export type FieldKind = "text" | "nullable-text" | "number" | "nullable-number" | "boolean" | "datetime";

/**
 * Reads the named fields of a submitted form into the shape the API takes, so the
 * page validates with the very schema the API uses. `datetime` reads a
 * datetime-local value plus the browser's offset in `<name>_offset` (minutes, as
 * Date#getTimezoneOffset gives it) and yields an ISO instant.
 */
export function formFields(form: FormData, kinds: Record<string, FieldKind>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const text = formText(form, name);
    if (kind === "boolean") values[name] = ["on", "true"].includes(formValue(form, name));
    else if (text === "") {
      if (kind.startsWith("nullable-")) values[name] = null;
    } else if (kind === "number" || kind === "nullable-number") values[name] = Number(text);
    else if (kind === "datetime") values[name] = localToInstant(text, form.get(`${name}_offset`));
    else values[name] = text;
  }
  return values;
}

function localToInstant(local: string, offsetField: FormDataEntryValue | null): string {
  const offset = Number(offsetField ?? 0);
  const utc = Date.parse(`${local}Z`);
  if (Number.isNaN(utc) || !Number.isFinite(offset)) return local;
  return new Date(utc + offset * 60_000).toISOString();
}

export type CmsFormFailure = FormFailure & { fields: Record<string, string> };

/**
 * Validates with the API's schema; a failure names every field that is wrong, each with the
 * sentence the API would answer for it (the kit's field messages).
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  t: Translator = translatorFor("en"),
): { ok: true; value: z.infer<S> } | { ok: false; failure: CmsFormFailure } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { fields, error } = failureFrom(invalidInput(parsed.error.issues, "form"));
  return {
    ok: false,
    failure: {
      error: { code: "invalid-input", message: t(m.anotherLook), field: error.field },
      fields,
    },
  };
}

/**
 * A refusal from a domain service becomes the form's failure (a stale version,
 * a clash, an id of nothing) with the service's own code and message and every
 * field it names; a foreign-key violation counts as one; anything else is rethrown.
 */
export function failureOf(thrown: unknown): CmsFormFailure & { details?: Record<string, unknown> } {
  const error = foreignKeyRefusal(thrown) ?? thrown;
  if (!isAppError(error) || error.status >= 500) throw thrown;
  return { ...failureFrom(error), details: error.details };
}

/**
 * Runs a create once per form: the page renders a fresh key into the form (the field `keyField`),
 * and a double click or a resubmitted page replays the first outcome instead of creating twice. The
 * same key sent with other fields (the page went back, was changed and sent again) is refused, as
 * the API refuses a reused Idempotency-Key, rather than answered with the first form's outcome.
 * The outcome (where the new record lives) is what is stored.
 */
export async function createOnce(
  context: Context,
  options: { scope: string; staffId: number; form: FormData; keyField: string },
  create: () => Promise<{ location: string }>,
): Promise<{ location: string }> {
  const { idempotency: store } = requestScopeOf(context).services;
  const t = staffTranslator(context);
  const sent = options.form.get(options.keyField);
  const key = typeof sent === "string" ? sent : "";
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw data(t(m.noKey), { status: 400 });
  }
  const id = { scope: options.scope, caller: `account:${options.staffId}`, key };
  const outcome = await store.onceForForm(id, options.form, options.keyField, create);
  if (outcome.kind === "different-request") {
    throw data(t(m.sentBefore), { status: 422 });
  }
  if (outcome.kind === "in-progress") throw data(t(m.inProgress), { status: 409 });
  return outcome.value;
}

/**
 * A list's query from the address, read by the API's own schema. A value the schema refuses is
 * dropped rather than failing the page, so a hand-edited address still lists something.
 */
export function listQueryOf(
  schema: z.ZodType,
  url: URL,
): { query: Record<string, unknown>; shown: Record<string, string> } {
  const raw: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (value !== "") raw[name] = value;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      return { query: parsed.data as Record<string, unknown>, shown: raw };
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { query: {}, shown: {} };
}
