import { createHmac } from "node:crypto";

/** The bank account the end-to-end server offers transfers to; the specs sign its notifications. */
export const E2E_BANK = {
  BANK_WEBHOOK_SECRET: "e2e-bank-webhook-secret-0123456789",
  BANK_NAME: "Riverside Savings Bank",
  BANK_ACCOUNT_NAME: "Goalline Media Ltd",
  BANK_ACCOUNT_NUMBER: "DE89370400440532013000",
  BANK_QR_SCHEME_ID: "A000000727",
  BANK_COUNTRY: "DE",
  BANK_CITY: "Berlin",
};

/** A bank notification body and its `X-Signature`, as the bank would send them. */
export function signedBankNotice(notice: {
  id: string;
  reference: string;
  amount: number;
  currency: string;
}) {
  const body = JSON.stringify({ ...notice, paid_at: new Date().toISOString() });
  const signature = `sha256=${createHmac("sha256", E2E_BANK.BANK_WEBHOOK_SECRET).update(body).digest("hex")}`;
  return { body, headers: { "Content-Type": "application/json", "X-Signature": signature } };
}
