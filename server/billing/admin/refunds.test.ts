import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentRefunds } from "../schema.ts";
import { api, type BillingSite, checkout, postBankNotice, signUpFan, startBillingSite } from "../testing.ts";
import type { SubscriptionView } from "../types.ts";
import type { CmsPaymentDetail, CmsPaymentView, RefundView } from "./schemas.ts";
import { adminCall, key, paidBySandbox } from "./testing.ts";

let site: BillingSite;

beforeAll(async () => {
  site = await startBillingSite();
}, 60_000);

afterAll(() => site.close());

type Refunded = { data: { payment: CmsPaymentView; refund: RefundView; access_ended: boolean } };

const refund = (paymentId: number, body?: unknown, idempotencyKey = key()) =>
  adminCall<Refunded>(site, "POST", `/cms/payments/${paymentId}/refund`, {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });

const subscriptionOf = async (token: string) =>
  (await api<{ data: SubscriptionView | null }>(site, "/billing/subscription", { token })).body.data;

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
