import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Tx } from "../../platform/transactions.ts";
import { planById } from "../plans.ts";
import { newReference } from "../reference.ts";
import { payments, scheduledPlanChanges, subscriptions } from "../schema.ts";
import { stripeSubscriptions } from "./stripe-schema.ts";

/** The account, plan and first payment a Stripe subscription belongs to. */
export type Link = { userId: number; planId: number; paymentId: number };

/**
 * The plan the subscription charges now: the `plan_id` of its metadata (checkout sets it, and the
 * phase of a scheduled change replaces it as it starts) when that is a recurring plan of ours.
 */
async function chargedPlan(tx: Tx, link: Link, subscription: Stripe.Subscription): Promise<number> {
  const id = Number(subscription.metadata?.plan_id);
  if (id === link.planId || !Number.isSafeInteger(id) || id <= 0) return link.planId;
  const plan = await planById(tx, id);
  return plan && plan.interval !== "pass" ? plan.id : link.planId;
}

/**
 * A paid renewal invoice: a payment of its own (history, receipts), recorded once per invoice, and
 * the period moved to the invoice's. When Stripe renewed onto another plan (a downgrade scheduled
 * on it), the renewal is that plan's: the old plan's row ends, the new plan's runs from the
 * invoice's period with this payment behind it, and the subscription's link names the new plan.
 * Null when this invoice was recorded before.
 */
export async function recordRenewal(
  tx: Tx,
  link: Link,
  subscription: Stripe.Subscription,
  invoice: Stripe.Invoice,
): Promise<{ link: Link; paymentId: number } | null> {
  const lines = invoice.lines.data.map((line) => line.period);
  const start = Math.min(...lines.map((period) => period.start));
  const end = Math.max(...lines.map((period) => period.end));
  const planId = await chargedPlan(tx, link, subscription);
  const [renewal] = await tx
    .insert(payments)
    .values({
      userId: link.userId,
      planId,
      method: "card",
      status: "paid",
      amount: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      reference: newReference(),
      idempotencyKey: `stripe-invoice:${invoice.id}`,
      paidAt: sql`now()`,
      periodStart: sql`to_timestamp(${start})`,
      periodEnd: sql`to_timestamp(${end})`,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!renewal) return null;
  if (planId !== link.planId) {
    const ended = await tx
      .update(subscriptions)
      .set({ status: "expired", updatedAt: sql`now()` })
      .where(and(eq(subscriptions.userId, link.userId), eq(subscriptions.planId, link.planId)))
      .returning({ id: subscriptions.id });
    const endedIds = ended.map((row) => row.id);
    if (endedIds.length > 0)
      await tx.delete(scheduledPlanChanges).where(inArray(scheduledPlanChanges.subscriptionId, endedIds));
    await tx
      .update(stripeSubscriptions)
      .set({ planId })
      .where(eq(stripeSubscriptions.subscriptionId, subscription.id));
  }
  const period = {
    status: "active" as const,
    currentPeriodStart: sql`to_timestamp(${start})`,
    sourcePaymentId: renewal.id,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: link.userId, planId, ...period, currentPeriodEnd: sql`to_timestamp(${end})` })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.planId],
      set: {
        ...period,
        currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, to_timestamp(${end}))`,
        updatedAt: sql`now()`,
      },
    });
  return { link: { ...link, planId }, paymentId: renewal.id };
}
