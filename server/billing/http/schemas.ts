import { z } from "@hono/zod-openapi";
import {
  ENTITLEMENTS,
  INTERVALS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "../types.ts";

const currency = z.string().openapi({ description: "ISO 4217 code", example: "EUR" });
const minor = (what: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${what}, in the currency's minor units (cents; yen; fils)`, example: 499 });

export const planSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ example: "premium-monthly" }),
    name: z.string(),
    description: z.string(),
    amount: minor("Price per period"),
    currency,
    interval: z.enum(INTERVALS).openapi({ description: "`pass`: a fixed number of days, not renewed" }),
    interval_count: z.number().int().openapi({ description: "Months or years per period; days for a pass" }),
    entitlements: z.array(z.enum(ENTITLEMENTS)),
    features: z.array(z.string()),
  })
  .openapi("Plan");

export const paymentSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    amount: minor("Price asked"),
    currency,
    reference: z.string().openapi({ example: "GL7K3M9QX2" }),
    method: z.enum(PAYMENT_METHODS),
    plan_id: z.number().int(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    received_amount: minor("What arrived, when it differs from the price").nullable(),
  })
  .openapi("Payment");

export const bankTransferSchema = z
  .object({
    reference: z.string(),
    amount: minor("Amount to transfer"),
    currency,
    account_name: z.string(),
    account_number: z.string(),
    bank: z.string(),
    qr_payload: z.string().openapi({ description: "EMVCo merchant-presented QR payload for banking apps" }),
  })
  .openapi("BankTransferInstructions");

export const checkoutSchema = z
  .object({
    payment: paymentSchema.pick({ id: true, status: true, amount: true, currency: true, reference: true }),
    redirect_url: z.string().optional().openapi({ description: "Where the buyer pays (card and sandbox)" }),
    bank_transfer: bankTransferSchema.optional(),
  })
  .openapi("Checkout");

export const subscriptionSchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    plan: planSchema,
    current_period_end: z.string(),
    entitlements: z.array(z.enum(ENTITLEMENTS)),
  })
  .openapi("Subscription");
