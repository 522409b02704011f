import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ReceiptView } from "../receipts.ts";
import { paymentRefunds, payments, subscriptions } from "../schema.ts";
import { api, billingSiteForFile, buyByTransfer, checkout, postBankNotice, signUpFan } from "../testing.ts";
import type { SubscriptionView } from "../types.ts";
import type { CmsPaymentDetail, CmsPaymentView, RefundView, RevenueView } from "./schemas.ts";
import { adminCall, key, paidBySandbox } from "./testing.ts";

const site = billingSiteForFile();

type Refunded = { data: { payment: CmsPaymentView; refund: RefundView; access_ended: boolean } };

const refund = (paymentId: number, body?: unknown, idempotencyKey = key()) =>
  adminCall<Refunded>(site, "POST", `/cms/payments/${paymentId}/refund`, {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });

const subscriptionOf = async (token: string) =>
  (await api<{ data: SubscriptionView | null }>(site, "/billing/subscription", { token })).body.data;

/** The period each payment bought, as recorded when it was paid. */
async function periodsOf(...ids: number[]) {
  const rows = await site.services.database.db.select().from(payments);
  return ids.map((id) => {
    const row = rows.find((payment) => payment.id === id)!;
    return { start: row.periodStart!.getTime(), end: row.periodEnd!.getTime() };
  });
}

/** Where the fan's access to the plan ends now, read from its row. */
async function accessEnd(userId: number, planId: number) {
  const [row] = await site.services.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId)));
  return { status: row!.status, end: row!.currentPeriodEnd.getTime() };
}

/** Three months of Premium paid one after the other by one fan. */
async function threeMonths() {
  const monthly = site.plans["premium-monthly"]!;
  const first = await paidBySandbox(site, monthly.id);
  const second = await paidBySandbox(site, monthly.id, first);
  const third = await paidBySandbox(site, monthly.id, first);
  return { fan: first, planId: monthly.id, ids: [first.paymentId, second.paymentId, third.paymentId] };
}

const eurTotals = async () => {
  const report = await adminCall<RevenueView>(site, "GET", "/cms/revenue?by=day");
  return report.body.totals.find((total) => total.currency === "EUR") ?? { paid: 0, refunded: 0, net: 0 };
};

describe("refunds take back the period the payment bought", () => {
  it("refunding the newest of three months ends the access where the second month ends", async () => {
    const before = await eurTotals();
    const { fan, planId, ids } = await threeMonths();
    const [one, two, three] = await periodsOf(...ids);
    // Each month follows the one before.
    expect([two!.start, three!.start]).toEqual([one!.end, two!.end]);
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: three!.end });

    const answer = await refund(ids[2]!);
    expect(answer.body.data.access_ended).toBe(false);
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: two!.end });
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);

    // The receipt states the money given back beside the period it bought.
    const price = site.plans["premium-monthly"]!.amount;
    const slip = await api<{ data: ReceiptView }>(site, `/billing/payments/${ids[2]}/receipt`, {
      token: fan.token,
    });
    expect(slip.body.data).toMatchObject({
      payment: { status: "refunded" },
      amount_paid: price,
      amount_refunded: price,
      access_period: { start: new Date(three!.start).toISOString(), end: new Date(three!.end).toISOString() },
    });

    // The report counts the three months in and the one refunded out, on today.
    const after = await eurTotals();
    expect({
      paid: after.paid - before.paid,
      refunded: after.refunded - before.refunded,
      net: after.net - before.net,
    }).toEqual({ paid: 3 * price, refunded: price, net: 2 * price });
  });

  it("refunding a middle month shortens the access by one period, and the later month moves up", async () => {
    const { fan, planId, ids } = await threeMonths();
    const [, two, three] = await periodsOf(...ids);
    await refund(ids[1]!);
    expect(await accessEnd(fan.userId, planId)).toEqual({
      status: "active",
      end: three!.end - (two!.end - two!.start),
    });
    // The third month now runs where the second did: refunding it too leaves the first alone.
    const [moved] = await periodsOf(ids[2]!);
    expect(moved).toEqual({ start: two!.start, end: two!.start + (three!.end - three!.start) });
    const shown = await adminCall<{ data: CmsPaymentDetail }>(site, "GET", `/cms/payments/${ids[2]}`);
    expect(shown.body.data).toMatchObject({
      period_start: new Date(moved!.start).toISOString(),
      period_end: new Date(moved!.end).toISOString(),
    });
    await refund(ids[2]!);
    const [one] = await periodsOf(ids[0]!);
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: one!.end });
  });

  it("two staff refunding two months of one plan at once both succeed, and the access loses both", async () => {
    const { fan, planId, ids } = await threeMonths();
    const [one] = await periodsOf(ids[0]!);
    // The second and third month at the same moment: each moves the other's period, and neither fails.
    const answers = await Promise.all([refund(ids[1]!), refund(ids[2]!)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: one!.end });
  });

  it("a partial refund takes the same share of the period off the end, and the rest takes the rest", async () => {
    const { fan, planId, ids } = await threeMonths();
    const [, , three] = await periodsOf(...ids);
    const price = site.plans["premium-monthly"]!.amount;
    const quarter = Math.round(price / 4);
    await refund(ids[2]!, { amount: quarter });
    const length = three!.end - three!.start;
    const cut = Math.round(((length / 1000) * quarter) / price) * 1000;
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: three!.end - cut });
    await refund(ids[2]!, { amount: price - quarter });
    expect(await accessEnd(fan.userId, planId)).toEqual({ status: "active", end: three!.start });
  });
});

