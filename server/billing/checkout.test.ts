import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, subscriptions } from "./schema.ts";
import { api, billingSiteForFile, buyByTransfer, checkout, signUpFan } from "./testing.ts";
import type { PaymentView, PlanView } from "./types.ts";

const site = billingSiteForFile();

describe("GET /api/plans", () => {
  it("lists the demo plans with prices in minor units, premium holding every entitlement", async () => {
    const { status, body, headers } = await api<{ data: PlanView[] }>(site, "/plans");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toContain("public");
    expect(body.data.map((plan) => plan.slug)).toEqual([
      "free",
      "premium-monthly",
      "premium-yearly",
      "match-pass",
    ]);
    const monthly = body.data[1]!;
    expect(Object.keys(monthly).sort()).toEqual(
      [
        "amount",
        "currency",
        "description",
        "entitlements",
        "features",
        "id",
        "interval",
        "interval_count",
        "name",
        "slug",
      ].sort(),
    );
    expect(monthly).toMatchObject({ amount: 499, currency: "EUR", interval: "month", interval_count: 1 });
    for (const premium of body.data.slice(1)) {
      expect(premium.entitlements.sort()).toEqual(["chat-premium", "highlights-full", "movies", "tv"]);
    }
    expect(body.data[3]).toMatchObject({ interval: "pass", interval_count: 1 });
    expect(body.data[0]).toMatchObject({ amount: 0, entitlements: [] });
  });
});

describe("POST /api/billing/checkout", () => {
  it("needs an account and an Idempotency-Key", async () => {
    const plan = site.plans["premium-monthly"]!;
    const guest = await api(site, "/billing/checkout", { body: { plan_id: plan.id, method: "sandbox" } });
    expect([guest.status, guest.body.error.code]).toEqual([401, "auth-required"]);
    const { token } = await signUpFan(site);
    const keyless = await api(site, "/billing/checkout", {
      token,
      body: { plan_id: plan.id, method: "sandbox" },
    });
    expect([keyless.status, keyless.body.error.code]).toEqual([400, "invalid-idempotency-key"]);
  });

  it("starts a sandbox payment at the plan's price, whatever amount or currency is sent", async () => {
    const { token, userId } = await signUpFan(site);
    const plan = site.plans["premium-yearly"]!;
    const { status, body } = await checkout(site, token, {
      plan_id: plan.id,
      method: "sandbox",
      amount: 1,
      currency: "JPY",
      price: { amount: 1 },
    });
    expect(status).toBe(201);
    expect(body.data.payment).toMatchObject({ status: "pending", amount: plan.amount, currency: "EUR" });
    expect(body.data.payment.reference).toMatch(/^GL[0-9A-Z]{8}$/);
    expect(body.data.redirect_url).toBe(`/payment/sandbox/${body.data.payment.id}`);
    const [row] = await site.services.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(row).toMatchObject({ amount: plan.amount, currency: "EUR", planId: plan.id });
  });

  it("answers a retry with the same payment, and 50 racing requests with one key create one payment", async () => {
    const { token, userId } = await signUpFan(site);
    const body = { plan_id: site.plans["match-pass"]!.id, method: "bank-transfer" };
    const first = await checkout(site, token, body, "retry-key-0001");
    const again = await checkout(site, token, body, "retry-key-0001");
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id);

    const racing = await Promise.all(
      Array.from({ length: 50 }, () => checkout(site, token, body, "race-key-00001")),
    );
    // Each racer either made the payment, got the stored answer, or was told the first is still running.
    for (const answer of racing) expect([201, 409]).toContain(answer.status);
    const ids = new Set(racing.filter((a) => a.status === 201).map((a) => a.body.data.payment.id));
    expect(ids.size).toBe(1);
    const rows = await site.services.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows).toHaveLength(2);
  });

  it("holds one payment per key in the database itself, even past the request-level guard", async () => {
    const { userId } = await signUpFan(site);
    const planId = site.plans["premium-monthly"]!.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        site.services.billing.checkout({
          userId,
          planId,
          method: "sandbox",
          idempotencyKey: "direct-key-0001",
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
    const rows = await site.services.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows).toHaveLength(1);
    await expect(
      site.services.billing.checkout({
        userId,
        planId,
        method: "bank-transfer",
        idempotencyKey: "direct-key-0001",
      }),
    ).rejects.toMatchObject({ code: "idempotency-key-reused" });
  });

  it("refuses the same key with another body, unknown and free plans, and unknown methods", async () => {
    const { token } = await signUpFan(site);
    const monthly = site.plans["premium-monthly"]!.id;
    await checkout(site, token, { plan_id: monthly, method: "sandbox" }, "reused-key-001");
    const reused = await checkout(
      site,
      token,
      { plan_id: monthly, method: "bank-transfer" },
      "reused-key-001",
    );
    expect([reused.status, reused.body.error.code]).toEqual([422, "idempotency-key-reused"]);
    const missing = await checkout(site, token, { plan_id: 999_999, method: "sandbox" });
    expect([missing.status, missing.body.error.code]).toEqual([404, "plan-not-found"]);
    const free = await checkout(site, token, { plan_id: site.plans.free!.id, method: "sandbox" });
    expect([free.status, free.body.error.code]).toEqual([422, "plan-is-free"]);
    const card = await checkout(site, token, { plan_id: monthly, method: "card" });
    expect([card.status, card.body.error.code]).toEqual([422, "payment-method-unavailable"]);
    const odd = await checkout(site, token, { plan_id: monthly, method: "cash" });
    expect([odd.status, odd.body.error.code]).toEqual([400, "invalid-method"]);
  });
});

