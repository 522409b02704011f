/**
 * A card subscription's life after checkout, against the fake Stripe (server/billing/testing/fake-stripe.ts):
 * the product's real `stripe` SDK talks to it over loopback, and its webhooks are signed with the
 * SDK's own `webhooks.generateTestHeaderString`.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, subscriptions } from "../schema.ts";
import { cardCheckout, cardSubscriber, stripeSiteForFile } from "../testing/stripe-site.ts";
import { api } from "../testing.ts";
import type { PaymentView, SubscriptionView } from "../types.ts";

const { site, stripe } = stripeSiteForFile();

const DAY = 86_400_000;

const subscriber = (slug = "premium-monthly") => cardSubscriber(site, stripe, slug);

const deliverAll = async (events: Record<string, unknown>[]) => {
  const outcomes = [];
  for (const event of events) outcomes.push((await stripe.deliver(event)).body.data);
  return outcomes;
};

const subscriptionView = async (token: string) =>
  (await api<{ data: SubscriptionView | null }>(site, "/billing/subscription", { token })).body.data;

const rowOf = async (userId: number) => {
  const [row] = await site.services.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId)));
  return row!;
};

describe(`a card subscription on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("renews: the paid invoice extends the period and is a payment of its own", async () => {
    const fan = await subscriber();
    const before = (await rowOf(fan.userId)).currentPeriodEnd.getTime();
    expect(await deliverAll(stripe.renew(fan.subscriptionId))).toEqual([{ outcome: "renewed" }]);
    const after = (await rowOf(fan.userId)).currentPeriodEnd.getTime();
    expect((after - before) / DAY).toBeGreaterThan(27.9);
    expect((after - before) / DAY).toBeLessThan(31.1);
    const history = await site.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, fan.userId));
    expect(history.map((payment) => [payment.status, payment.method, payment.amount])).toEqual([
      ["paid", "card", site.plans["premium-monthly"]!.amount],
      ["paid", "card", site.plans["premium-monthly"]!.amount],
    ]);
    const renewal = history.find((payment) => payment.id !== fan.paymentId)!;
    const shown = await api<{ data: PaymentView }>(site, `/billing/payments/${renewal.id}`, {
      token: fan.token,
    });
    expect(shown.body.data.status).toBe("paid");
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
  });

  it("goes past due when a renewal fails, keeping access for a three-day grace", async () => {
    const fan = await subscriber();
    const outcomes = await deliverAll(stripe.renew(fan.subscriptionId, "failed"));
    expect(outcomes).toEqual([{ outcome: "past-due" }, { outcome: "past-due" }]);
    expect(await subscriptionView(fan.token)).toMatchObject({ status: "past_due" });
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
    const end = (await rowOf(fan.userId)).currentPeriodEnd.getTime();
    await site.services.billing.sweep(new Date(end + 2 * DAY));
    expect((await rowOf(fan.userId)).status).toBe("past_due");
    await site.services.billing.sweep(new Date(end + 4 * DAY));
    expect((await rowOf(fan.userId)).status).toBe("expired");
  });

  it("cancels at the period end from the portal, keeping access until then, and ends when Stripe ends it", async () => {
    const fan = await subscriber("premium-yearly");
    expect(await deliverAll(stripe.cancel(fan.subscriptionId))).toEqual([{ outcome: "cancelled" }]);
    expect(await subscriptionView(fan.token)).toMatchObject({ status: "cancelled" });
    expect(await site.services.billing.mayUse(fan.userId, "movies")).toBe(true);
    expect(await deliverAll(stripe.cancel(fan.subscriptionId, "now"))).toEqual([{ outcome: "ended" }]);
    expect(await subscriptionView(fan.token)).toMatchObject({ status: "expired", entitlements: [] });
    expect(await site.services.billing.mayUse(fan.userId, "movies")).toBe(false);
  });

  it("ignores a stale cancellation once Stripe says the subscription goes on", async () => {
    const fan = await subscriber();
    const [cancelled] = stripe.cancel(fan.subscriptionId);
    // The fan resumed in the portal before the first webhook arrived.
    stripe.subscriptions.get(fan.subscriptionId)!.cancel_at_period_end = false;
    const resumed = stripe.emit(
      "customer.subscription.updated",
      stripe.subscriptions.get(fan.subscriptionId)!,
    );
    expect(await deliverAll([resumed, cancelled!])).toEqual([{ outcome: "active" }, { outcome: "active" }]);
    expect((await rowOf(fan.userId)).status).toBe("active");
  });

  it("reconciliation applies the events whose webhooks never arrived, once", async () => {
    const fan = await cardCheckout(site, stripe, "premium-monthly");
    const pass = await cardCheckout(site, stripe, "match-pass");
    stripe.pay(fan.sessionId);
    stripe.pay(pass.sessionId);
    const payment = (token: string, id: number) =>
      api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token }).then(
        (answer) => answer.body.data,
      );
    expect((await payment(fan.token, fan.paymentId)).status).toBe("pending");
    expect(await site.services.billing.stripe.reconcile()).toBeGreaterThanOrEqual(3);
    expect((await payment(fan.token, fan.paymentId)).status).toBe("paid");
    expect((await payment(pass.token, pass.paymentId)).status).toBe("paid");
    expect(await subscriptionView(fan.token)).toMatchObject({
      status: "active",
      plan: { slug: "premium-monthly" },
    });
    expect(await site.services.billing.stripe.reconcile()).toBe(0);
    expect(stripe.requests.some((request) => request.path === "/v1/events" && request.body.created)).toBe(
      true,
    );
  });

  it("schedules reconciliation and the billing sweep as recurring jobs", async () => {
    await site.services.billing.start();
    const kinds = (await site.services.jobs.schedules()).map((schedule) => [schedule.kind, schedule.cron]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["billing-sweep", "*/5 * * * *"],
        ["stripe-reconcile", "*/15 * * * *"],
      ]),
    );
  });
});
