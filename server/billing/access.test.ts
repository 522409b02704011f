import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { grantsAccess } from "./access.ts";
import { payments, subscriptions } from "./schema.ts";
import { api, billingSiteForFile, buyByTransfer, checkout, postBankNotice, signUpFan } from "./testing.ts";
import type { PaymentView } from "./types.ts";

const site = billingSiteForFile();

const HOUR = 3_600_000;

async function passHolder() {
  const fan = await signUpFan(site);
  await buyByTransfer(site, fan.token, "match-pass");
  return fan;
}

describe("entitlements", () => {
  it("answer from current subscriptions and passes only", async () => {
    const { billing } = site.services;
    const holder = await passHolder();
    const guest = await signUpFan(site);
    expect(await billing.mayUse(holder.userId, "tv")).toBe(true);
    expect(await billing.mayUse(guest.userId, "tv")).toBe(false);
    expect(await billing.mayUse(null, "tv")).toBe(false);
    expect([...(await billing.entitlementsOf(holder.userId))].sort()).toEqual([
      "chat-premium",
      "highlights-full",
      "movies",
      "tv",
    ]);
  });

  it("are read once per request however often a page asks", async () => {
    const holder = await passHolder();
    const request = new Request("http://localhost/tv");
    const first = site.services.billing.entitlementsOf(holder.userId, request);
    expect(site.services.billing.entitlementsOf(holder.userId, request)).toBe(first);
    expect(site.services.billing.entitlementsOf(holder.userId, new Request("http://localhost/tv"))).not.toBe(
      first,
    );
  });

  it("keep cancelled plans until their end and past-due ones for a three-day grace", () => {
    const now = new Date("2026-05-10T12:00:00Z");
    const end = new Date("2026-05-09T12:00:00Z");
    const later = new Date("2026-05-11T12:00:00Z");
    expect(grantsAccess({ status: "active", currentPeriodEnd: later }, now)).toBe(true);
    expect(grantsAccess({ status: "active", currentPeriodEnd: end }, now)).toBe(false);
    expect(grantsAccess({ status: "cancelled", currentPeriodEnd: later }, now)).toBe(true);
    expect(grantsAccess({ status: "past_due", currentPeriodEnd: end }, now)).toBe(true);
    expect(
      grantsAccess({ status: "past_due", currentPeriodEnd: new Date("2026-05-07T11:00:00Z") }, now),
    ).toBe(false);
    expect(grantsAccess({ status: "expired", currentPeriodEnd: later }, now)).toBe(false);
  });
});

describe("the billing sweep", () => {
  it("expires unpaid transfers after 24 hours, and a late transfer still pays", async () => {
    const fan = await signUpFan(site);
    const started = await checkout(site, fan.token, {
      plan_id: site.plans["match-pass"]!.id,
      method: "bank-transfer",
    });
    const { payment } = started.body.data;
    const read = async () =>
      (await api<{ data: PaymentView }>(site, `/billing/payments/${payment.id}`, { token: fan.token })).body
        .data;
    expect(Date.parse((await read()).expires_at!) - Date.now()).toBeGreaterThan(23.9 * HOUR);

    await site.services.billing.sweep(new Date(Date.now() + 23 * HOUR));
    expect((await read()).status).toBe("pending");
    await site.services.billing.sweep(new Date(Date.now() + 25 * HOUR));
    expect((await read()).status).toBe("expired");

    const late = await postBankNotice(site, {
      id: `bank-${crypto.randomUUID()}`,
      reference: payment.reference,
      amount: payment.amount,
      currency: "EUR",
      paid_at: new Date().toISOString(),
    });
    expect(late.body.data.outcome).toBe("paid");
    expect((await read()).status).toBe("paid");
  });

  it("marks a pass expired once its day is over, and access ends", async () => {
    const holder = await passHolder();
    const { billing, database } = site.services;
    await billing.sweep(new Date(Date.now() + 23 * HOUR));
    expect(await billing.mayUse(holder.userId, "movies")).toBe(true);
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, holder.userId));
    expect(await billing.mayUse(holder.userId, "movies")).toBe(false);
    await billing.sweep();
    const { body } = await api<{ data: { status: string; entitlements: string[] } }>(
      site,
      "/billing/subscription",
      {
        token: holder.token,
      },
    );
    expect(body.data).toMatchObject({ status: "expired", entitlements: [] });
    const [row] = await database.db.select().from(payments).where(eq(payments.userId, holder.userId));
    expect(row!.status).toBe("paid");
  });
});
