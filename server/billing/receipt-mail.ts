import { and, eq, gt, isNull } from "drizzle-orm";
import { knownLocale, localizedUrl } from "../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator } from "../../shared/i18n/messages.ts";
import { formatMoney } from "../../shared/money.ts";
import { userEmail, users } from "../auth/schema.ts";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import type { Catalogues } from "../platform/i18n.ts";
import type { Logger } from "../platform/logger.ts";
import type { Mailer } from "../platform/mailer.ts";
import { planNameIn } from "./plans.ts";
import { billingMail, dayIn } from "./reminders-mail.ts";
import { payments, plans, receipts } from "./schema.ts";

const m = defineMessages({
  subject: { id: "mail.receipt.subject", defaultMessage: "Your receipt {number} from {site}" },
  thanks: {
    id: "mail.receipt.thanks",
    defaultMessage: "Thank you for your payment. {plan}: {amount}, paid on {day}.",
    description: "{amount} is a sum of money, {day} a date and time",
  },
  action: { id: "mail.receipt.action", defaultMessage: "View and print your receipt" },
});

type Deps = { db: Db; mailer: Mailer; config: Config; logger: Logger; i18n?: Pick<Catalogues, "translator"> };

/**
 * Receipts issued this long ago or less and not mailed yet go out; older ones (issued before the site
 * mailed receipts, or while mail was down for longer) stay on the account's pages only.
 */
const MAIL_WITHIN_MS = 86_400_000;

/**
 * E-mails each new receipt to its buyer once, in their account's language, with the way to the
 * printable receipt. A receipt is claimed in the database first, so two sweeps (or two servers) send
 * it once; a send that fails gives the claim back for the next sweep. Answers how many went out.
 */
export async function sendReceipts(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({
      paymentId: receipts.paymentId,
      number: receipts.number,
      issuedAt: receipts.issuedAt,
      amount: payments.amount,
      currency: payments.currency,
      email: userEmail,
      name: users.displayName,
      locale: users.locale,
      planName: plans.name,
      planTexts: plans.localTexts,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(isNull(receipts.mailedAt), gt(receipts.issuedAt, new Date(now.getTime() - MAIL_WITHIN_MS))));
  let sent = 0;
  for (const row of due) {
    // A phone-only account has no address to send it to; its receipts are on its account's pages.
    if (!row.email) continue;
    const claimed = await deps.db
      .update(receipts)
      .set({ mailedAt: now })
      .where(and(eq(receipts.paymentId, row.paymentId), isNull(receipts.mailedAt)))
      .returning({ paymentId: receipts.paymentId });
    if (claimed.length === 0) continue;
    const locale = knownLocale(row.locale);
    const t = deps.i18n?.translator(locale) ?? sourceTranslator;
    const page = (path: string) => localizedUrl(deps.config.SITE_URL, path, locale);
    const facts = {
      to: row.email,
      name: row.name,
      accountUrl: page("/account"),
      siteName: deps.config.SITE_NAME,
      t,
    };
    const mail = billingMail(
      facts,
      t(m.subject, { number: row.number, site: deps.config.SITE_NAME }),
      [
        t(m.thanks, {
          plan: planNameIn({ name: row.planName, localTexts: row.planTexts }, locale),
          amount: formatMoney(row.amount, row.currency, locale),
          day: dayIn(locale, row.issuedAt),
        }),
      ],
      { label: t(m.action), url: page(`/account/receipts/${row.paymentId}`) },
    );
    try {
      await deps.mailer.send(mail);
      sent++;
    } catch (error) {
      deps.logger.error({ err: error, payment: row.paymentId }, "a receipt e-mail could not be sent");
      await deps.db.update(receipts).set({ mailedAt: null }).where(eq(receipts.paymentId, row.paymentId));
    }
  }
  return sent;
}
