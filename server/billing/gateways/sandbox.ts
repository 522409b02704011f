import { createHmac, randomUUID } from "node:crypto";
import { z } from "zod";
import type { Config } from "../../config/config.ts";
import { hasValidSignature, signatureOf } from "./signature.ts";
import type { PaymentGateway, PaymentRow } from "./types.ts";

export const SANDBOX_OUTCOMES = ["paid", "declined", "abandoned"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(SANDBOX_OUTCOMES.map((outcome) => `payment.${outcome}` as const)),
  reference: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  created_at: z.string(),
});
export type SandboxEvent = z.infer<typeof sandboxEvent>;

/** The sandbox signs like a real gateway, with a key only this site knows (derived from its session secret). */
export const sandboxSecret = (config: Pick<Config, "secrets">) =>
  createHmac("sha256", config.secrets.sessionSecret).update("payment-sandbox-webhook").digest("hex");

/** The notification the sandbox sends once the buyer pays, declines or walks away. */
export function sandboxEventFor(payment: PaymentRow, outcome: SandboxOutcome): SandboxEvent {
  return {
    id: `evt_${randomUUID()}`,
    type: `payment.${outcome}`,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    created_at: new Date().toISOString(),
  };
}

/** Signed body and headers for delivering a sandbox event. */
export function signedSandboxDelivery(config: Pick<Config, "secrets">, event: SandboxEvent) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { "Content-Type": "application/json", "X-Signature": signatureOf(sandboxSecret(config), body) },
  };
}

/** A checkout page served by the product itself, for demos and tests with no outside account. */
export function sandboxGateway(config: Config): PaymentGateway | null {
  // Off unless asked for, or a development or demo start (sandboxDefault in config/payments.ts).
  if (config.PAYMENT_SANDBOX !== "on") return null;
  const secret = sandboxSecret(config);
  return {
    method: "sandbox",
    holdMs: 60 * 60 * 1000,
    accepts: () => true,
    start: async (payment) => ({ redirect_url: `/payment/sandbox/${payment.id}` }),
    verify: (rawBody, headers) => hasValidSignature(secret, rawBody, headers.get("X-Signature")),
    parse: (body) => {
      const event = sandboxEvent.safeParse(body);
      if (!event.success) return null;
      const { id, type, reference, amount, currency } = event.data;
      const kind = type.slice("payment.".length) as SandboxOutcome;
      return { id, reference, kind, amount, currency, payload: event.data };
    },
    // The sandbox holds no money: its refunds happen at once.
    refund: async () => ({ id: `sandbox_refund_${randomUUID()}`, manual: false }),
  };
}
