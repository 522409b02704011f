/**
 * Plan changes, cancellations and resumptions of card subscriptions reach Stripe. The product's
 * real `stripe` SDK talks to the fake Stripe (server/billing/testing/fake-stripe.ts), which keeps
 * Prices, Subscription Schedules and subscription updates as Stripe does, refuses what Stripe
 * refuses, and at a renewal invoices the price its schedule says: so these tests fail whenever
 * the site records a change Stripe was not told of.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CmsSubscriptionView } from "../admin/schemas.ts";
import { adminCall } from "../admin/testing.ts";
import { payments } from "../schema.ts";
import type { PlanChange, SubscriptionState } from "../service.ts";
import { cardCheckout, cardSubscriber, stripeSiteForFile, subscriptionOf } from "../testing/stripe-site.ts";
import { api, buyByTransfer, checkout } from "../testing.ts";

const { site, stripe } = stripeSiteForFile();

const plan = (slug: string) => site.plans[slug]!;

/** A fan paying Premium yearly by card, renewed by Stripe. */
const yearlySubscriber = () => cardSubscriber(site, stripe, "premium-yearly");

const changeTo = (token: string, slug: string) =>
  api<{ data: PlanChange }>(site, "/billing/subscription/change", {
    token,
    body: { plan_id: plan(slug).id },
  });

const post = (token: string, action: "cancel" | "resume") =>
  api<{ data: SubscriptionState }>(site, `/billing/subscription/${action}`, { token, body: {} });

const stateOf = async (token: string) =>
  (await api<{ data: SubscriptionState }>(site, "/billing/subscription", { token })).body.data;

const deliverAll = async (events: Record<string, unknown>[]) => {
  const outcomes = [];
  for (const event of events) outcomes.push((await stripe.deliver(event)).body.data);
  return outcomes;
};

/** The amount of the invoice Stripe made last for the subscription. */
const lastInvoiceAmount = (subscriptionId: string) =>
  stripe.invoices.get(stripe.subscriptions.get(subscriptionId)!.latest_invoice as string)!.amount_paid;

