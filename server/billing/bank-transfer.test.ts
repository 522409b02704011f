import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signatureOf } from "./gateways/signature.ts";
import { billingEvents, payments, subscriptions } from "./schema.ts";
import { api, billingSiteForFile, checkout, postBankNotice, signUpFan, TEST_BANK } from "./testing.ts";
import type { PaymentView, SubscriptionView } from "./types.ts";

const site = billingSiteForFile();

/** A fan with a pending transfer for the match pass: its token, reference and price. */
async function pendingTransfer() {
  const fan = await signUpFan(site);
  const started = await checkout(site, fan.token, {
    plan_id: site.plans["match-pass"]!.id,
    method: "bank-transfer",
  });
  expect(started.status).toBe(201);
  const { payment, bank_transfer } = started.body.data;
  return { ...fan, payment, transfer: bank_transfer! };
}

const notice = (reference: string, amount: number, id = `bank-${crypto.randomUUID()}`) => ({
  id,
  reference,
  amount,
  currency: "EUR",
  paid_at: new Date().toISOString(),
});

const paymentOf = (token: string, id: number) =>
  api<{ data: PaymentView }>(site, `/billing/payments/${id}`, { token });
const subscriptionOf = (token: string) =>
  api<{ data: SubscriptionView | null }>(site, "/billing/subscription", { token });

describe("bank transfer checkout", () => {
  it("answers the account, the amount, the reference and an EMVCo QR payload", async () => {
    const { payment, transfer } = await pendingTransfer();
    expect(transfer).toMatchObject({
      reference: payment.reference,
      amount: 199,
      currency: "EUR",
      account_name: "Goalline Media Ltd",
      account_number: "DE89370400440532013000",
      bank: "Riverside Savings Bank",
    });
    expect(transfer.qr_payload).toContain(`5404${"1.99"}`);
    expect(transfer.qr_payload).toContain(`62140510${payment.reference}`);
    expect(transfer.qr_payload).toMatch(/6304[0-9A-F]{4}$/);
  });
});

describe("POST /api/billing/webhooks/bank-transfer", () => {
  it("refuses a bad or missing signature with 401 and changes nothing", async () => {
    const { token, payment } = await pendingTransfer();
    const body = notice(payment.reference, 199);
    const forged = await postBankNotice(site, body, `sha256=${"0".repeat(64)}`);
    expect([forged.status, forged.body.error.code]).toEqual([401, "invalid-signature"]);
    const unsigned = await postBankNotice(site, body, "");
    expect(unsigned.status).toBe(401);
    // Signed over other bytes than those sent: the raw body is what counts, not its meaning.
    const reordered = await api(site, "/billing/webhooks/bank-transfer", {
      body: JSON.stringify(body, null, 2),
      headers: { "X-Signature": signatureOf(TEST_BANK.BANK_WEBHOOK_SECRET, JSON.stringify(body)) },
    });
    expect(reordered.status).toBe(401);
    expect((await paymentOf(token, payment.id)).body.data.status).toBe("pending");
    const stored = await site.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, body.id));
    expect(stored).toEqual([]);
  });

  it("pays by reference and grants the pass; the same notification again changes nothing", async () => {
    const { token, payment } = await pendingTransfer();
    const body = notice(payment.reference.toLowerCase().replace(/^gl/, "gl-"), 199);
    expect((await postBankNotice(site, body)).body.data.outcome).toBe("paid");
    const paid = (await paymentOf(token, payment.id)).body.data;
    expect(paid.status).toBe("paid");
    const subscription = (await subscriptionOf(token)).body.data!;
    expect(subscription.status).toBe("active");
    expect(subscription.plan.slug).toBe("match-pass");
    expect(subscription.entitlements.sort()).toEqual(["chat-premium", "highlights-full", "movies", "tv"]);
    const end = subscription.current_period_end;

    expect((await postBankNotice(site, body)).body.data.outcome).toBe("duplicate");
    expect((await subscriptionOf(token)).body.data!.current_period_end).toBe(end);
  });

  it("leaves an underpaid transfer without access, and a top-up completes it", async () => {
    const { token, payment } = await pendingTransfer();
    expect((await postBankNotice(site, notice(payment.reference, 150))).body.data.outcome).toBe("underpaid");
    const short = (await paymentOf(token, payment.id)).body.data;
    expect(short).toMatchObject({ status: "underpaid", received_amount: 150 });
    expect((await subscriptionOf(token)).body.data).toBeNull();
    expect((await postBankNotice(site, notice(payment.reference, 49))).body.data.outcome).toBe("paid");
    expect((await subscriptionOf(token)).body.data?.status).toBe("active");
  });

  it("pays an overpaid transfer and flags the difference", async () => {
    const { token, payment } = await pendingTransfer();
    expect((await postBankNotice(site, notice(payment.reference, 500))).body.data.outcome).toBe("overpaid");
    expect((await paymentOf(token, payment.id)).body.data).toMatchObject({
      status: "paid",
      received_amount: 500,
    });
    const [row] = await site.services.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.note).toBe("overpaid");
    expect((await subscriptionOf(token)).body.data?.status).toBe("active");
  });

  it("keeps a transfer with an unknown reference for matching by hand", async () => {
    const body = notice("GLNOSUCHREF", 199);
    expect((await postBankNotice(site, body)).body.data.outcome).toBe("unmatched");
    const [kept] = await site.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, body.id));
    expect(kept).toMatchObject({
      outcome: "unmatched",
      reference: "GLNOSUCHREF",
      amount: 199,
      paymentId: null,
    });
  });

  it("grants once when 50 deliveries of one notification race", async () => {
    const { token, userId, payment } = await pendingTransfer();
    const body = notice(payment.reference, 199);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postBankNotice(site, body)));
    const outcomes = answers.map((answer) => answer.body.data.outcome);
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(49);
    const rows = await site.services.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
    const days = (rows[0]!.currentPeriodEnd.getTime() - rows[0]!.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(1, 3);
    expect((await paymentOf(token, payment.id)).body.data.status).toBe("paid");
  });

  it("grants once when 50 different notifications for one reference race: later ones are kept for staff", async () => {
    const { userId, payment } = await pendingTransfer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postBankNotice(site, notice(payment.reference, 199))),
    );
    const outcomes = answers.map((answer) => answer.body.data.outcome);
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "settled-before")).toHaveLength(49);
    const [row] = await site.services.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const days = (row!.currentPeriodEnd.getTime() - row!.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(1, 3);
  });

  it("a second pass extends access from the end of the first", async () => {
    const first = await pendingTransfer();
    await postBankNotice(site, notice(first.payment.reference, 199));
    const end = new Date((await subscriptionOf(first.token)).body.data!.current_period_end).getTime();
    const again = await checkout(site, first.token, {
      plan_id: site.plans["match-pass"]!.id,
      method: "bank-transfer",
    });
    await postBankNotice(site, notice(again.body.data.payment.reference, 199));
    const extended = new Date((await subscriptionOf(first.token)).body.data!.current_period_end).getTime();
    expect(extended - end).toBe(86_400_000);
  });
});
