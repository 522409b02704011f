import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plans } from "../schema.ts";
import { api, billingSiteForFile, checkout, signUpFan } from "../testing.ts";
import type { PlanView } from "../types.ts";
import type { CmsPaymentView, CmsPlanView } from "./schemas.ts";
import { adminCall, auditActions, key, paidBySandbox } from "./testing.ts";

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

describe("a plan's words in the site's other languages", () => {
  const plansIn = async (language: string) => {
    const answer = await api<{ data: PlanView[] }>(site, "/plans", {
      headers: { "Accept-Language": language },
    });
    expect(answer.headers.get("Vary")).toMatch(/Accept-Language/);
    return Object.fromEntries(answer.body.data.map((plan) => [plan.slug, plan]));
  };

  it("shows fans the demo plans in their language and staff the English they edit", async () => {
    const vietnamese = await plansIn("vi-VN,vi;q=0.9");
    expect(vietnamese["premium-monthly"]).toMatchObject({
      name: "Cao cấp",
      description: "Mọi thứ, thanh toán hằng tháng. Hủy bất cứ lúc nào.",
    });
    expect(vietnamese["match-pass"]!.features).toEqual([
      "Mọi thứ của gói Cao cấp",
      "Trong một ngày, không gia hạn",
    ]);
    expect((await plansIn("de"))["match-pass"]!.name).toBe("Spieltagspass");
    expect((await plansIn("en"))["match-pass"]!.name).toBe("Match pass");

    const pass = site.plans["match-pass"]!;
    const staff = await adminCall<{ data: CmsPlanView }>(site, "GET", `/cms/plans/${pass.id}`, {
      headers: { "Accept-Language": "vi" },
    });
    expect(staff.body.data).toMatchObject({
      name: "Match pass",
      features: ["Everything in Premium", "For one day, no renewal"],
    });
    expect(staff.body.data.local_texts.ja).toMatchObject({ name: "マッチパス" });
  });

  it("gives the demo plans of a site set up before plans spoke other languages their words, but not one staff reworded", async () => {
    const { db } = site.services.database;
    const yearly = site.plans["premium-yearly"]!;
    const free = site.plans.free!;
    await db
      .update(plans)
      .set({ localTexts: {} })
      .where(inArray(plans.id, [yearly.id, free.id]));
    await db
      .update(plans)
      .set({ description: "Tables and scores, free for ever." })
      .where(eq(plans.id, free.id));
    await site.services.billing.seedDemoPlans();
    const german = await plansIn("de");
    expect(german["premium-yearly"]!.description).toBe("Alles für ein Jahr: zwei Monate gratis.");
    expect(german.free).toMatchObject({ name: "Free", description: "Tables and scores, free for ever." });
  });

  it("saves staff's words per language, reads an empty part as the English one, and refuses a language the site has not", async () => {
    const created = await createPlan({
      ...derby,
      name: "Derby weekend",
      local_texts: {
        ja: { name: " ダービー週末 ", features: ["2日間のライブTV"] },
        es: { name: "Fin de semana de derbi" },
      },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data;
    expect(created.body.data.local_texts).toEqual({
      es: { name: "Fin de semana de derbi", description: "", features: [] },
      ja: { name: "ダービー週末", description: "", features: ["2日間のライブTV"] },
    });
    const japanese = (await plansIn("ja"))["derby-weekend"]!;
    // The description was not given in Japanese: the English one reads in its place.
    expect(japanese).toMatchObject({
      name: "ダービー週末",
      description: derby.description,
      features: ["2日間のライブTV"],
    });
    expect((await plansIn("es"))["derby-weekend"]!.features).toEqual(derby.features);

    // A language sent with every part empty is removed; one left out keeps its words.
    const edited = await adminCall<{ data: CmsPlanView }>(site, "PATCH", `/cms/plans/${id}`, {
      body: { version, local_texts: { es: { name: "", description: "", features: [] } } },
    });
    expect(edited.status).toBe(200);
    expect(Object.keys(edited.body.data.local_texts)).toEqual(["ja"]);
    expect((await plansIn("es"))["derby-weekend"]!.name).toBe("Derby weekend");
    expect(await auditActions(site, "plan", id)).toEqual(["plan.create", "plan.update"]);

    const unknown = await adminCall(site, "PATCH", `/cms/plans/${id}`, {
      body: { version: edited.body.data.version, local_texts: { fr: { name: "Week-end du derby" } } },
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, "invalid-local-texts"]);
    const tooLong = await adminCall(site, "PATCH", `/cms/plans/${id}`, {
      body: { version: edited.body.data.version, local_texts: { de: { name: "D".repeat(81) } } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toMatch(/^invalid-local-texts/);
  });

  it("names the plan in the buyer's language in their payment history and receipt", async () => {
    const pass = site.plans["match-pass"]!;
    const fan = await paidBySandbox(site, pass.id);
    const history = await api<{ data: { plan_name: string }[] }>(site, "/billing/payments", {
      token: fan.token,
      headers: { "Accept-Language": "pt-BR" },
    });
    expect(history.body.data[0]!.plan_name).toBe("Passe de jogo");
    const receipt = await api<{ data: { payment: { plan_name: string } } }>(
      site,
      `/billing/payments/${fan.paymentId}/receipt`,
      { token: fan.token, headers: { "Accept-Language": "ar" } },
    );
    expect(receipt.body.data.payment.plan_name).toBe("تذكرة المباراة");
  });
});