describe("refunds", () => {
  it("a full refund makes the payment refunded and ends the access it bought, once per key", async () => {
    const fan = await paidBySandbox(site, site.plans["premium-monthly"]!.id);
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
    const idempotencyKey = key();
    const full = await refund(fan.paymentId, undefined, idempotencyKey);
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({
      payment: { status: "refunded", refunded_amount: site.plans["premium-monthly"]!.amount },
      refund: { amount: site.plans["premium-monthly"]!.amount, manual: false, refunded_by: "admin-token" },
      access_ended: true,
    });
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(false);
    expect(await subscriptionOf(fan.token)).toMatchObject({ status: "expired", entitlements: [] });

    const replay = await refund(fan.paymentId, undefined, idempotencyKey);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.body.data.refund.id).toBe(full.body.data.refund.id);
    const rows = await site.services.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, fan.paymentId));
    expect(rows).toHaveLength(1);
    const again = await refund(fan.paymentId);
    expect([again.status, again.body.error.code]).toEqual([409, "payment-not-paid"]);
  });

  it("partial refunds keep the payment paid and the access on, until what remains is refunded", async () => {
    const pass = site.plans["match-pass"]!;
    const fan = await paidBySandbox(site, pass.id);
    const part = await refund(fan.paymentId, { amount: 50 });
    expect(part.body.data).toMatchObject({
      payment: { status: "paid", refunded_amount: 50 },
      access_ended: false,
    });
    expect(await site.services.billing.mayUse(fan.userId, "movies")).toBe(true);
    const over = await refund(fan.paymentId, { amount: pass.amount });
    expect([over.status, over.body.error.code]).toEqual([409, "refund-exceeds-payment"]);
    expect(over.body.error.details?.remaining).toBe(pass.amount - 50);
    const zero = await refund(fan.paymentId, { amount: 0 });
    expect([zero.status, zero.body.error.code]).toEqual([400, "invalid-amount"]);
    const rest = await refund(fan.paymentId, { amount: pass.amount - 50 });
    expect(rest.body.data).toMatchObject({
      payment: { status: "refunded", refunded_amount: pass.amount },
      access_ended: true,
    });
    expect(await site.services.billing.mayUse(fan.userId, "movies")).toBe(false);
    const detail = await adminCall<{ data: CmsPaymentDetail }>(site, "GET", `/cms/payments/${fan.paymentId}`);
    expect(detail.body.data.refunds.map((row) => row.amount)).toEqual([50, pass.amount - 50]);
    expect(detail.body.data.events.map((event) => event.outcome)).toEqual(["paid"]);
  });

  it("refunding one of two stacked passes takes its day off and keeps the other", async () => {
    const pass = site.plans["match-pass"]!;
    const first = await paidBySandbox(site, pass.id);
    const second = await paidBySandbox(site, pass.id, first);
    const stacked = new Date((await subscriptionOf(first.token))!.current_period_end).getTime();
    const answer = await refund(first.paymentId);
    expect(answer.body.data.access_ended).toBe(false);
    const left = await subscriptionOf(first.token);
    expect(left?.status).toBe("active");
    expect(stacked - new Date(left!.current_period_end).getTime()).toBe(86_400_000);
    expect(await site.services.billing.mayUse(second.userId, "tv")).toBe(true);
  });

  it("refuses payments that were never paid, and refunds transfers only once the operator sent the money", async () => {
    const fan = await signUpFan(site);
    const pending = await checkout(site, fan.token, {
      plan_id: site.plans["premium-yearly"]!.id,
      method: "bank-transfer",
    });
    const { id, reference, amount } = pending.body.data.payment;
    const early = await refund(id);
    expect([early.status, early.body.error.code]).toEqual([409, "payment-not-paid"]);
    expect(
      (
        await postBankNotice(site, {
          id: `bank-${reference}`,
          reference,
          amount,
          currency: "EUR",
          paid_at: new Date().toISOString(),
        })
      ).body.data.outcome,
    ).toBe("paid");
    const unconfirmed = await refund(id);
    expect([unconfirmed.status, unconfirmed.body.error.code]).toEqual([422, "refund-confirmation-required"]);
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
    const confirmed = await refund(id, { confirm_sent: true });
    expect(confirmed.body.data).toMatchObject({
      payment: { status: "refunded" },
      refund: { manual: true },
      access_ended: true,
    });
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(false);
    const missing = await refund(999_999);
    expect([missing.status, missing.body.error.code]).toEqual([404, "payment-not-found"]);
  });

  it("two refunds racing for the same money give it back once", async () => {
    const fan = await paidBySandbox(site, site.plans["premium-monthly"]!.id);
    const answers = await Promise.all([refund(fan.paymentId), refund(fan.paymentId), refund(fan.paymentId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await site.services.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, fan.paymentId));
    expect(rows).toHaveLength(1);
  });
});

