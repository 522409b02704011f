import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config/config.ts";
import type { PaymentHistoryEntry, ReceiptView } from "./receipts.ts";
import { api, billingSiteForFile, buyByTransfer, checkout, postBankNotice, signUpFan } from "./testing.ts";

const site = billingSiteForFile({
  SELLER_NAME: "Goalline Media Ltd",
  SELLER_ADDRESS: "1 Touchline Road\\nBerlin",
  SELLER_TAX_ID: "DE123456789",
  VAT_RATE: "19",
});

type History = { data: PaymentHistoryEntry[]; total: number };
const history = (token: string, query = "") => api<History>(site, `/billing/payments${query}`, { token });
const receipt = (token: string, id: number) =>
  api<{ data: ReceiptView }>(site, `/billing/payments/${id}/receipt`, { token });
const sequenceOf = (number: string) => Number(number.slice(-6));

describe("receipt numbers", () => {
  it("run on without gaps or twins when twenty payments are paid at once", async () => {
    const fans = await Promise.all(Array.from({ length: 20 }, () => signUpFan(site)));
    const started = await Promise.all(
      fans.map((fan) =>
        checkout(site, fan.token, { plan_id: site.plans["match-pass"]!.id, method: "bank-transfer" }),
      ),
    );
    const outcomes = await Promise.all(
      started.map(({ body }) =>
        postBankNotice(site, {
          id: `bank-${crypto.randomUUID()}`,
          reference: body.data.payment.reference,
          amount: body.data.payment.amount,
          currency: "EUR",
          paid_at: new Date().toISOString(),
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.body.data.outcome)).toEqual(Array(20).fill("paid"));
    const numbers = await Promise.all(
      fans.map(async (fan) => (await history(fan.token)).body.data[0]!.receipt_number!),
    );
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^R-${year}-\\d{6}$`));
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it("are given once money has fully arrived, and never twice for a repeated notification", async () => {
    const fan = await signUpFan(site);
    const started = await checkout(site, fan.token, {
      plan_id: site.plans["match-pass"]!.id,
      method: "bank-transfer",
    });
    const { payment } = started.body.data;
    const notice = {
      id: `bank-${crypto.randomUUID()}`,
      reference: payment.reference,
      currency: "EUR",
      paid_at: new Date().toISOString(),
    };
    await postBankNotice(site, { ...notice, amount: 100 });
    expect((await history(fan.token)).body.data[0]).toMatchObject({
      status: "underpaid",
      receipt_number: null,
    });
    const missing = await receipt(fan.token, payment.id);
    expect([missing.status, missing.body.error.code]).toEqual([404, "receipt-not-found"]);

    const topUp = { ...notice, id: `${notice.id}-2`, amount: payment.amount - 100 };
    expect((await postBankNotice(site, topUp)).body.data.outcome).toBe("paid");
    expect((await postBankNotice(site, topUp)).body.data.outcome).toBe("duplicate");
    const [entry] = (await history(fan.token)).body.data;
    expect(entry!.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);
    const next = await signUpFan(site);
    await buyByTransfer(site, next.token, "match-pass");
    const [after] = (await history(next.token)).body.data;
    expect(sequenceOf(after!.receipt_number!)).toBe(sequenceOf(entry!.receipt_number!) + 1);
  });
});

describe("payment history and receipts", () => {
  it("show each fan their own payments only, newest first and paged", async () => {
    const fan = await signUpFan(site);
    const rival = await signUpFan(site);
    const monthly = await buyByTransfer(site, fan.token, "premium-monthly");
    await checkout(site, fan.token, { plan_id: site.plans["premium-yearly"]!.id, method: "bank-transfer" });
    const rivals = await buyByTransfer(site, rival.token, "match-pass");

    const all = await history(fan.token);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((entry) => [entry.plan_name, entry.status])).toEqual([
      ["Premium", "pending"],
      ["Premium", "paid"],
    ]);
    const second = await history(fan.token, "?limit=1&offset=1");
    expect(second.body).toMatchObject({ total: 2, data: [{ id: monthly, plan_interval: "month" }] });

    const own = await receipt(fan.token, monthly);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      seller: { name: "Goalline Media Ltd", address: "1 Touchline Road\nBerlin", tax_id: "DE123456789" },
      buyer: { name: "Buyer" },
      amount_paid: site.plans["premium-monthly"]!.amount,
      payment: { id: monthly, status: "paid" },
      vat_rate: 19,
    });
    const stolen = await receipt(fan.token, rivals);
    expect([stolen.status, stolen.body.error.code]).toEqual([404, "payment-not-found"]);
    expect((await api(site, "/billing/payments")).status).toBe(401);
    expect((await history(fan.token, "?limit=0")).status).toBe(400);
  });

  it("take the seller from configuration, refusing a malformed tax number", () => {
    expect(() => parseConfig({ SELLER_TAX_ID: "<script>" })).toThrow(ConfigError);
    expect(parseConfig({ SELLER_NAME: "  Goalline Media Ltd " }).SELLER_NAME).toBe("Goalline Media Ltd");
  });

  it("take the VAT rate as a percentage, refusing anything else; unset, none is itemised", async () => {
    expect(parseConfig({ VAT_RATE: "20" }).VAT_RATE).toBe(20);
    expect(parseConfig({ VAT_RATE: "7.7" }).VAT_RATE).toBe(7.7);
    expect(parseConfig({}).VAT_RATE).toBeUndefined();
    for (const wrong of ["20%", "-5", "100", "0.125", "twenty"]) {
      expect(() => parseConfig({ VAT_RATE: wrong }), wrong).toThrow(/VAT_RATE/);
    }
  });
});
