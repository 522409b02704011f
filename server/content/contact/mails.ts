import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { defineMessages, type Translator } from "../../../shared/i18n/messages.ts";
import type { Mail } from "../../platform/mailer.ts";
import type { ContactTopic } from "../schema.ts";
import { TOPIC_LABELS } from "./text.ts";

// What the sender reads is in the language they wrote from; the support address's copy is staff's.
const m = defineMessages({
  subject: {
    id: "mail.contact.subject",
    defaultMessage:
      "Your message to {site} ({topic, select, support {support} billing {billing} press {press} other {something else}})",
    description: "Subject of the receipt for a contact-form message and of staff replies to it",
  },
  thanks: {
    id: "mail.contact.thanks",
    defaultMessage: "Thank you, {name}. We received your message and will answer at this address.",
  },
  youWrote: {
    id: "mail.contact.you-wrote",
    defaultMessage: "On {when} you wrote:",
    description: "Above the quoted message in a staff reply; {when} is a date and time",
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("");

export type StoredMessage = {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  createdAt: Date;
  /** The language the sender wrote from. */
  locale: string;
};

type Site = { name: string; url: string };

/** One Message-ID per contact message, so the acknowledgement and every reply form a thread. */
export const threadId = (id: number, site: Site) => `<contact-${id}@${new URL(site.url).hostname}>`;

/** The visitor's acknowledgement and the staff replies share this subject (replies add "Re: "). */
export const threadSubject = (topic: ContactTopic, site: Site, t: Translator) =>
  t(m.subject, { site: site.name, topic });

/** The message for the support address; answering it goes straight to the visitor. */
export function supportMail(message: StoredMessage, to: string, site: Site): Mail {
  const inbox = `${site.url}/cms/inbox/${message.id}`;
  const header = `${message.name} <${message.email}> wrote about ${TOPIC_LABELS[message.topic].toLowerCase()}:`;
  return {
    to,
    replyTo: { name: message.name, address: message.email },
    subject: `[${TOPIC_LABELS[message.topic]}] Message from ${message.name}`,
    text: `${header}\n\n${message.message}\n\nIn the inbox: ${inbox}`,
    html: `<p>${escapeHtml(header)}</p>${paragraphs(message.message)}<p><a href="${escapeHtml(inbox)}">Open it in the inbox</a></p>`,
  };
}

/**
 * A short receipt for the visitor. It does not repeat their text: the form must not become a
 * way to send anyone arbitrary words under this site's name.
 */
export function acknowledgementMail(
  message: StoredMessage,
  site: Site,
  t: Translator,
  supportEmail?: string,
): Mail {
  const text = t(m.thanks, { name: message.name });
  return {
    to: message.email,
    replyTo: supportEmail,
    messageId: threadId(message.id, site),
    subject: threadSubject(message.topic, site, t),
    text: `${text}\n\n${site.name}\n${site.url}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(site.url)}">${escapeHtml(site.name)}</a></p>`,
  };
}

/** A staff answer, threaded under the acknowledgement and quoting what the visitor wrote. */
export function replyMail(
  message: StoredMessage,
  body: string,
  site: Site,
  t: Translator,
  supportEmail?: string,
): Mail {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const when = `${new Intl.DateTimeFormat(intlLocaleOf(t.locale), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(message.createdAt)} UTC`;
  const wrote = t(m.youWrote, { when });
  return {
    to: message.email,
    replyTo: supportEmail,
    inReplyTo: threadId(message.id, site),
    subject: `Re: ${threadSubject(message.topic, site, t)}`,
    text: `${body}\n\n${site.name}\n\n${wrote}\n${quoted}`,
    html: `${paragraphs(body)}<p>${escapeHtml(site.name)}</p><p>${escapeHtml(wrote)}</p><blockquote>${paragraphs(message.message)}</blockquote>`,
  };
}
