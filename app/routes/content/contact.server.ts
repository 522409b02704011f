import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { cleanLength } from "../../../shared/characters.ts";
import { isAppError } from "../../../shared/errors.ts";
import type { MessageDescriptor, MessageValues, Translator } from "../../../shared/i18n/messages.ts";
import { IDEMPOTENCY_KEY } from "../../../shared/idempotency-key.ts";
import type { FormFailure } from "../../components/form/form-failure.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { readForm } from "../account/auth-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const m = defineMessages({
  support: {
    id: "content.contact.topic.support",
    defaultMessage: "Support",
    description: "Contact form topic",
  },
  billing: {
    id: "content.contact.topic.billing",
    defaultMessage: "Billing",
    description: "Contact form topic: payments and plans",
  },
  press: { id: "content.contact.topic.press", defaultMessage: "Press", description: "Contact form topic" },
  other: {
    id: "content.contact.topic.other",
    defaultMessage: "Something else",
    description: "Contact form topic",
  },
  fieldsToCheck: { id: "content.contact.fields-to-check", defaultMessage: "Some fields need another look." },
  inProgress: { id: "content.contact.in-progress", defaultMessage: "This message is already being sent." },
  keyReused: {
    id: "content.contact.key-reused",
    defaultMessage: "This form was already sent with other details. Reload the page to send a new one.",
  },
  nameMissing: { id: "content.contact.name.missing", defaultMessage: "Enter your name." },
  nameLong: {
    id: "content.contact.name.long",
    defaultMessage: "Keep your name to {max} characters.",
  },
  nameControl: {
    id: "content.contact.name.control",
    defaultMessage: "Your name cannot hold line breaks or control characters.",
  },
  emailMissing: { id: "content.contact.email.missing", defaultMessage: "Enter your e-mail address." },
  emailInvalid: {
    id: "content.contact.email.invalid",
    defaultMessage: "Enter a valid e-mail address, like name@example.com.",
    description: "Keep name@example.com as it is",
  },
  topicMissing: { id: "content.contact.topic.missing", defaultMessage: "Choose what your message is about." },
  messageMissing: { id: "content.contact.message.missing", defaultMessage: "Write your message." },
  messageLong: {
    id: "content.contact.message.long",
    defaultMessage: "Keep your message to {max} characters; it has {count}.",
  },
  messageControl: {
    id: "content.contact.message.control",
    defaultMessage: "Your message holds characters we cannot store.",
  },
});

const TOPIC_MESSAGES: Record<string, MessageDescriptor> = {
  support: m.support,
  billing: m.billing,
  press: m.press,
  other: m.other,
};

/**
 * The contact service checks the form in English; each of its sentences is one of these, so the
 * page shows the same sentence in its own language (an unknown one is shown as the service wrote it).
 */
function fieldMessageIn(
  t: Translator,
  english: Translator,
  field: string,
  said: string,
  values: ContactValues,
  limits: { name: number; message: number },
): string {
  const candidates: Record<string, Array<[MessageDescriptor, MessageValues?]>> = {
    name: [[m.nameMissing], [m.nameLong, { max: limits.name }], [m.nameControl]],
    email: [[m.emailMissing], [m.emailInvalid]],
    topic: [[m.topicMissing]],
    message: [
      [m.messageMissing],
      [m.messageLong, { max: limits.message, count: cleanLength(values.message) }],
      [m.messageControl],
    ],
  };
  const found = candidates[field]?.find(([message, filled]) => english(message, filled) === said);
  return found ? t(found[0], found[1]) : said;
}

const FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactValues = Record<(typeof FIELDS)[number], string>;

export type ContactResult =
  | { sent: { id: number; email: string } }
  | (FormFailure & { values: ContactValues; retryAfter?: number });

/** The form's choices and limits, the signed-in visitor's name and address, and a fresh submission key. */
export function contactLoader({ context }: Args) {
  const auth = context.get(authenticatedContext);
  const { services, locale = "en" } = requestScopeOf(context);
  const { config, contact } = services;
  const t = services.i18n.translator(locale);
  return {
    supportEmail: config.SUPPORT_EMAIL ?? null,
    prefill: auth ? { name: auth.user.displayName, email: auth.user.email } : null,
    topics: contact.CONTACT_TOPICS.map((value) => ({
      value,
      label: TOPIC_MESSAGES[value] ? t(TOPIC_MESSAGES[value]) : contact.TOPIC_LABELS[value],
    })),
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
  const { services, clientIp, locale = "en" } = requestScopeOf(context);
  const t = services.i18n.translator(locale);
  const parsed = services.contact.contactInput.safeParse({ ...values, website: text("website") });
  if (!parsed.success) {
    const english = services.i18n.translator("en");
    const fields = Object.fromEntries(
      Object.entries(services.contact.fieldErrorsOf(parsed.error.issues)).map(([name, said]) => [
        name,
        fieldMessageIn(t, english, name, said, values, services.contact.CONTACT_LIMITS),
      ]),
    );
    const field = Object.keys(fields)[0];
    return data<ContactResult>(
      {
        error: { code: `invalid-${field}`, message: t(m.fieldsToCheck), field },
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
        ? { error: { code: "in-progress", message: t(m.inProgress) }, values }
        : {
            error: {
              code: "idempotency-key-reused",
              message: t(m.keyReused),
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
        // The page says it in its language, with when to try again.
        error: { code: error.code, message: "You have sent several messages in the last hour." },
        retryAfter,
        values,
      },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
}
