import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { fileFixture, standIn } from "../../testing/file-fixture.ts";

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read links in our own mails. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) as text: non-English subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, coding: string, text: string) =>
      coding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  // A long subject is folded onto indented lines.
  const folded = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
  const subject = decodeHeader(folded.replace(/\r?\n[ \t]/g, " ").trim());
  return { to, subject, text: decodeQuotedPrintable(raw), raw };
}

export function firstLink(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link.replace(/&amp;/g, "&");
}

/**
 * A real SMTP server on loopback that keeps every message; with `folder`, each
 * is also written there as an .eml file (for readers in other processes).
 */
export async function startSmtpReceiver(options: { port?: number; folder?: string } = {}) {
  const mails: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  if (options.folder) mkdirSync(options.folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(raw, to));
        if (options.folder) {
          writeFileSync(
            join(options.folder, `${Date.now()}-${mails.length}-${to.join(",")}.eml`),
            raw,
            "latin1",
          );
        }
        for (const wake of waiting.splice(0)) wake();
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to `to` whose subject matches, waiting for it to arrive. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (mail) {
          mails.splice(mails.indexOf(mail), 1);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * This test file's site mailing to an SMTP receiver on loopback: the receiver starts, then `start`
 * makes the site with the receiver's URL, before the file's tests; both close after them.
 */
export function siteWithMailForFile<Site extends object>(
  start: (smtpUrl: string) => Promise<Site & { close(): Promise<void> }>,
): { site: Site; smtp: SmtpReceiver } {
  let smtp: SmtpReceiver | undefined;
  const site = fileFixture(
    async () => {
      smtp = await startSmtpReceiver();
      return start(smtp.url);
    },
    async (started) => {
      await started.close();
      await smtp?.close();
    },
  );
  return { site, smtp: standIn(() => smtp) };
}
