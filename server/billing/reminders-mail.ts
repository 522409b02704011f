import type { Mail } from "../platform/mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at) +
  " UTC";

export type NoticeFacts = {
  to: string;
  name: string;
  planName: string;
  isPass: boolean;
  endsAt: Date;
  /** The checkout that pays for the next period (or a new pass). */
  renewUrl: string;
  accountUrl: string;
  siteName: string;
};

function noticeMail(facts: NoticeFacts, subject: string, lines: string[], action: string): Mail {
  const outro = `Your plan and payments: ${facts.accountUrl}`;
  return {
    to: facts.to,
    subject,
    text: `Hello ${facts.name},\n\n${lines.join("\n\n")}\n\n${action}:\n${facts.renewUrl}\n\n${outro}\n\n${facts.siteName}`,
    html: [
      `<p>Hello ${escapeHtml(facts.name)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(facts.renewUrl)}">${escapeHtml(action)}</a></p>`,
      `<p>Your plan and payments: <a href="${escapeHtml(facts.accountUrl)}">your account</a></p>`,
      `<p>${escapeHtml(facts.siteName)}</p>`,
    ].join(""),
  };
}

/** Three days before a pass or a pay-each-period plan ends. */
export function renewalReminderMail(facts: NoticeFacts): Mail {
  return facts.isPass
    ? noticeMail(
        facts,
        `Your ${facts.planName} ends on ${day(facts.endsAt)}`,
        [
          `Your ${facts.planName} on ${facts.siteName} ends on ${day(facts.endsAt)}. It does not renew by itself.`,
        ],
        "Buy another pass",
      )
    : noticeMail(
        facts,
        `Renew ${facts.planName} before ${day(facts.endsAt)}`,
        [
          `Your ${facts.planName} plan on ${facts.siteName} runs until ${day(facts.endsAt)}.`,
          "You pay each period yourself, so nothing is charged automatically. Pay for the next period to keep watching without a break; it starts when this one ends.",
        ],
        "Pay for the next period",
      );
}

/** The period ended unpaid: access continues for the grace days. */
export function pastDueMail(facts: NoticeFacts & { graceEndsAt: Date }): Mail {
  return noticeMail(
    facts,
    `Your ${facts.planName} payment is due`,
    [
      `We have not received the payment for your next period of ${facts.planName} on ${facts.siteName}.`,
      `You keep your access until ${day(facts.graceEndsAt)}. Pay before then to carry on; after that the plan ends and you can buy it again at any time.`,
    ],
    "Pay now",
  );
}
