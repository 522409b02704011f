import { describe, expect, it } from "vitest";
import { sandboxEventFor, signedSandboxDelivery } from "./gateways/sandbox.ts";
import { signatureOf } from "./gateways/signature.ts";
import { ownPayment } from "./payments.ts";
import { api, billingSiteForFile, checkout, signUpFan, startBillingSite } from "./testing.ts";
import type { PaymentView, SubscriptionView } from "./types.ts";

const site = billingSiteForFile();

async function sandboxPayment() {
  const fan = await signUpFan(site);
  const started = await checkout(site, fan.token, {
    plan_id: site.plans["premium-monthly"]!.id,
    method: "sandbox",
  });
  return { ...fan, id: started.body.data.payment.id };
}

/** Polls the payment as the result page does, until the gateway's notification has settled it. */
async function settled(token: string, id: number): Promise<PaymentView> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { body } = await api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token });
    if (body.data.status !== "pending") return body.data;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("the payment never settled");
}

describe("the sandbox gateway", () => {
  it("pays: its signed notification reaches the site's own webhook and grants the plan", async () => {
    const { token, userId, id } = await sandboxPayment();
    const shown = await site.services.billing.completeSandbox(userId, id, "paid");
    expect(shown.status).toBe("pending");
    expect((await settled(token, id)).status).toBe("paid");
    const { body } = await api<{ data: SubscriptionView }>(site, "/billing/subscription", { token });
    expect(body.data).toMatchObject({ status: "active", plan: { slug: "premium-monthly" } });
    // A calendar month on: 28 to 31 days, by the database's own calendar.
    const days = (new Date(body.data.current_period_end).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThan(31.1);
  });

  it("declines and abandons without granting anything", async () => {
    const declined = await sandboxPayment();
    await site.services.billing.completeSandbox(declined.userId, declined.id, "declined");
    expect((await settled(declined.token, declined.id)).status).toBe("failed");
    const abandoned = await sandboxPayment();
    await site.services.billing.completeSandbox(abandoned.userId, abandoned.id, "abandoned");
    expect((await settled(abandoned.token, abandoned.id)).status).toBe("expired");
    for (const fan of [declined, abandoned]) {
      const { body } = await api<{ data: null }>(site, "/billing/subscription", { token: fan.token });
      expect(body.data).toBeNull();
    }
  });

  it("refuses notifications not signed with the site's sandbox key", async () => {
    const { token, userId, id } = await sandboxPayment();
    const event = sandboxEventFor(await ownPayment(site.services.database.db, userId, id), "paid");
    const raw = JSON.stringify(event);
    const forged = await api(site, "/billing/webhooks/sandbox", {
      body: raw,
      headers: { "X-Signature": signatureOf("not-the-sandbox-key", raw) },
    });
    expect([forged.status, forged.body.error.code]).toEqual([401, "invalid-signature"]);
    const { body, headers } = signedSandboxDelivery(site.services.config, event);
    const tampered = await api(site, "/billing/webhooks/sandbox", {
      body: body.replace(`"amount":${event.amount}`, '"amount":1'),
      headers,
    });
    expect(tampered.status).toBe(401);
    expect(
      (await api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token })).body.data.status,
    ).toBe("pending");
    const genuine = await api<{ data: { outcome: string } }>(site, "/billing/webhooks/sandbox", {
      body,
      headers,
    });
    expect(genuine.body.data.outcome).toBe("paid");
  });

  it("lets only the payment's owner finish it", async () => {
    const { id } = await sandboxPayment();
    const stranger = await signUpFan(site);
    await expect(site.services.billing.completeSandbox(stranger.userId, id, "paid")).rejects.toMatchObject({
      code: "payment-not-found",
    });
  });

  it.each([
    ["when switched off", { PAYMENT_SANDBOX: "off" }],
    // The embedded database with a bank account: a production site unless the sandbox is asked for.
    ["in production unless asked for", { NODE_ENV: "production", PAYMENT_SANDBOX: "" }],
  ])("is not offered %s, and its webhook is then not found", async (_, env) => {
    const off = await startBillingSite(env);
    try {
      expect(off.services.billing.methods()).not.toContain("sandbox");
      const fan = await signUpFan(off);
      const started = await checkout(off, fan.token, {
        plan_id: off.plans["premium-monthly"]!.id,
        method: "sandbox",
      });
      expect([started.status, started.body.error.code]).toEqual([422, "payment-method-unavailable"]);
      const hook = await api(off, "/billing/webhooks/sandbox", {
        body: "{}",
        headers: { "X-Signature": "sha256=00" },
      });
      expect([hook.status, hook.body.error.code]).toEqual([404, "gateway-not-enabled"]);
    } finally {
      await off.close();
    }
  });
});
