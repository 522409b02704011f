import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { ContactStatus } from "../../../../server/content/schema.ts";
import { isAppError } from "../../../../shared/errors.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { entityId } from "../../../lib/entity-id.ts";
import { defineMessages, type MessageDescriptor } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce, unknownChange } from "../cms-form.server.ts";

const m = defineMessages({
  sent: { id: "cms.inbox.sent", defaultMessage: "Reply sent." },
  closed: { id: "cms.inbox.closed-notice", defaultMessage: "Message closed." },
  reopened: { id: "cms.inbox.reopened", defaultMessage: "Message reopened." },
});

/** A contact message's topic, as the inbox names it. */
const TOPICS: Record<string, MessageDescriptor> = defineMessages({
  support: { id: "cms.inbox.topic.support", defaultMessage: "Support" },
  billing: { id: "cms.inbox.topic.billing", defaultMessage: "Billing" },
  press: { id: "cms.inbox.topic.press", defaultMessage: "Press" },
  other: { id: "cms.inbox.topic.other", defaultMessage: "Something else" },
});

const topicName = (t: Translator, topic: string) => {
  const message = TOPICS[topic];
  return message ? t(message) : topic;
};

const PAGE = 25;
type Args = { request: Request; context: Readonly<RouterContextProvider> };
type MessageArgs = Args & { params: { id?: string } };

/** The inbox: new messages unless asked otherwise, a topic, a search and the page, all from the address. */
export async function inboxLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const url = new URL(request.url);
  const { contact } = requestScopeOf(context).services;
  const { CONTACT_STATUSES, CONTACT_TOPICS } = contact;
  const t = staffTranslator(context);
  const statusParam = url.searchParams.get("status") ?? "";
  const status = statusParam === "all" ? "all" : (CONTACT_STATUSES.find((s) => s === statusParam) ?? "new");
  const topic = CONTACT_TOPICS.find((t) => t === url.searchParams.get("topic"));
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  const page = await contact.list({
    status: status === "all" ? undefined : status,
    topic,
    q,
    limit: PAGE,
    offset,
  });
  return {
    filters: { status: status === "new" ? "" : status, topic: topic ?? "", q },
    topics: CONTACT_TOPICS.map((value) => ({ value, label: topicName(t, value) })),
    messages: page.data,
    total: page.total,
    offset,
    limit: PAGE,
    timeZone: visitorTimeZone(request),
  };
}

/** One message with its replies, and a fresh key for the reply form. */
export async function inboxMessageLoader({ request, params, context }: MessageArgs) {
  const staff = await requireCmsPage(context, "content:write");
  const id = entityId(params.id);
  const { services } = requestScopeOf(context);
  try {
    const message = await services.contact.get(id);
    const done = new URL(request.url).searchParams.get("done");
    const staffIds = message.replies.map((reply) => Number(reply.sent_by));
    const people = await services.auth.peopleOf([...staffIds, message.user_id ?? 0]);
    return {
      message,
      names: Object.fromEntries([...people].map(([personId, person]) => [personId, person.name])),
      // Account pages are for staff who may read accounts; editors see the names alone.
      mayOpenAccounts: staff.scopes.includes("users:read"),
      topicLabel: topicName(staffTranslator(context), message.topic),
      replyKey: randomUUID(),
      limit: services.contact.CONTACT_LIMITS.message,
      notice: done === "replied" ? staffTranslator(context)(m.sent) : null,
      timeZone: visitorTimeZone(request),
    };
  } catch (error) {
    if (isAppError(error) && error.code === "contact-message-not-found") throw pageNotFound();
    throw error;
  }
}

/** Reply (sent once per form, however often it is posted) or change the status; refusals stay on the form. */
export async function inboxMessageAction({ request, params, context }: MessageArgs) {
  const staff = await requireCmsPage(context, "content:write");
  const id = entityId(params.id);
  const form = await readForm(request);
  const { services, clientIp } = requestScopeOf(context);
  const by = {
    actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
    ip: clientIp ?? null,
  };
  const intent = form.get("intent");
  try {
    if (intent === "reply") {
      const body = String(form.get("body") ?? "");
      const { location } = await createOnce(
        context,
        { scope: "cms-contact-reply-form", staffId: staff.auth.user.id, form, keyField: "reply_key" },
        async () => {
          await services.contact.reply(by, id, body);
          return { location: `/cms/inbox/${id}?done=replied` };
        },
      );
      return redirect(location);
    }
    const status = services.contact.CONTACT_STATUSES.find((s) => s === form.get("status"));
    if (intent !== "status" || !status) throw data(unknownChange(context), { status: 400 });
    await services.contact.setStatus(by, id, status as ContactStatus);
    return {
      intent: "status",
      done: staffTranslator(context)(status === "closed" ? m.closed : m.reopened),
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "contact-message-not-found") throw pageNotFound();
    // A reply that was too short or long, or that the mail server refused: the text stays in the form.
    if (error.code !== "invalid-body" && error.code !== "reply-not-sent") throw error;
    return data(
      { intent, error: error.message, body: String(form.get("body") ?? "") },
      { status: refusalStatus(error) },
    );
  }
}
