import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/connect.ts";
import type { Tx } from "../../platform/transactions.ts";
import { billingEvents, payments, subscriptions } from "../schema.ts";
import type { SubscriptionStatus } from "../types.ts";
import { EVENT_OUTCOMES, settle } from "../webhooks.ts";
import { stripeUnavailable } from "./stripe.ts";
import { stripeRenewals } from "./stripe-plan-changes.ts";
import { type Link, recordRenewal } from "./stripe-renewal.ts";
import { stripeSubscriptions } from "./stripe-schema.ts";
import type { RenewalGateway } from "./types.ts";

/** The events acted on; Stripe's endpoint should send these (others are answered `ignored`). */
export const STRIPE_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;
const HANDLED = new Set<string>(STRIPE_EVENT_TYPES);

/** What one Stripe event did, besides the shared payment outcomes. */
export const STRIPE_OUTCOMES = [
  ...EVENT_OUTCOMES,
  "renewed",
  "active",
  "past-due",
  "cancelled",
  "ended",
] as const;
export type StripeOutcome = (typeof STRIPE_OUTCOMES)[number];

/** The parts of an event this reads: which object it is about, never what the object says. */
export type StripeEventLike = { id: string; type: string; created: number; data: { object: unknown } };

type Fresh =
  | { kind: "session"; session: Stripe.Checkout.Session; subscription: Stripe.Subscription | null }
  | { kind: "invoice"; invoice: Stripe.Invoice; subscription: Stripe.Subscription | null }
  | { kind: "subscription"; subscription: Stripe.Subscription };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The object as Stripe holds it now. An event may be stale (a later change already happened),
 * repeated or forged-but-replayed, so only the fresh copy is acted on.
 */
async function reread(stripe: Stripe, event: StripeEventLike): Promise<Fresh | null> {
  const id = idOf(event.data.object as { id: string } | null);
  if (!id) return null;
  const subscriptionOf = async (value: string | { id: string } | null | undefined) => {
    const subscriptionId = idOf(value);
    return subscriptionId ? stripe.subscriptions.retrieve(subscriptionId) : null;
  };
  if (event.type.startsWith("checkout.session.")) {
    const session = await stripe.checkout.sessions.retrieve(id);
    return { kind: "session", session, subscription: await subscriptionOf(session.subscription) };
  }
  if (event.type.startsWith("invoice.")) {
    const invoice = await stripe.invoices.retrieve(id);
    const subscription = await subscriptionOf(invoice.parent?.subscription_details?.subscription);
    return { kind: "invoice", invoice, subscription };
  }
  return { kind: "subscription", subscription: await stripe.subscriptions.retrieve(id) };
}

/** Our status for a Stripe subscription; null while Stripe itself has not settled it. */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus | null {
  switch (subscription.status) {
    case "canceled":
    case "incomplete_expired":
      return "expired";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "active":
    case "trialing":
      return subscription.cancel_at_period_end || subscription.cancel_at ? "cancelled" : "active";
    default:
      return null;
  }
}

const OUTCOME_OF: Record<SubscriptionStatus, StripeOutcome> = {
  active: "active",
  past_due: "past-due",
  cancelled: "cancelled",
  expired: "ended",
};

async function lockPayment(tx: Tx, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return payment;
}

/** The account and plan a Stripe subscription pays for, learnt from the metadata our checkout set. */
async function linkOf(tx: Tx, subscription: Stripe.Subscription): Promise<Link | null> {
  const [known] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.subscriptionId, subscription.id));
  if (known) return known;
  const payment = await lockPayment(tx, Number(subscription.metadata?.payment_id));
  if (payment?.method !== "card") return null;
  const link = { userId: payment.userId, planId: payment.planId, paymentId: payment.id };
  await tx
    .insert(stripeSubscriptions)
    .values({ subscriptionId: subscription.id, ...link })
    .onConflictDoNothing();
  return link;
}

const ourSubscription = (link: Link) =>
  and(eq(subscriptions.userId, link.userId), eq(subscriptions.planId, link.planId));

/** Sets our row's status; `ignored` while there is no row yet (the payment that creates it follows Stripe then). */
async function setStatus(tx: Tx, link: Link, status: SubscriptionStatus): Promise<StripeOutcome> {
  const changed = await tx
    .update(subscriptions)
    .set({ status, updatedAt: sql`now()` })
    .where(ourSubscription(link))
    .returning({ id: subscriptions.id });
  return changed.length > 0 ? OUTCOME_OF[status] : "ignored";
}

/** Brings our row to Stripe's word (a row not granted yet is left for the payment to create). */
async function followStatus(tx: Tx, link: Link, subscription: Stripe.Subscription): Promise<StripeOutcome> {
  const status = statusOf(subscription);
  return status ? setStatus(tx, link, status) : "ignored";
}

const paidEvent = (eventId: string, reference: string, amount: number, currency: string) => ({
  id: eventId,
  reference,
  kind: "paid" as const,
  amount,
  currency: currency.toUpperCase(),
  payload: null,
});

