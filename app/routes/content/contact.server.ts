import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { isAppError } from "../../../shared/errors.ts";
import { IDEMPOTENCY_KEY } from "../../../shared/idempotency-key.ts";
import type { FormFailure } from "../../components/form/form-failure.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { readForm } from "../account/auth-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactValues = Record<(typeof FIELDS)[number], string>;

export type ContactResult =
  | { sent: { id: number; email: string } }
  | (FormFailure & { values: ContactValues; retryAfter?: number });

/** The form's choices and limits, the signed-in visitor's name and address, and a fresh submission key. */
export function contactLoader({ context }: Args) {
  const auth = context.get(authenticatedContext);
  const { config, contact } = requestScopeOf(context).services;
  return {
    supportEmail: config.SUPPORT_EMAIL ?? null,
    prefill: auth ? { name: auth.user.displayName, email: auth.user.email } : null,
    topics: contact.CONTACT_TOPICS.map((value) => ({ value, label: contact.TOPIC_LABELS[value] })),
    limits: contact.CONTACT_LIMITS,
    submission: randomUUID(),
  };
}

/**
 * The form post, with or without scripts: the API's schema and the same service, so limits,
 * honeypot and mail behave alike. The submission key makes a resent page (reload, double
 * click) replay the first answer instead of sending the message twice.
 */
export async function contactAction({ request, context }: Args) {
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as ContactValues;
  const { services, clientIp } = requestScopeOf(context);
  const parsed = services.contact.contactInput.safeParse({ ...values, website: text("website") });
  if (!parsed.success) {
    const fields = services.contact.fieldErrorsOf(parsed.error.issues);
    const field = Object.keys(fields)[0];
    return data<ContactResult>(
      {
        error: { code: `invalid-${field}`, message: "Some fields need another look.", field },
        fields,
        values,
      },
      { status: 400 },
    );
  }
  const auth = context.get(authenticatedContext);
  const key = text("submission");
  const id = IDEMPOTENCY_KEY.test(key)
    ? { scope: "contact-form", caller: auth ? `account:${auth.user.id}` : "anonymous", key }
    : null;
  const send = async (): Promise<ContactResult> => {
    const answer = await services.contact.submit(parsed.data, {
      userId: auth?.user.id ?? null,
      ip: clientIp ?? null,
    });
    return { sent: { id: answer.id, email: parsed.data.email } };
  };
  try {
    if (!id) return await send();
    const outcome = await services.idempotency.onceForForm(id, form, "submission", send);
    if (outcome.kind === "done") return outcome.value;
    return data<ContactResult>(
      outcome.kind === "in-progress"
        ? { error: { code: "in-progress", message: "This message is already being sent." }, values }
        : {
            error: {
              code: "idempotency-key-reused",
              message: "This form was already sent with other details. Reload the page to send a new one.",
            },
            values,
          },
      { status: outcome.kind === "in-progress" ? 409 : 422 },
    );
  } catch (error) {
    if (!isAppError(error) || error.code !== "too-many-requests") throw error;
    const retryAfter = Number(error.details?.retryAfter ?? 3600);
    return data<ContactResult>(
      {
        error: { code: error.code, message: "You have sent several messages in the last hour." },
        retryAfter,
        values,
      },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
}
