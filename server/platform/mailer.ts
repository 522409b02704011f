import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes, when not to the sender (e.g. a contact form's visitor). */
  replyTo?: string | { name: string; address: string };
  /** Threading: this mail's Message-ID, and the one it answers. */
  messageId?: string;
  inReplyTo?: string;
};

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Without it (development) every mail is written to
 * DATA_DIR/outbox as an .eml file and logged, so no message silently disappears.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const outbox = join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, file },
        "mail written to the outbox (SMTP_URL is not set)",
      );
    },
  };
}