describe("every plan, bought either way", () => {
  // The whole grid a fan can buy on the pricing page: each plan by the demo gateway and by bank
  // transfer opens TV and shows the plan as the account's, and a full refund closes it again.
  // Two of these journeys also run in the browser (billing-plans.spec.ts).
  for (const slug of ["premium-monthly", "premium-yearly", "match-pass"]) {
    for (const method of ["sandbox", "bank-transfer"] as const) {
      it(`${slug} bought by ${method}: TV opens and the plan is the account's, a full refund takes it away`, async () => {
        const plan = site.plans[slug]!;
        const fan = await signUpFan(site);
        expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(false);
        const paymentId =
          method === "sandbox"
            ? (await paidBySandbox(site, plan.id, fan)).paymentId
            : await buyByTransfer(site, fan.token, slug);
        expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
        expect(await subscriptionOf(fan.token)).toMatchObject({ status: "active", plan: { slug } });

        // Bank transfers are sent back by hand, so staff confirm they sent the money.
        const refunded = await refund(
          paymentId,
          method === "bank-transfer" ? { confirm_sent: true } : undefined,
        );
        expect(refunded.status).toBe(200);
        expect(refunded.body.data).toMatchObject({ payment: { status: "refunded" }, access_ended: true });
        expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(false);
      });
    }
  }
});
