import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../auth/schema.ts";
import type { PlanChange, SubscriptionState } from "./lifecycle.ts";
import { subscriptions } from "./schema.ts";
import { api, billingSiteWithMailForFile, buyByTransfer, signUpFan } from "./testing.ts";

const { site, smtp } = billingSiteWithMailForFile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const post = <T>(token: string, path: string, body: unknown = {}) =>
  api<{ data: T }>(site, `/billing/subscription/${path}`, { token, body });

const state = async (token: string) =>
  (await api<{ data: SubscriptionState | null }>(site, "/billing/subscription", { token })).body.data;

/** Moves the end of the fan's subscriptions, as if time had passed. */
async function endsAt(userId: number, end: Date) {
  await site.services.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: end })
    .where(eq(subscriptions.userId, userId));
}

async function emailOf(userId: number) {
  const [user] = await site.services.database.db.select().from(users).where(eq(users.id, userId));
  return user!.email ?? "";
}

describe("cancel and resume", () => {
  it("keeps access until the period end, and resuming before it carries on", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    const { billing } = site.services;

    const cancelled = await post<SubscriptionState>(fan.token, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", renewal: "manual" });
    expect((await post<SubscriptionState>(fan.token, "cancel")).body.data.status).toBe("cancelled");
    expect(await billing.mayUse(fan.userId, "tv")).toBe(true);
    await billing.sweep();
    expect(await billing.mayUse(fan.userId, "tv")).toBe(true);

    const resumed = await post<SubscriptionState>(fan.token, "resume");
    expect(resumed.body.data.status).toBe("active");
    expect((await post<SubscriptionState>(fan.token, "resume")).body.data.status).toBe("active");
    expect(resumed.body.data.current_period_end).toBe(cancelled.body.data.current_period_end);
  });

  it("ends access at the period end once cancelled; an ended plan cannot be resumed", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    await post(fan.token, "cancel");
    await endsAt(fan.userId, new Date(Date.now() - 1000));
    await site.services.billing.sweep();
    expect(await site.services.billing.mayUse(fan.userId, "movies")).toBe(false);
    expect(await state(fan.token)).toMatchObject({ status: "expired", entitlements: [] });
    const resumed = await post(fan.token, "resume");
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.code).toBe("subscription-ended");
    // Nothing went out: a cancelled plan is not chased for payment.
    await expect(smtp.waitFor(await emailOf(fan.userId), /payment is due/, 300)).rejects.toThrow(/no mail/);
  });

  it("has nothing to act on for passes or for fans who never bought", async () => {
    const holder = await signUpFan(site);
    await buyByTransfer(site, holder.token, "match-pass");
    const pass = await post(holder.token, "cancel");
    expect([pass.status, pass.body.error.code]).toEqual([422, "subscription-not-recurring"]);
    const newcomer = await signUpFan(site);
    const none = await post(newcomer.token, "resume");
    expect([none.status, none.body.error.code]).toEqual([404, "subscription-not-found"]);
    const guest = await api(site, "/billing/subscription/cancel", { body: {} });
    expect(guest.status).toBe(401);
  });
});

describe("a period that ends unpaid", () => {
  it("turns past due with one e-mail, keeps access for three days, then expires", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    const { billing } = site.services;
    await endsAt(fan.userId, new Date(Date.now() - HOUR));
    await billing.sweep();
    const pastDue = await state(fan.token);
    expect(pastDue).toMatchObject({ status: "past_due" });
    expect(Date.parse(pastDue!.grace_ends_at!) - Date.now()).toBeGreaterThan(2.9 * DAY);
    expect(await billing.mayUse(fan.userId, "tv")).toBe(true);
    const mail = await smtp.waitFor(await emailOf(fan.userId), /Premium payment is due/);
    expect(mail.text).toContain("/checkout/premium-monthly");
    await billing.sweep();
    await expect(smtp.waitFor(await emailOf(fan.userId), /payment is due/, 300)).rejects.toThrow(/no mail/);

    await endsAt(fan.userId, new Date(Date.now() - 3 * DAY - HOUR));
    await billing.sweep();
    expect(await billing.mayUse(fan.userId, "tv")).toBe(false);
    expect(await state(fan.token)).toMatchObject({ status: "expired", entitlements: [] });
  });

  it("is active again for a full period once paid within the grace", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    await endsAt(fan.userId, new Date(Date.now() - HOUR));
    await site.services.billing.sweep();
    await buyByTransfer(site, fan.token, "premium-monthly");
    const renewed = await state(fan.token);
    expect(renewed?.status).toBe("active");
    expect(Date.parse(renewed!.current_period_end) - Date.now()).toBeGreaterThan(27 * DAY);
  });
});

describe("changing plans", () => {
  it("moves down at the period end and up through a checkout", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-yearly");
    const { plans } = site;

    const down = await post<PlanChange>(fan.token, "change", { plan_id: plans["premium-monthly"]!.id });
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({
      change: "scheduled",
      checkout_url: null,
      subscription: { plan: { slug: "premium-yearly" }, next_plan: { slug: "premium-monthly" } },
    });
    expect(down.body.data.effective_at).toBe(down.body.data.subscription.current_period_end);

    await endsAt(fan.userId, new Date(Date.now() - HOUR));
    await site.services.billing.sweep();
    expect(await state(fan.token)).toMatchObject({ status: "past_due", plan: { slug: "premium-monthly" } });
    await smtp.waitFor(await emailOf(fan.userId), /Premium payment is due/);

    const up = await post<PlanChange>(fan.token, "change", { plan_id: plans["premium-yearly"]!.id });
    expect(up.body.data).toMatchObject({ change: "checkout", checkout_url: "/checkout/premium-yearly" });
    await buyByTransfer(site, fan.token, "premium-yearly");
    const upgraded = await state(fan.token);
    expect(upgraded).toMatchObject({ status: "active", plan: { slug: "premium-yearly" }, next_plan: null });
    expect(Date.parse(upgraded!.current_period_end) - Date.now()).toBeGreaterThan(360 * DAY);
    // The monthly plan it replaced stops: no more past-due e-mails or renewals for it.
    await site.services.billing.sweep(new Date(Date.now() + 4 * DAY));
    expect(await site.services.billing.mayUse(fan.userId, "tv")).toBe(true);
  });

  it("answers the same plan with no change and refuses passes and the free plan", async () => {
    const fan = await signUpFan(site);
    await buyByTransfer(site, fan.token, "premium-monthly");
    const same = await post<PlanChange>(fan.token, "change", { plan_id: site.plans["premium-monthly"]!.id });
    expect(same.body.data.change).toBe("none");
    for (const [slug, code] of [
      ["match-pass", "plan-not-recurring"],
      ["free", "plan-is-free"],
    ] as const) {
      const refused = await post(fan.token, "change", { plan_id: site.plans[slug]!.id });
      expect([refused.status, refused.body.error.code]).toEqual([422, code]);
    }
    const missing = await post(fan.token, "change", { plan_id: 999_999 });
    expect([missing.status, missing.body.error.code]).toEqual([404, "plan-not-found"]);
  });
});
