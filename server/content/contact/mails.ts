import type { Mail } from "../../platform/mailer.ts";
import type { ContactTopic } from "../schema.ts";
import { TOPIC_LABELS } from "./text.ts";

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
};

type Site = { name: string; url: string };

/** One Message-ID per contact message, so the acknowledgement and every reply form a thread. */
export const threadId = (id: number, site: Site) => `<contact-${id}@${new URL(site.url).hostname}>`;

/** The visitor's acknowledgement and the staff replies share this subject (replies add "Re: "). */
export const threadSubject = (topic: ContactTopic, site: Site) =>
  `Your message to ${site.name} (${TOPIC_LABELS[topic].toLowerCase()})`;

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
export function acknowledgementMail(message: StoredMessage, site: Site, supportEmail?: string): Mail {
  const text = `Thank you, ${message.name}. We received your message and will answer at this address.`;
  return {
    to: message.email,
    replyTo: supportEmail,
    messageId: threadId(message.id, site),
    subject: threadSubject(message.topic, site),
    text: `${text}\n\n${site.name}\n${site.url}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(site.url)}">${escapeHtml(site.name)}</a></p>`,
  };
}

/** A staff answer, threaded under the acknowledgement and quoting what the visitor wrote. */
export function replyMail(message: StoredMessage, body: string, site: Site, supportEmail?: string): Mail {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const wrote = `On ${message.createdAt.toUTCString()} you wrote:`;
  return {
    to: message.email,
    replyTo: supportEmail,
    inReplyTo: threadId(message.id, site),
    subject: `Re: ${threadSubject(message.topic, site)}`,
    text: `${body}\n\n${site.name}\n\n${wrote}\n${quoted}`,
    html: `${paragraphs(body)}<p>${escapeHtml(site.name)}</p><p>${escapeHtml(wrote)}</p><blockquote>${paragraphs(message.message)}</blockquote>`,
  };
}
