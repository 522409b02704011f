import { describe, expect, it } from "vitest";
import { api, billingSiteForFile, checkout, signUpFan } from "../testing.ts";
import type { PlanView } from "../types.ts";
import type { CmsPaymentView, CmsPlanView } from "./schemas.ts";
import { adminCall, auditActions, key } from "./testing.ts";

const site = billingSiteForFile();

const derby = {
  name: "Derby day pass",
  description: "Both derbies of the season.",
  amount: 350,
  currency: "eur",
  interval: "pass",
  interval_count: 2,
  entitlements: ["tv", "tv", "highlights-full"],
  features: ["Live TV for two days"],
  sort_order: 40,
  active: true,
};

async function createPlan(body: unknown, idempotencyKey = key()) {
  return adminCall<{ data: CmsPlanView }>(site, "POST", "/cms/plans", {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

describe("plans in the admin area", () => {
  it("creates a plan once per key, with a slug from its name, and puts it on sale", async () => {
    const idempotencyKey = key();
    const created = await createPlan(derby, idempotencyKey);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: "derby-day-pass",
      currency: "EUR",
      version: 1,
      entitlements: ["tv", "highlights-full"],
    });
    // Compression may weaken the tag; If-Match takes either form.
    expect(created.headers.get("ETag")).toMatch(/^(W\/)?"1"$/);
    const again = await createPlan(derby, idempotencyKey);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.data.id).toBe(created.body.data.id);
    const listed = await adminCall<{ data: CmsPlanView[]; total: number }>(site, "GET", "/cms/plans?q=derby");
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: created.body.data.id }] });
    const onSale = await api<{ data: PlanView[] }>(site, "/plans");
    expect(onSale.body.data.map((plan) => plan.slug)).toContain("derby-day-pass");

    const clash = await createPlan({ ...derby, name: "Another", slug: "derby-day-pass" });
    expect([clash.status, clash.body.error.code]).toEqual([409, "plan-slug-taken"]);
    const badCurrency = await createPlan({ ...derby, currency: "EURO" });
    expect([badCurrency.status, badCurrency.body.error.code]).toEqual([400, "invalid-currency"]);
    const noKey = await adminCall(site, "POST", "/cms/plans", { body: derby });
    expect([noKey.status, noKey.body.error.code]).toEqual([400, "invalid-idempotency-key"]);
  });

  it("refuses an edit based on a stale version and hands back the plan as it is now", async () => {
    const { body } = await createPlan({ ...derby, name: "Cup run pass" });
    const id = body.data.id;
    const first = await adminCall<{ data: CmsPlanView }>(site, "PATCH", `/cms/plans/${id}`, {
      body: { description: "Every cup round." },
      headers: { "If-Match": '"1"' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, description: "Every cup round.", amount: 350 });
    const stale = await adminCall<{ data: CmsPlanView }>(site, "PATCH", `/cms/plans/${id}`, {
      body: { amount: 100, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("edit-conflict");
    expect(stale.body.error.details?.current).toMatchObject({ version: 2, amount: 350 });
    const blind = await adminCall(site, "PATCH", `/cms/plans/${id}`, { body: { amount: 100 } });
    expect([blind.status, blind.body.error.code]).toEqual([400, "version-required"]);
    const read = await adminCall<{ data: CmsPlanView }>(site, "GET", `/cms/plans/${id}`);
    expect(read.body.data.amount).toBe(350);
    expect(read.headers.get("ETag")).toMatch(/^(W\/)?"2"$/);
    const missing = await adminCall(site, "GET", "/cms/plans/999999");
    expect([missing.status, missing.body.error.code]).toEqual([404, "plan-not-found"]);

    expect(await auditActions(site, "plan", id)).toEqual(["plan.create", "plan.update"]);
  });

  it("a new price never changes what earlier payments were charged", async () => {
    const monthly = site.plans["premium-monthly"]!;
    const fan = await signUpFan(site);
    const before = await checkout(site, fan.token, { plan_id: monthly.id, method: "sandbox" });
    const { body: plan } = await adminCall<{ data: CmsPlanView }>(site, "GET", `/cms/plans/${monthly.id}`);
    const raised = await adminCall<{ data: CmsPlanView }>(site, "PATCH", `/cms/plans/${monthly.id}`, {
      body: { amount: plan.data.amount + 100, version: plan.data.version },
    });
    expect(raised.body.data.amount).toBe(monthly.amount + 100);
    const payment = await adminCall<{ data: CmsPaymentView }>(
      site,
      "GET",
      `/cms/payments/${before.body.data.payment.id}`,
    );
    expect(payment.body.data.amount).toBe(monthly.amount);
    const after = await checkout(site, fan.token, { plan_id: monthly.id, method: "sandbox" });
    expect(after.body.data.payment.amount).toBe(monthly.amount + 100);
    await adminCall(site, "PATCH", `/cms/plans/${monthly.id}`, {
      body: { amount: monthly.amount, version: raised.body.data.version },
    });
  });
});
