import { z } from "zod";
import type { Config } from "../../config/config.ts";
import { numericCurrency } from "../money.ts";
import { merchantQrPayload } from "./emvco.ts";
import { hasValidSignature } from "./signature.ts";
import type { PaymentGateway } from "./types.ts";

/** Unpaid transfers expire after a day; the bank's notification usually lands within minutes. */
export const TRANSFER_HOLD_MS = 24 * 60 * 60 * 1000;

/** The bank's notification: `{id, reference, amount, currency, paid_at}`, amount in minor units. */
export const bankNotification = z.object({
  id: z.string().min(1).max(200),
  reference: z.string().min(1).max(100),
  amount: z.number().int().positive().max(2_147_483_647),
  currency: z.string().regex(/^[A-Z]{3}$/),
  paid_at: z.string().min(1).max(40),
});

/** Local bank transfer with an EMVCo QR code; offered only when the bank's webhook secret is set. */
export function bankTransferGateway(config: Config): PaymentGateway | null {
  const secret = config.BANK_WEBHOOK_SECRET;
  if (!secret) return null;
  const account = {
    schemeId: config.BANK_QR_SCHEME_ID!,
    bankCode: config.BANK_CODE,
    accountNumber: config.BANK_ACCOUNT_NUMBER!,
    merchantName: config.BANK_ACCOUNT_NAME!,
    country: config.BANK_COUNTRY!,
    city: config.BANK_CITY!,
  };
  return {
    method: "bank-transfer",
    holdMs: TRANSFER_HOLD_MS,
    accepts: (currency) => numericCurrency(currency) !== undefined,
    start: async (payment) => ({
      bank_transfer: {
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        account_name: account.merchantName,
        account_number: account.accountNumber,
        bank: config.BANK_NAME!,
        qr_payload: merchantQrPayload(account, payment),
      },
    }),
    verify: (rawBody, headers) => hasValidSignature(secret, rawBody, headers.get("X-Signature")),
    parse: (body) => {
      const notice = bankNotification.safeParse(body);
      if (!notice.success) return null;
      const { id, reference, amount, currency } = notice.data;
      return { id, reference, kind: "paid", amount, currency, payload: notice.data };
    },
    // Banks offer no refund call: the operator sends the money back and confirms it here.
    refund: async (_payment, _amount, idempotencyKey) => ({ id: `manual-${idempotencyKey}`, manual: true }),
  };
}
