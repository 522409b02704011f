/**
 * Card payments against a fake Stripe (server/billing/testing/fake-stripe.ts): a local HTTP server
 * speaking Stripe's wire protocol. The product uses the real `stripe` SDK against it, pointed there by
 * STRIPE_API_BASE, and every webhook is signed with the SDK's own `webhooks.generateTestHeaderString`.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { payments, subscriptions } from "../schema.ts";
import { cardCheckout, stripeSiteForFile } from "../testing/stripe-site.ts";
import { api, checkout, signUpFan } from "../testing.ts";
import type { PaymentView, SubscriptionView } from "../types.ts";

const { site, stripe } = stripeSiteForFile();

const statusOf = async (token: string, id: number) =>
  (await api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token })).body.data.status;

const rowsOf = async (userId: number) => ({
  payments: await site.services.database.db.select().from(payments).where(eq(payments.userId, userId)),
  subscriptions: await site.services.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId)),
});

describe(`card checkout with Stripe on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("creates a hosted Checkout Session priced from the server's plan, whatever the request said", async () => {
    const fan = await signUpFan(site);
    const monthly = site.plans["premium-monthly"]!;
    const key = `card-${crypto.randomUUID()}`;
    const body = { plan_id: monthly.id, method: "card", amount: 1, currency: "USD", interval: "day" };
    const started = await checkout(site, fan.token, body, key);
    expect(started.status).toBe(201);
    const { payment, redirect_url } = started.body.data;
    expect(redirect_url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const created = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(created.at(-1)?.body).toMatchObject({
      mode: "subscription",
      client_reference_id: String(payment.id),
      metadata: { payment_id: String(payment.id), reference: payment.reference },
      subscription_data: { metadata: { payment_id: String(payment.id) } },
      success_url: `${site.services.config.SITE_URL}/payment/result?payment=${payment.id}`,
      cancel_url: `${site.services.config.SITE_URL}/payment/result?payment=${payment.id}`,
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: monthly.currency.toLowerCase(),
            unit_amount: String(monthly.amount),
            recurring: { interval: "month", interval_count: "1" },
          },
        },
      ],
    });
    const again = await checkout(site, fan.token, body, key);
    expect(again.body.data.redirect_url).toBe(redirect_url);
    expect(stripe.requests.filter((request) => request.path === "/v1/checkout/sessions")).toHaveLength(
      created.length,
    );

    const pass = await checkout(site, fan.token, { plan_id: site.plans["match-pass"]!.id, method: "card" });
    const passSession = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1);
    expect(passSession?.body).toMatchObject({ mode: "payment", payment_intent_data: { metadata: {} } });
    expect(JSON.stringify(passSession?.body)).not.toContain("recurring");
    expect(pass.body.data.payment.amount).toBe(site.plans["match-pass"]!.amount);
  });

  it("pays through the hosted page's webhooks: the payment is paid and the plan granted once", async () => {
    const fan = await cardCheckout(site, stripe, "premium-monthly");
    const events = stripe.pay(fan.sessionId);
    const answers = [];
    for (const event of events) answers.push(await stripe.deliver(event));
    expect(answers.map((answer) => [answer.status, answer.body.data])).toEqual([
      [200, { outcome: "paid" }],
      [200, { outcome: "settled-before" }],
    ]);
    expect(await statusOf(fan.token, fan.paymentId)).toBe("paid");
    const { body } = await api<{ data: SubscriptionView }>(site, "/billing/subscription", {
      token: fan.token,
    });
    expect(body.data).toMatchObject({ status: "active", plan: { slug: "premium-monthly" } });
    const again = await stripe.deliver(events[0]!);
    expect(again.body.data).toEqual({ outcome: "duplicate" });
  });

  it("refuses a webhook whose signature does not hold with 400 invalid-signature, changing nothing", async () => {
    const fan = await cardCheckout(site, stripe, "match-pass");
    const [completed] = stripe.pay(fan.sessionId);
    const payload = JSON.stringify(completed);
    const post = (body: string, signature: string) =>
      api(site, "/billing/webhooks/stripe", { body, headers: { "Stripe-Signature": signature } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_notTheSiteSecret000" });
    const tampered = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_goallineFakeStripeSigning0001",
    });
    for (const [body, signature] of [
      [payload, forged],
      [payload.replace('"amount_total":', '"amount_total":1'), tampered],
      [payload, ""],
    ] as const) {
      const answer = await post(body, signature);
      expect([answer.status, answer.body.error.code]).toEqual([400, "invalid-signature"]);
    }
    expect(await statusOf(fan.token, fan.paymentId)).toBe("pending");
    expect((await post(payload, tampered)).body).toEqual({ data: { outcome: "paid" } });
  });

  it("applies events once, whichever order they arrive in and however often", async () => {
    const fan = await cardCheckout(site, stripe, "premium-yearly");
    const [completed, invoicePaid] = stripe.pay(fan.sessionId);
    const subscription = stripe.subscriptions.get(
      stripe.sessions.get(fan.sessionId)!.subscription as string,
    )!;
    // The fan cancels before any webhook has arrived; the events then come newest first.
    const [cancelled] = stripe.cancel(subscription.id as string);
    expect((await stripe.deliver(cancelled!)).body.data).toEqual({ outcome: "ignored" });
    expect((await stripe.deliver(invoicePaid!)).body.data).toEqual({ outcome: "paid" });
    const racing = await Promise.all(Array.from({ length: 20 }, () => stripe.deliver(completed!)));
    const outcomes = racing.map((answer) => (answer.body.data as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome !== "duplicate")).toEqual(["settled-before"]);
    const rows = await rowsOf(fan.userId);
    expect(rows.payments.map((row) => row.status)).toEqual(["paid"]);
    expect(rows.subscriptions).toHaveLength(1);
    // The subscription followed Stripe's current state, not the order the events came in.
    expect(rows.subscriptions[0]!.status).toBe("cancelled");
  });

  it("acts on the object as Stripe holds it, not on what the webhook's body claims", async () => {
    const unpaid = await cardCheckout(site, stripe, "match-pass");
    const session = stripe.sessions.get(unpaid.sessionId)!;
    const claim = stripe.emit("checkout.session.completed", {
      ...session,
      status: "complete",
      payment_status: "paid",
    });
    expect((await stripe.deliver(claim)).body.data).toEqual({ outcome: "ignored" });
    expect(await statusOf(unpaid.token, unpaid.paymentId)).toBe("pending");

    const paid = await cardCheckout(site, stripe, "match-pass");
    stripe.pay(paid.sessionId);
    const cheap = stripe.emit("checkout.session.completed", {
      ...stripe.sessions.get(paid.sessionId)!,
      amount_total: 1,
    });
    expect((await stripe.deliver(cheap)).body.data).toEqual({ outcome: "paid" });
    const [row] = (await rowsOf(paid.userId)).payments;
    expect([row?.status, row?.receivedAmount]).toEqual(["paid", null]);
  });

  it("opens the Customer Portal for a card customer only", async () => {
    const stranger = await signUpFan(site);
    const none = await api(site, "/billing/portal", { token: stranger.token, body: {} });
    expect([none.status, none.body.error.code]).toEqual([404, "no-card-customer"]);
    const fan = await cardCheckout(site, stripe, "premium-monthly");
    const portal = await api<{ data: { url: string } }>(site, "/billing/portal", {
      token: fan.token,
      body: {},
    });
    expect(portal.status).toBe(200);
    expect(portal.body.data.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    const guest = await api(site, "/billing/portal", { body: {} });
    expect(guest.status).toBe(401);
  });
});
