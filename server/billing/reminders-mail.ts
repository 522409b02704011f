import { type AnyLocale, intlLocaleOf } from "../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator, type Translator } from "../../shared/i18n/messages.ts";
import type { Mail } from "../platform/mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const m = defineMessages({
  hello: { id: "mail.billing.hello", defaultMessage: "Hello {name}," },
  account: { id: "mail.billing.account", defaultMessage: "Your plan and payments: {url}" },
  accountLink: { id: "mail.billing.account-link", defaultMessage: "your account" },
  accountLead: { id: "mail.billing.account-lead", defaultMessage: "Your plan and payments:" },
  passEndsSubject: { id: "mail.billing.pass-ends.subject", defaultMessage: "Your {plan} ends on {day}" },
  passEnds: {
    id: "mail.billing.pass-ends.text",
    defaultMessage: "Your {plan} on {site} ends on {day}. It does not renew by itself.",
  },
  buyPass: { id: "mail.billing.pass-ends.action", defaultMessage: "Buy another pass" },
  renewSubject: { id: "mail.billing.renew.subject", defaultMessage: "Renew {plan} before {day}" },
  renewRuns: {
    id: "mail.billing.renew.runs",
    defaultMessage: "Your {plan} plan on {site} runs until {day}.",
  },
  renewHow: {
    id: "mail.billing.renew.how",
    defaultMessage:
      "You pay each period yourself, so nothing is charged automatically. Pay for the next period to keep watching without a break; it starts when this one ends.",
  },
  renewAction: { id: "mail.billing.renew.action", defaultMessage: "Pay for the next period" },
  dueSubject: { id: "mail.billing.past-due.subject", defaultMessage: "Your {plan} payment is due" },
  dueMissing: {
    id: "mail.billing.past-due.missing",
    defaultMessage: "We have not received the payment for your next period of {plan} on {site}.",
  },
  dueGrace: {
    id: "mail.billing.past-due.grace",
    defaultMessage:
      "You keep your access until {day}. Pay before then to carry on; after that the plan ends and you can buy it again at any time.",
  },
  dueAction: { id: "mail.billing.past-due.action", defaultMessage: "Pay now" },
});

export type NoticeFacts = {
  to: string;
  name: string;
  planName: string;
  isPass: boolean;
  endsAt: Date;
  /** The checkout that pays for the next period (or a new pass), in the account's language. */
  renewUrl: string;
  accountUrl: string;
  siteName: string;
  /** The account's language: the mail is written in it. English when absent. */
  t?: Translator;
};

/** "2 December 2026, 19:45 UTC", in the mail's language. */
export const dayIn = (locale: AnyLocale, at: Date) =>
  `${new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;

/** What every billing e-mail needs: to whom, in which language, and the way to the account. */
export type BillingMailFacts = Pick<NoticeFacts, "to" | "name" | "accountUrl" | "siteName" | "t">;

/** A billing e-mail: a greeting, its lines, one action and the way to the account, in the fan's language. */
export function billingMail(
  facts: BillingMailFacts,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): Mail {
  const t = facts.t ?? sourceTranslator;
  const hello = t(m.hello, { name: facts.name });
  const outro = t(m.account, { url: facts.accountUrl });
  return {
    to: facts.to,
    subject,
    text: `${hello}\n\n${lines.join("\n\n")}\n\n${action.label}:\n${action.url}\n\n${outro}\n\n${facts.siteName}`,
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
      `<p>${escapeHtml(t(m.accountLead))} <a href="${escapeHtml(facts.accountUrl)}">${escapeHtml(t(m.accountLink))}</a></p>`,
      `<p>${escapeHtml(facts.siteName)}</p>`,
    ].join(""),
  };
}

/** Three days before a pass or a pay-each-period plan ends. */
export function renewalReminderMail(facts: NoticeFacts): Mail {
  const t = facts.t ?? sourceTranslator;
  const values = { plan: facts.planName, site: facts.siteName, day: dayIn(t.locale, facts.endsAt) };
  return facts.isPass
    ? billingMail(facts, t(m.passEndsSubject, values), [t(m.passEnds, values)], {
        label: t(m.buyPass),
        url: facts.renewUrl,
      })
    : billingMail(facts, t(m.renewSubject, values), [t(m.renewRuns, values), t(m.renewHow)], {
        label: t(m.renewAction),
        url: facts.renewUrl,
      });
}

/** The period ended unpaid: access continues for the grace days. */
export function pastDueMail(facts: NoticeFacts & { graceEndsAt: Date }): Mail {
  const t = facts.t ?? sourceTranslator;
  const values = { plan: facts.planName, site: facts.siteName, day: dayIn(t.locale, facts.graceEndsAt) };
  return billingMail(facts, t(m.dueSubject, values), [t(m.dueMissing, values), t(m.dueGrace, values)], {
    label: t(m.dueAction),
    url: facts.renewUrl,
  });
}
