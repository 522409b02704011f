import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { knownLocale, localizedUrl } from "../../shared/i18n/locales.ts";
import { userEmail, users } from "../auth/schema.ts";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import type { Catalogues } from "../platform/i18n.ts";
import type { Logger } from "../platform/logger.ts";
import type { Mail, Mailer } from "../platform/mailer.ts";
import { PAST_DUE_GRACE_DAYS } from "./access.ts";
import { planNameIn } from "./plans.ts";
import { type NoticeFacts, pastDueMail, renewalReminderMail } from "./reminders-mail.ts";
import { payments, plans, scheduledPlanChanges, subscriptionNotices, subscriptions } from "./schema.ts";
import type { PlanTexts } from "./types.ts";

/** Reminders go out this long before a pass or a pay-each-period plan ends. */
export const REMINDER_LEAD_DAYS = 3;
const DAY_MS = 86_400_000;

type Deps = { db: Db; mailer: Mailer; config: Config; logger: Logger; i18n?: Pick<Catalogues, "translator"> };
type Kind = "renewal-reminder" | "past-due";

const noticeColumns = {
  id: subscriptions.id,
  end: subscriptions.currentPeriodEnd,
  email: userEmail,
  name: users.displayName,
  locale: users.locale,
  planName: plans.name,
  planTexts: plans.localTexts,
  slug: plans.slug,
  interval: plans.interval,
  method: payments.method,
};
type NoticeRow = {
  id: number;
  end: Date;
  email: string;
  name: string;
  locale: string;
  planName: string;
  planTexts: PlanTexts;
  slug: string;
  interval: string;
};

const noticeQuery = (db: Db) =>
  db
    .select(noticeColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(payments, eq(payments.id, subscriptions.sourcePaymentId));

/**
 * Sends one e-mail per subscription, kind and period: the notice is claimed in the database
 * first, so a second sweep (or another server) finds it taken; a send that fails gives the
 * claim back for the next sweep to retry.
 */
async function sendOnce(deps: Deps, kind: Kind, row: NoticeRow, mail: Mail): Promise<boolean> {
  // A phone-only account has no address to remind.
  if (!row.email) return false;
  const claimed = await deps.db
    .insert(subscriptionNotices)
    .values({ subscriptionId: row.id, kind, periodEnd: row.end })
    .onConflictDoNothing()
    .returning({ id: subscriptionNotices.subscriptionId });
  if (claimed.length === 0) return false;
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, subscription: row.id, kind }, "a billing e-mail could not be sent");
    await deps.db
      .delete(subscriptionNotices)
      .where(
        and(
          eq(subscriptionNotices.subscriptionId, row.id),
          eq(subscriptionNotices.kind, kind),
          eq(subscriptionNotices.periodEnd, row.end),
        ),
      );
    return false;
  }
}

/** A notice in its account's language, linking to that language's pages. */
function factsOf(deps: Deps, row: NoticeRow): NoticeFacts {
  const locale = knownLocale(row.locale);
  const page = (path: string) => localizedUrl(deps.config.SITE_URL, path, locale);
  return {
    to: row.email,
    name: row.name,
    planName: planNameIn({ name: row.planName, localTexts: row.planTexts }, locale),
    isPass: row.interval === "pass",
    endsAt: row.end,
    renewUrl: page(`/checkout/${row.slug}`),
    accountUrl: page("/account"),
    siteName: deps.config.SITE_NAME,
    t: deps.i18n?.translator(locale),
  };
}

/**
 * E-mails fans whose pass, or plan paid period by period (bank transfer, the demo checkout),
 * ends within three days. Card plans renew by themselves; cancelled plans, plans switching at
 * their end and passes too short to be reminded before they start are left alone. Each
 * reminder is sent once per period. Answers how many went out.
 */
export async function sendRenewalReminders(deps: Deps, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_DAYS * DAY_MS);
  const due = await noticeQuery(deps.db)
    .leftJoin(scheduledPlanChanges, eq(scheduledPlanChanges.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.status, "active"),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, horizon),
        sql`${subscriptions.currentPeriodEnd} - ${subscriptions.currentPeriodStart} > ${sql.raw(`interval '${REMINDER_LEAD_DAYS} days'`)}`,
        isNull(scheduledPlanChanges.planId),
        or(eq(plans.interval, "pass"), isNull(payments.method), sql`${payments.method} <> 'card'`),
        sql`not exists (select 1 from ${subscriptionNotices} where ${subscriptionNotices.subscriptionId} = ${subscriptions.id} and ${subscriptionNotices.kind} = 'renewal-reminder' and ${subscriptionNotices.periodEnd} = ${subscriptions.currentPeriodEnd})`,
      ),
    );
  let sent = 0;
  for (const row of due) {
    if (await sendOnce(deps, "renewal-reminder", row, renewalReminderMail(factsOf(deps, row)))) sent++;
  }
  return sent;
}

/**
 * The e-mail for subscriptions that just turned past due. Card plans are left to the card
 * gateway, which retries the charge and tells the fan itself.
 */
export async function sendPastDueNotices(deps: Deps, subscriptionIds: number[]): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  const rows = await noticeQuery(deps.db).where(
    and(inArray(subscriptions.id, subscriptionIds), eq(subscriptions.status, "past_due")),
  );
  let sent = 0;
  for (const row of rows) {
    if (row.method === "card") continue;
    const graceEndsAt = new Date(row.end.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
    if (await sendOnce(deps, "past-due", row, pastDueMail({ ...factsOf(deps, row), graceEndsAt }))) sent++;
  }
  return sent;
}