async function onSession(
  tx: Tx,
  event: StripeEventLike,
  fresh: Extract<Fresh, { kind: "session" }>,
  renewals: RenewalGateway,
) {
  const { session, subscription } = fresh;
  const payment = await lockPayment(tx, Number(session.client_reference_id ?? session.metadata?.payment_id));
  if (payment?.method !== "card") return { outcome: "unmatched" as const, paymentId: null };
  if (session.status === "expired") {
    const abandoned = {
      ...paidEvent(event.id, payment.reference, 0, payment.currency),
      kind: "abandoned" as const,
    };
    return { outcome: await settle(tx, payment, abandoned, renewals), paymentId: payment.id };
  }
  // Delayed methods complete the session before the money is in; their success event settles it.
  if (session.payment_status !== "paid") return { outcome: "ignored" as const, paymentId: payment.id };
  const paid = paidEvent(event.id, payment.reference, session.amount_total ?? 0, session.currency ?? "");
  const outcome = await settle(tx, payment, paid, renewals);
  const link = subscription ? await linkOf(tx, subscription) : null;
  if (link && subscription) await followStatus(tx, link, subscription);
  return { outcome, paymentId: payment.id };
}

async function onInvoice(
  tx: Tx,
  event: StripeEventLike,
  fresh: Extract<Fresh, { kind: "invoice" }>,
  renewals: RenewalGateway,
) {
  const { invoice, subscription } = fresh;
  const link = subscription ? await linkOf(tx, subscription) : null;
  if (!link || !subscription) return { outcome: "unmatched" as const, paymentId: null };
  if (event.type === "invoice.payment_failed") {
    // A retry may have paid it since; then invoice.paid has the say.
    if (invoice.status === "paid") return { outcome: "ignored" as const, paymentId: link.paymentId };
    const ended = statusOf(subscription) === "expired";
    return { outcome: await setStatus(tx, link, ended ? "expired" : "past_due"), paymentId: link.paymentId };
  }
  if (invoice.status !== "paid") return { outcome: "ignored" as const, paymentId: link.paymentId };
  const payment = await lockPayment(tx, link.paymentId);
  if (!payment) return { outcome: "unmatched" as const, paymentId: null };
  if (invoice.billing_reason === "subscription_create") {
    const paid = paidEvent(event.id, payment.reference, invoice.amount_paid, invoice.currency);
    const outcome = await settle(tx, payment, paid, renewals);
    await followStatus(tx, link, subscription);
    return { outcome, paymentId: payment.id };
  }
  const renewal = await recordRenewal(tx, link, subscription, invoice);
  if (!renewal) return { outcome: "settled-before" as const, paymentId: payment.id };
  const status = statusOf(subscription);
  if (status === "cancelled") await setStatus(tx, renewal.link, status);
  return { outcome: "renewed" as const, paymentId: renewal.paymentId };
}

async function onSubscription(tx: Tx, fresh: Extract<Fresh, { kind: "subscription" }>) {
  const link = await linkOf(tx, fresh.subscription);
  if (!link) return { outcome: "unmatched" as const, paymentId: null };
  return { outcome: await followStatus(tx, link, fresh.subscription), paymentId: link.paymentId };
}

/** Whether this event id was applied already (its row is stored with the change it made). */
export async function seenStripeEvent(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.gateway, "card"), eq(billingEvents.eventId, eventId)));
  return Boolean(row);
}

/**
 * Applies one verified Stripe event exactly once. The object is re-read from Stripe first, then
 * the event id is stored in the same transaction as the change it causes: a repeat, even a
 * concurrent one, meets the stored id and changes nothing. Acting on the object's current state
 * makes the order of arrival irrelevant: a late event finds the newer state and follows it.
 */
export async function applyStripeEvent(
  db: Db,
  stripe: Stripe,
  event: StripeEventLike,
): Promise<StripeOutcome> {
  if (!HANDLED.has(event.type)) return "ignored";
  if (await seenStripeEvent(db, event.id)) return "duplicate";
  const fresh = await reread(stripe, event).catch(stripeUnavailable);
  const renewals = stripeRenewals(stripe);
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(billingEvents)
      .values({
        gateway: "card",
        eventId: event.id,
        outcome: "received",
        payload: {
          type: event.type,
          object: idOf(event.data.object as { id: string } | null),
          created: event.created,
        },
      })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (stored.length === 0) return "duplicate";
    const { outcome, paymentId } = !fresh
      ? { outcome: "ignored" as const, paymentId: null }
      : fresh.kind === "session"
        ? await onSession(tx, event, fresh, renewals)
        : fresh.kind === "invoice"
          ? await onInvoice(tx, event, fresh, renewals)
          : await onSubscription(tx, fresh);
    await tx
      .update(billingEvents)
      .set({ outcome, paymentId })
      .where(and(eq(billingEvents.gateway, "card"), eq(billingEvents.eventId, event.id)));
    return outcome;
  });
}
