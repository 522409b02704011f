import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { users } from "../../auth/schema.ts";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/connect.ts";
import { AppError, isAppError } from "../../http/errors.ts";
import { requestLocale } from "../../platform/request-language.ts";
import { planById, planNameIn } from "../plans.ts";
import { stripeCheckouts, stripeCustomers } from "./stripe-schema.ts";
import type { PaymentGateway, PaymentRow } from "./types.ts";

type StripeConfig = Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/**
 * The official SDK, or null when card payments are not configured. STRIPE_API_BASE points it at
 * another origin (a local stand-in in tests): the SDK takes the host, port and protocol apart.
 */
export function stripeClientOf(config: StripeConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Goalline" },
  });
}

/** What any failed call to Stripe becomes: the gateway is out of reach, the caller may retry. */
export function stripeUnavailable(error: unknown): never {
  if (isAppError(error)) throw error;
  throw new AppError(
    "unavailable",
    "payment-gateway-unavailable",
    "The card payment service did not answer; try again.",
    {
      reason: error instanceof Error ? error.message : String(error),
    },
  );
}

/** The account's Stripe customer, made once; a racing second one is left unused. */
async function customerFor(db: Db, stripe: Stripe, userId: number): Promise<string> {
  const known = async () =>
    (await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)))[0]?.customerId;
  const existing = await known();
  if (existing) return existing;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const customer = await stripe.customers.create({
    email: user?.email ?? undefined,
    metadata: { user_id: String(userId) },
  });
  await db.insert(stripeCustomers).values({ userId, customerId: customer.id }).onConflictDoNothing();
  return (await known()) ?? customer.id;
}

/** The account's Stripe customer if it ever paid by card. */
export async function knownCustomer(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return row?.customerId ?? null;
}

/** What every Stripe object made for a payment carries, so events lead back to it. */
export const paymentMetadata = (payment: PaymentRow) => ({
  payment_id: String(payment.id),
  reference: payment.reference,
  user_id: String(payment.userId),
  plan_id: String(payment.planId),
});

/**
 * A hosted Checkout Session priced from the payment, which copied our plan: a subscription for
 * monthly and yearly plans, a one-off payment for passes. Whatever the browser sent, the amount,
 * currency and interval are the server's.
 */
async function createSession(db: Db, stripe: Stripe, siteUrl: string, payment: PaymentRow) {
  const plan = await planById(db, payment.planId);
  if (!plan) throw new AppError("not-found", "plan-not-found", "There is no plan with this id.");
  const back = `${siteUrl}/payment/result?payment=${payment.id}`;
  const metadata = paymentMetadata(payment);
  const recurring =
    plan.interval === "pass" ? null : { interval: plan.interval, interval_count: plan.intervalCount };
  const session = await stripe.checkout.sessions.create(
    {
      mode: recurring ? "subscription" : "payment",
      customer: await customerFor(db, stripe, payment.userId),
      client_reference_id: String(payment.id),
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: payment.currency.toLowerCase(),
            unit_amount: payment.amount,
            product_data: { name: planNameIn(plan, requestLocale()) },
            ...(recurring ? { recurring } : {}),
          },
        },
      ],
      success_url: back,
      cancel_url: back,
      ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    },
    // The reference is random, so the key is unique across every site sharing the Stripe account.
    { idempotencyKey: `goalline-checkout-${payment.reference}` },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout Session without a page address");
  return { sessionId: session.id, url: session.url };
}

/** Card payments on Stripe's hosted Checkout; enabled when the SDK is configured. */
export function stripeGateway(db: Db, stripe: Stripe, config: Config): PaymentGateway {
  return {
    method: "card",
    // Stripe's Checkout Sessions live 24 hours; money arriving later still settles an expired payment.
    holdMs: 24 * 60 * 60 * 1000,
    accepts: () => true,
    async start(payment) {
      const [known] = await db
        .select()
        .from(stripeCheckouts)
        .where(eq(stripeCheckouts.paymentId, payment.id));
      if (known) return { redirect_url: known.url };
      const session = await createSession(db, stripe, config.SITE_URL, payment).catch(stripeUnavailable);
      await db
        .insert(stripeCheckouts)
        .values({ paymentId: payment.id, ...session })
        .onConflictDoNothing();
      return { redirect_url: session.url };
    },
    verify(rawBody, headers) {
      try {
        stripe.webhooks.constructEvent(
          rawBody,
          headers.get("stripe-signature") ?? "",
          config.STRIPE_WEBHOOK_SECRET ?? "",
        );
        return true;
      } catch {
        return false;
      }
    },
    // Stripe's events are never taken from the body alone: stripe-events.ts re-reads each object.
    parse: () => null,
  };
}
