import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../auth/schema.ts";
import { billingSiteForFile, checkout, postBankNotice, signUpFan } from "../testing.ts";
import type {
  BillingEventView,
  CmsPaymentView,
  CmsPlanView,
  CmsSubscriptionView,
  RevenueView,
} from "./schemas.ts";
import { adminCall, auditActions, key, paidBySandbox } from "./testing.ts";

const site = billingSiteForFile();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function emailOf(userId: number) {
  const [row] = await site.services.database.db.select().from(users).where(eq(users.id, userId));
  return row!.email ?? "";
}

const grant = (body: unknown, idempotencyKey = key()) =>
  adminCall<{ data: CmsSubscriptionView }>(site, "POST", "/cms/subscriptions", {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });

describe("complimentary access", () => {
  it("gives a plan's entitlements without payment until the end given, and can be ended", async () => {
    const fan = await signUpFan(site);
    const email = await emailOf(fan.userId);
    const plan = site.plans["premium-yearly"]!;
    expect(await site.services.billing.mayUse(fan.userId, "chat-premium")).toBe(false);
    const body = { email: email.toUpperCase(), plan_id: plan.id, ends_at: inDays(14) };
    const idempotencyKey = key();
    const given = await grant(body, idempotencyKey);
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({
      email,
      complimentary: true,
      status: "active",
      grants_access: true,
    });
    expect(await site.services.billing.mayUse(fan.userId, "chat-premium")).toBe(true);
    expect((await grant(body, idempotencyKey)).headers.get("Idempotent-Replayed")).toBe("true");
    // The same grant again under a new key finds nothing to change.
    expect((await grant(body)).body.data.current_period_end).toBe(given.body.data.current_period_end);
    expect(await auditActions(site, "subscription", given.body.data.id)).toEqual(["subscription.grant"]);

    const listed = await adminCall<{ data: CmsSubscriptionView[]; total: number }>(
      site,
      "GET",
      `/cms/subscriptions?complimentary=true&email=${encodeURIComponent(email)}`,
    );
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: given.body.data.id }] });

    const ended = await adminCall<{ data: CmsSubscriptionView }>(
      site,
      "POST",
      `/cms/subscriptions/${given.body.data.id}/end`,
    );
    expect(ended.body.data).toMatchObject({ status: "expired", grants_access: false });
    expect(await site.services.billing.mayUse(fan.userId, "chat-premium")).toBe(false);
  });

  it("refuses an end in the past, an unknown account, a free plan and a missing key", async () => {
    const fan = await signUpFan(site);
    const email = await emailOf(fan.userId);
    const plan = site.plans["premium-monthly"]!.id;
    const past = await grant({ email, plan_id: plan, ends_at: inDays(-1) });
    expect([past.status, past.body.error.code]).toEqual([422, "ends-in-past"]);
    const nobody = await grant({ email: "nobody@example.com", plan_id: plan, ends_at: inDays(1) });
    expect([nobody.status, nobody.body.error.code]).toEqual([404, "user-not-found"]);
    const free = await grant({ email, plan_id: site.plans.free!.id, ends_at: inDays(1) });
    expect([free.status, free.body.error.code]).toEqual([422, "plan-is-free"]);
    const noKey = await adminCall(site, "POST", "/cms/subscriptions", {
      body: { email, plan_id: plan, ends_at: inDays(1) },
    });
    expect(noKey.status).toBe(400);
  });
});

