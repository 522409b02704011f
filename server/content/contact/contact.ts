import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { knownLocale } from "../../../shared/i18n/locales.ts";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/connect.ts";
import type { Catalogues } from "../../platform/i18n.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { createRateLimiter, type Limit } from "../../platform/rate-limit.ts";
import { requestLocale } from "../../platform/request-language.ts";
import { contactMessages } from "../schema.ts";
import { CONTACT_STATUSES, createInbox, type Inbox } from "./inbox.ts";
import { acknowledgementMail, type StoredMessage, supportMail } from "./mails.ts";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  characterCount,
  cleanText,
  hasControlCharacters,
  TOPIC_LABELS,
} from "./text.ts";

/** Five messages an hour from one address: plenty for a person, useless for a flood. */
export const CONTACT_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

/** A text field cleaned by the counting rule, with one message for whatever is wrong with it. */
const checkedText = (required: string, problem: (value: string) => string | null) =>
  z
    .string({ error: required })
    .overwrite(cleanText)
    .superRefine((value, ctx) => {
      const message = value === "" ? required : problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const isEmail = (value: string) => z.email().safeParse(value).success;

/** The contact form's fields, shared by the API and the page's form action. */
export const contactInput = z.object({
  name: checkedText("Enter your name.", (value) =>
    characterCount(value) > CONTACT_LIMITS.name
      ? `Keep your name to ${CONTACT_LIMITS.name} characters.`
      : hasControlCharacters(value, false)
        ? "Your name cannot hold line breaks or control characters."
        : null,
  ).openapi({ description: `1–${CONTACT_LIMITS.name} characters (Unicode code points), trimmed.` }),
  email: checkedText("Enter your e-mail address.", (value) =>
    value.length > CONTACT_LIMITS.email || !isEmail(value)
      ? "Enter a valid e-mail address, like name@example.com."
      : null,
  ).openapi({ description: "Where the answer goes; at most 254 characters." }),
  topic: z.enum(CONTACT_TOPICS, { error: "Choose what your message is about." }),
  message: checkedText("Write your message.", (value) => {
    const length = characterCount(value);
    if (length > CONTACT_LIMITS.message) {
      return `Keep your message to ${CONTACT_LIMITS.message} characters; it has ${length}.`;
    }
    return hasControlCharacters(value, true) ? "Your message holds characters we cannot store." : null;
  }).openapi({
    description:
      `1–${CONTACT_LIMITS.message} characters, counted as Unicode code points after line breaks ` +
      "become \\n, NFC normalisation and trimming (the page's counter counts the same way).",
  }),
  website: z
    .string()
    .optional()
    .openapi({ description: "Leave out or empty. Filled in only by robots that fill every field." }),
});

export type ContactInput = z.infer<typeof contactInput>;

/** Each wrong field with its message, in the form's order. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  return fields;
}

/** The form's rules as the pages show and check them: the same schema, limits and topics as the API. */
const contactForm = {
  contactInput,
  fieldErrorsOf,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  TOPIC_LABELS,
  CONTACT_STATUSES,
};
type ContactForm = typeof contactForm;

export type ContactService = Inbox & {
  /**
   * Stores a message and mails it to support and a receipt to the sender. Counted against the
   * sender's address (429 past CONTACT_LIMIT). A filled honeypot is counted and answered alike,
   * but nothing is stored or sent.
   */
  submit(
    input: ContactInput,
    from: { userId: number | null; ip: string | null },
  ): Promise<{ id: number; status: "new" }>;
} & ContactForm;

export function createContactService(deps: {
  db: Db;
  config: Pick<Config, "SUPPORT_EMAIL" | "SITE_NAME" | "SITE_URL">;
  logger: Logger;
  mailer: Mailer;
  i18n: Pick<Catalogues, "translator">;
}): ContactService {
  const { db, config, logger, mailer, i18n } = deps;
  const site = { name: config.SITE_NAME, url: config.SITE_URL };
  // The sender's language, as the message keeps it: an unknown code (an older row) reads as English.
  const translatorOf = (locale: string) => i18n.translator(knownLocale(locale));
  let warnedNoSupport = false;

  /** Mail goes out after the message is safe in the database; a failure is logged, never lost. */
  async function deliver(message: StoredMessage) {
    if (config.SUPPORT_EMAIL) {
      try {
        await mailer.send(supportMail(message, config.SUPPORT_EMAIL, site));
      } catch (error) {
        logger.error(
          { err: error, contactMessage: message.id },
          "contact message stored but not mailed to support; it waits in the inbox as new",
        );
      }
    } else if (!warnedNoSupport) {
      warnedNoSupport = true;
      logger.warn("SUPPORT_EMAIL is not set: contact messages are kept in the inbox only");
    }
    try {
      await mailer.send(
        acknowledgementMail(message, site, translatorOf(message.locale), config.SUPPORT_EMAIL),
      );
    } catch (error) {
      logger.warn({ err: error, contactMessage: message.id }, "contact acknowledgement not sent");
    }
  }

  return {
    ...createInbox({ db, mailer, site, supportEmail: config.SUPPORT_EMAIL, translatorOf }),
    ...contactForm,

    async submit(input, from) {
      await createRateLimiter(db).hit(`contact:${from.ip ?? "unknown"}`, CONTACT_LIMIT);
      if (input.website?.trim()) {
        // Take a number from the same sequence, so the answer looks like any other.
        const result = await db.execute(
          sql`select nextval(pg_get_serial_sequence('contact_messages', 'id'))::int as id`,
        );
        const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
        logger.info({ ip: from.ip, fakeId: id }, "contact form honeypot filled: nothing stored or sent");
        return { id, status: "new" };
      }
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          topic: input.topic,
          message: input.message,
          userId: from.userId,
          ip: from.ip,
          // The page's or the API caller's language (Accept-Language): the receipt and replies use it.
          locale: requestLocale(),
        })
        .returning();
      if (!row) throw new Error("contact message insert returned nothing");
      await deliver(row);
      return { id: row.id, status: "new" };
    },
  };
}