describe(`card plan changes on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("schedules a downgrade on Stripe from the period end, and the renewal there charges the lower price", async () => {
    const fan = await yearlySubscriber();
    const periodEnd = stripe.nextCharge(fan.subscriptionId).at;
    const down = await changeTo(fan.token, "premium-monthly");
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({
      change: "scheduled",
      subscription: { plan: { slug: "premium-yearly" }, next_plan: { slug: "premium-monthly" } },
    });
    expect(Math.abs(Date.parse(down.body.data.effective_at!) / 1000 - periodEnd)).toBeLessThan(60);

    // Stripe now charges the monthly price from the end of the year already paid, without proration.
    expect(stripe.nextCharge(fan.subscriptionId)).toMatchObject({
      at: periodEnd,
      amount: plan("premium-monthly").amount,
      metadata: { plan_id: String(plan("premium-monthly").id) },
    });
    const schedule = stripe.schedules.get(stripe.subscriptions.get(fan.subscriptionId)!.schedule as string)!;
    expect(schedule).toMatchObject({ end_behavior: "release", proration_behavior: "none" });
    expect(schedule.phases.map((phase) => phase.start_date)).toEqual([expect.any(Number), periodEnd]);

    // Staff see the waiting change beside the plan.
    const listed = await adminCall<{ data: CmsSubscriptionView[] }>(
      site,
      "GET",
      `/cms/subscriptions?plan_id=${plan("premium-yearly").id}&limit=100`,
    );
    expect(listed.body.data.find((row) => row.user_id === fan.userId)).toMatchObject({
      plan_name: plan("premium-yearly").name,
      next_plan_name: plan("premium-monthly").name,
    });

    // Asked again, nothing more is made on Stripe.
    const calls = stripe.requests.length;
    expect((await changeTo(fan.token, "premium-monthly")).body.data.change).toBe("scheduled");
    expect(stripe.requests.slice(calls).filter((request) => request.method === "POST")).toEqual([]);

    // The sweep past the period end leaves the switch to Stripe's renewal, which arrives late.
    await site.services.billing.sweep(new Date(periodEnd * 1000 + 60_000));
    expect(await deliverAll(stripe.renew(fan.subscriptionId))).toEqual([
      { outcome: "active" },
      { outcome: "renewed" },
    ]);
    expect(lastInvoiceAmount(fan.subscriptionId)).toBe(plan("premium-monthly").amount);
    expect(await stateOf(fan.token)).toMatchObject({
      status: "active",
      plan: { slug: "premium-monthly" },
      renewal: "automatic",
      next_plan: null,
    });
    const paid = await site.services.database.db
      .select({ planId: payments.planId, amount: payments.amount })
      .from(payments)
      .where(eq(payments.userId, fan.userId));
    expect(paid).toEqual(
      expect.arrayContaining([
        { planId: plan("premium-yearly").id, amount: plan("premium-yearly").amount },
        { planId: plan("premium-monthly").id, amount: plan("premium-monthly").amount },
      ]),
    );
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);

    // The month after renews the monthly plan, now free of the schedule.
    expect(await deliverAll(stripe.renew(fan.subscriptionId))).toEqual([{ outcome: "renewed" }]);
    expect(lastInvoiceAmount(fan.subscriptionId)).toBe(plan("premium-monthly").amount);
    expect(stripe.subscriptions.get(fan.subscriptionId)!.schedule).toBeNull();
  });

  it("undoing the downgrade releases the schedule: Stripe renews at the plan's own price", async () => {
    const fan = await yearlySubscriber();
    await changeTo(fan.token, "premium-monthly");
    const scheduleId = stripe.subscriptions.get(fan.subscriptionId)!.schedule as string;
    const undo = await changeTo(fan.token, "premium-yearly");
    expect(undo.status).toBe(200);
    expect(undo.body.data).toMatchObject({ change: "none", subscription: { next_plan: null } });
    expect(stripe.schedules.get(scheduleId)!.status).toBe("released");
    expect(stripe.nextCharge(fan.subscriptionId).amount).toBe(plan("premium-yearly").amount);

    expect(await deliverAll(stripe.renew(fan.subscriptionId))).toEqual([{ outcome: "renewed" }]);
    expect(lastInvoiceAmount(fan.subscriptionId)).toBe(plan("premium-yearly").amount);
    expect(await stateOf(fan.token)).toMatchObject({ plan: { slug: "premium-yearly" }, status: "active" });
  });

  it("a downgrade Stripe fails halfway changes nothing here, and its retry completes it with the same keys", async () => {
    const fan = await yearlySubscriber();
    stripe.failNext("/v1/subscription_schedules/sub_sched_");
    const failed = await changeTo(fan.token, "premium-monthly");
    expect([failed.status, failed.body.error.code]).toEqual([503, "payment-gateway-unavailable"]);
    expect((await stateOf(fan.token)).next_plan).toBeNull();

    const retried = await changeTo(fan.token, "premium-monthly");
    expect(retried.body.data.change).toBe("scheduled");
    expect(stripe.nextCharge(fan.subscriptionId).amount).toBe(plan("premium-monthly").amount);
    const own = stripe.requests.filter((request) =>
      request.idempotencyKey?.startsWith(`goalline-${fan.subscriptionId}-`),
    );
    const prices = own.filter((request) => request.path === "/v1/prices");
    // The price made by the first try is answered again, not made twice; one schedule, made once.
    expect(prices).toHaveLength(2);
    expect(new Set(prices.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(own.filter((request) => request.path === "/v1/subscription_schedules")).toHaveLength(1);
    const held = [...stripe.schedules.values()].filter(
      (schedule) => schedule.subscription === fan.subscriptionId,
    );
    expect(held).toHaveLength(1);
  });

  it("cancelling a card plan stops Stripe's renewal, dropping a waiting downgrade; resuming renews again", async () => {
    const fan = await yearlySubscriber();
    await changeTo(fan.token, "premium-monthly");
    const scheduleId = stripe.subscriptions.get(fan.subscriptionId)!.schedule as string;

    const cancelled = await post(fan.token, "cancel");
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", next_plan: null });
    expect(stripe.schedules.get(scheduleId)!.status).toBe("released");
    expect(stripe.nextCharge(fan.subscriptionId).cancels).toBe(true);

    const resumed = await post(fan.token, "resume");
    expect(resumed.body.data).toMatchObject({ status: "active", renewal: "automatic" });
    expect(stripe.nextCharge(fan.subscriptionId)).toMatchObject({
      cancels: false,
      amount: plan("premium-yearly").amount,
    });
    expect(await deliverAll(stripe.renew(fan.subscriptionId))).toEqual([{ outcome: "renewed" }]);
    expect(lastInvoiceAmount(fan.subscriptionId)).toBe(plan("premium-yearly").amount);
  });

  it("a fan who cancelled and then switches down carries on: Stripe renews at the lower price", async () => {
    const fan = await yearlySubscriber();
    await post(fan.token, "cancel");
    expect(stripe.nextCharge(fan.subscriptionId).cancels).toBe(true);
    const down = await changeTo(fan.token, "premium-monthly");
    expect(down.body.data).toMatchObject({ change: "scheduled", subscription: { status: "active" } });
    expect(stripe.nextCharge(fan.subscriptionId)).toMatchObject({
      cancels: false,
      amount: plan("premium-monthly").amount,
    });
  });

  it("paying for a dearer plan by card stops the old plan's renewal on Stripe: only the new plan is charged", async () => {
    const fan = await cardCheckout(site, stripe, "premium-monthly");
    for (const event of stripe.pay(fan.sessionId)) await stripe.deliver(event);
    const monthly = subscriptionOf(stripe, fan.sessionId);
    expect(stripe.nextCharge(monthly).cancels).toBe(false);

    const up = await checkout(site, fan.token, { plan_id: plan("premium-yearly").id, method: "card" });
    expect(up.status).toBe(201);
    const url = up.body.data.redirect_url as string;
    const sessionId = url.slice(url.lastIndexOf("/") + 1);
    for (const event of stripe.pay(sessionId)) await stripe.deliver(event);
    const yearly = subscriptionOf(stripe, sessionId);

    // Stripe lets the monthly subscription run out at its period end instead of charging it again.
    expect(stripe.nextCharge(monthly).cancels).toBe(true);
    expect(stripe.nextCharge(yearly)).toMatchObject({
      cancels: false,
      amount: plan("premium-yearly").amount,
    });
    expect(await stateOf(fan.token)).toMatchObject({ status: "active", plan: { slug: "premium-yearly" } });

    // The month's end on Stripe ends the old subscription without an invoice; the yearly plan stays.
    const invoices = stripe.invoices.size;
    await deliverAll(stripe.renew(monthly));
    expect(stripe.invoices.size).toBe(invoices);
    expect(stripe.subscriptions.get(monthly)!.status).toBe("canceled");
    expect(await stateOf(fan.token)).toMatchObject({ status: "active", plan: { slug: "premium-yearly" } });
  });

  it("paying for another plan by bank transfer stops the card plan's renewal on Stripe as well", async () => {
    const fan = await cardCheckout(site, stripe, "premium-monthly");
    for (const event of stripe.pay(fan.sessionId)) await stripe.deliver(event);
    const monthly = subscriptionOf(stripe, fan.sessionId);

    await buyByTransfer(site, fan.token, "premium-yearly");
    expect(stripe.nextCharge(monthly).cancels).toBe(true);
    expect(await stateOf(fan.token)).toMatchObject({ status: "active", plan: { slug: "premium-yearly" } });
  });
});