describe("unmatched transfers", () => {
  it("are listed until staff assign one to its payment, which applies it once", async () => {
    const fan = await signUpFan(site);
    const started = await checkout(site, fan.token, {
      plan_id: site.plans["match-pass"]!.id,
      method: "bank-transfer",
    });
    const { id, amount } = started.body.data.payment;
    const eventId = `bank-typo-${id}`;
    const notice = { id: eventId, reference: "GLTYPO0000", amount, currency: "EUR", paid_at: inDays(0) };
    expect((await postBankNotice(site, notice)).body.data.outcome).toBe("unmatched");
    const waiting = await adminCall<{ data: BillingEventView[] }>(
      site,
      "GET",
      "/cms/payments/unmatched?limit=200",
    );
    expect(waiting.body.data.map((event) => event.event_id)).toContain(eventId);

    const assign = () =>
      adminCall<{ data: { outcome: string; payment: CmsPaymentView } }>(
        site,
        "POST",
        `/cms/payments/unmatched/${encodeURIComponent(eventId)}/assign`,
        { body: { payment_id: id } },
      );
    const answers = await Promise.all([assign(), assign()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.status === 200)!;
    expect(done.body.data).toMatchObject({ outcome: "paid", payment: { id, status: "paid" } });
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe("event-already-assigned");
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
    const after = await adminCall<{ data: BillingEventView[] }>(
      site,
      "GET",
      "/cms/payments/unmatched?limit=200",
    );
    expect(after.body.data.map((event) => event.event_id)).not.toContain(eventId);
    // The bank's repeat of the same notification is still a duplicate.
    expect((await postBankNotice(site, notice)).body.data.outcome).toBe("duplicate");

    const sandbox = await paidBySandbox(site, site.plans["match-pass"]!.id);
    const other = { ...notice, id: `${eventId}-b` };
    await postBankNotice(site, other);
    const wrongMethod = await adminCall(site, "POST", `/cms/payments/unmatched/${other.id}/assign`, {
      body: { payment_id: sandbox.paymentId },
    });
    expect([wrongMethod.status, wrongMethod.body.error.code]).toEqual([422, "payment-method-mismatch"]);
    const unknown = await adminCall(site, "POST", "/cms/payments/unmatched/no-such-event/assign", {
      body: { payment_id: id },
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "event-not-found"]);
  });

  it("payments are found by e-mail, reference, status and method", async () => {
    const fan = await paidBySandbox(site, site.plans["premium-monthly"]!.id);
    const email = await emailOf(fan.userId);
    const byEmail = await adminCall<{ data: CmsPaymentView[]; total: number }>(
      site,
      "GET",
      `/cms/payments?email=${encodeURIComponent(email)}&status=paid&method=sandbox`,
    );
    expect(byEmail.body).toMatchObject({ total: 1, data: [{ id: fan.paymentId, email }] });
    const spaced = `${fan.reference.slice(0, 4)}-${fan.reference.slice(4).toLowerCase()}`;
    const byReference = await adminCall<{ total: number }>(site, "GET", `/cms/payments?reference=${spaced}`);
    expect(byReference.body.total).toBe(1);
    const none = await adminCall<{ total: number }>(
      site,
      "GET",
      `/cms/payments?email=${encodeURIComponent(email)}&status=refunded`,
    );
    expect(none.body.total).toBe(0);
  });
});

describe("revenue", () => {
  async function planIn(currency: string, amount: number) {
    const created = await adminCall<{ data: CmsPlanView }>(site, "POST", "/cms/plans", {
      body: {
        name: `Premium ${currency}`,
        amount,
        currency,
        interval: "month",
        interval_count: 1,
        entitlements: ["tv"],
      },
      headers: { "Idempotency-Key": key() },
    });
    expect(created.status).toBe(201);
    return created.body.data.id;
  }

  it("sums paid minus refunded per day and month in each currency's minor units, 0 and 3 decimals too", async () => {
    const yen = await planIn("JPY", 980);
    const dinar = await planIn("KWD", 1_750);
    const yenFans = [await paidBySandbox(site, yen), await paidBySandbox(site, yen)];
    const dinarFan = await paidBySandbox(site, dinar);
    await adminCall(site, "POST", `/cms/payments/${yenFans[0]!.paymentId}/refund`, {
      body: { amount: 300 },
      headers: { "Idempotency-Key": key() },
    });
    await adminCall(site, "POST", `/cms/payments/${dinarFan.paymentId}/refund`, {
      headers: { "Idempotency-Key": key() },
    });
    // From yesterday, so a run across midnight (UTC) still finds every payment.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const query of [`by=day&from=${yesterday}`, "by=month"]) {
      const { status, body } = await adminCall<RevenueView>(site, "GET", `/cms/revenue?${query}`);
      expect(status).toBe(200);
      const sumOf = (currency: string) =>
        body.data
          .filter((row) => row.currency === currency)
          .reduce(
            (sum, row) => ({
              paid: sum.paid + row.paid,
              refunded: sum.refunded + row.refunded,
              net: sum.net + row.net,
              payments: sum.payments + row.payments,
            }),
            { paid: 0, refunded: 0, net: 0, payments: 0 },
          );
      expect(sumOf("JPY")).toEqual({ paid: 1_960, refunded: 300, net: 1_660, payments: 2 });
      expect(sumOf("KWD")).toEqual({ paid: 1_750, refunded: 1_750, net: 0, payments: 1 });
      expect(body.totals.find((total) => total.currency === "JPY")).toEqual({
        currency: "JPY",
        paid: 1_960,
        refunded: 300,
        net: 1_660,
      });
    }
    const backwards = await adminCall(site, "GET", "/cms/revenue?from=2025-05-02&to=2025-05-01");
    expect([backwards.status, backwards.body.error.code]).toEqual([400, "invalid-range"]);
    const tooLong = await adminCall(site, "GET", "/cms/revenue?by=day&from=2020-01-01&to=2025-01-01");
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, "revenue-range-too-long"]);
  });
});
