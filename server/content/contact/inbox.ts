import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Translator } from "../../../shared/i18n/messages.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { List } from "../../http/pagination.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { type ContactStatus, type ContactTopic, contactMessages, contactReplies } from "../schema.ts";
import { replyMail } from "./mails.ts";
import { CONTACT_LIMITS, characterCount, cleanText, hasControlCharacters } from "./text.ts";

export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;

export type ContactMessageView = {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  status: ContactStatus;
  user_id: number | null;
  ip: string | null;
  created_at: string;
  updated_at: string;
};
export type ContactReplyView = { id: number; body: string; sent_by: string | null; created_at: string };
export type ContactMessageDetail = ContactMessageView & { replies: ContactReplyView[] };

export type InboxFilter = {
  status?: ContactStatus;
  topic?: ContactTopic;
  q?: string;
  limit: number;
  offset: number;
};
export type StaffAct = { actor: AuditActor; ip: string | null };

type MessageRow = typeof contactMessages.$inferSelect;

const viewOf = (row: MessageRow): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic,
  message: row.message,
  status: row.status,
  user_id: row.userId,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notFound = (id: number) =>
  new AppError("not-found", "contact-message-not-found", `There is no contact message ${id}.`);

/** A search term as a LIKE pattern that matches it literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Inbox = {
  list(filter: InboxFilter): Promise<List<ContactMessageView>>;
  get(id: number): Promise<ContactMessageDetail>;
  /** Closes, reopens or marks a message; the same status again changes nothing and is not audited. */
  setStatus(by: StaffAct, id: number, status: ContactStatus): Promise<ContactMessageDetail>;
  /** E-mails the sender, then records the reply and marks the message answered. */
  reply(by: StaffAct, id: number, body: string): Promise<ContactMessageDetail>;
};

export function createInbox(deps: {
  db: Db;
  mailer: Mailer;
  site: { name: string; url: string };
  supportEmail?: string;
  /** The translator of a sender's language, which replies are written in. */
  translatorOf: (locale: string) => Translator;
}): Inbox {
  const { db, mailer, site } = deps;

  async function get(id: number): Promise<ContactMessageDetail> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound(id);
    const replies = await db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    return {
      ...viewOf(row),
      replies: replies.map((reply) => ({
        id: reply.id,
        body: reply.body,
        sent_by: reply.sentBy,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  return {
    get,

    async list(filter) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(contactMessages.status, filter.status));
      if (filter.topic) conditions.push(eq(contactMessages.topic, filter.topic));
      const q = filter.q?.trim();
      if (q) {
        const pattern = containing(q);
        const match = or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { data: rows.map(viewOf), total: total?.total ?? 0 };
    },

    async setStatus(by, id, status) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for("update");
        if (!current) throw notFound(id);
        if (current.status === status) return;
        await tx
          .update(contactMessages)
          .set({ status, updatedAt: new Date() })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, {
          actor: by.actor,
          action: "contact-message.status",
          target: { type: "contact-message", id },
          before: { status: current.status },
          after: { status },
          ip: by.ip,
        });
      });
      return get(id);
    },

    async reply(by, id, rawBody) {
      const body = cleanText(rawBody);
      const length = characterCount(body);
      if (length === 0 || length > CONTACT_LIMITS.message || hasControlCharacters(body, true)) {
        throw new AppError(
          "bad-request",
          "invalid-body",
          `Write a reply of 1 to ${CONTACT_LIMITS.message} characters.`,
          { field: "body" },
        );
      }
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!message) throw notFound(id);
      // Mail first: a reply that was never sent must not show as sent; a retry sends it again.
      try {
        await mailer.send(
          replyMail(message, body, site, deps.translatorOf(message.locale), deps.supportEmail),
        );
      } catch {
        throw new AppError(
          "unavailable",
          "reply-not-sent",
          "The reply could not be e-mailed, so it was not recorded. Please try again shortly.",
          { retryAfter: 30 },
        );
      }
      await db.transaction(async (tx) => {
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId: id, body, sentBy: by.actor.id })
          .returning({ id: contactReplies.id });
        const [before] = await tx
          .select({ status: contactMessages.status })
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for("update");
        await tx
          .update(contactMessages)
          .set({ status: "answered", updatedAt: new Date() })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, {
          actor: by.actor,
          action: "contact-message.reply",
          target: { type: "contact-message", id },
          before: { status: before?.status },
          after: { status: "answered", reply: reply?.id },
          ip: by.ip,
        });
      });
      return get(id);
    },
  };
}