describe("a match pass on top of Premium", () => {
  it("is refused with 409 already-covered, charging nothing, while Premium covers the pass's whole day", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    const pass = site.plans["match-pass"]!;
    const refused = await checkout(site, fan.token, { plan_id: pass.id, method: "sandbox" });
    expect([refused.status, refused.body.error.code]).toEqual([409, "already-covered"]);
    expect(refused.body.error.message).toBe(
      "Your Premium plan already gives you everything in this pass for as long as it would last, so buying it would add nothing.",
    );
    const rows = await site.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, fan.userId));
    expect(rows.map((row) => row.planId)).toEqual([site.plans["premium-monthly"]!.id]);
    expect(await site.services.billing.coveredPasses(fan.userId, Object.values(site.plans))).toEqual([
      expect.objectContaining({ plan_id: pass.id, covered_by: "Premium" }),
    ]);

    // With hours left of Premium, a pass runs past its end and is sold.
    await site.services.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 2 * 3_600_000) })
      .where(eq(subscriptions.userId, fan.userId));
    const sold = await checkout(site, fan.token, { plan_id: pass.id, method: "sandbox" });
    expect(sold.status).toBe(201);
  });

  it("is sold again on top of a pass, which it extends", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "match-pass");
    const again = await checkout(site, fan.token, {
      plan_id: site.plans["match-pass"]!.id,
      method: "sandbox",
    });
    expect(again.status).toBe(201);
    expect(await site.services.billing.coveredPasses(fan.userId, Object.values(site.plans))).toEqual([]);
  });
});

describe("GET /api/billing/payments/{id}", () => {
  it("shows a payment to its owner only", async () => {
    const owner = await signUpFan(site);
    const started = await checkout(site, owner.token, {
      plan_id: site.plans["premium-monthly"]!.id,
      method: "sandbox",
    });
    const id = started.body.data.payment.id;
    const seen = await api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token: owner.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id, status: "pending", method: "sandbox" });
    const stranger = await signUpFan(site);
    const hidden = await api(site, `/billing/payments/${id}`, { token: stranger.token });
    expect([hidden.status, hidden.body.error.code]).toEqual([404, "payment-not-found"]);
    expect((await api(site, `/billing/payments/${id}`)).status).toBe(401);
  });
});
