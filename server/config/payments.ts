import { z } from "zod";

/** The settings of plans and payments: the demo checkout, bank transfers, receipts and Stripe. */
export const paymentSettings = {
  /** The product's own test checkout, where pressing "Pay" buys the plan; unset: see sandboxDefault. */
  PAYMENT_SANDBOX: z.enum(["on", "off"]).optional(),
  /** ISO 4217 currency of the demo plans seeded into an empty database. */
  BILLING_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like EUR")
    .default("EUR"),
  /** Bank transfers with QR are offered when this is set, with the account below. */
  BANK_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  BANK_NAME: z.string().min(1).max(60).optional(),
  /** Also the merchant name in the QR code (EMVCo tag 59, at most 25 characters). */
  BANK_ACCOUNT_NAME: z.string().min(1).max(25).optional(),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[A-Z0-9]{4,34}$/, "must be 4 to 34 capital letters and digits (an IBAN or account number)")
    .optional(),
  /** The national QR scheme's identifier (EMVCo tag 26, sub-tag 00), e.g. A000000727. */
  BANK_QR_SCHEME_ID: z.string().min(1).max(32).optional(),
  /** The bank's own identifier (BIC or national code), put before the account in the QR. */
  BANK_CODE: z
    .string()
    .regex(/^[A-Z0-9]{1,11}$/, "must be up to 11 capital letters and digits")
    .optional(),
  BANK_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be an ISO 3166 code like DE")
    .optional(),
  BANK_CITY: z.string().min(1).max(15).optional(),
  /** Who sells, printed on every receipt; the name defaults to SITE_NAME. */
  SELLER_NAME: z.string().trim().min(1).max(120).optional(),
  /** Postal address on receipts; `\n` (backslash n) starts a new line. */
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .transform((address) => address.replaceAll("\\n", "\n"))
    .optional(),
  /** VAT or tax number on receipts. */
  SELLER_TAX_ID: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,30}$/,
      "must be 2 to 31 letters, digits, spaces, dots, dashes or slashes",
    )
    .optional(),
  /**
   * The VAT rate the prices include, as a percentage (20, 7.7); the pricing page and receipts then
   * show the VAT inside each price. Unset: no VAT is itemised.
   */
  VAT_RATE: z
    .string()
    .regex(/^(?:[1-9]?\d)(?:\.\d{1,2})?$/, "must be a percentage from 0 to 99.99, like 20 or 7.7")
    .transform(Number)
    .optional(),
  /** Card payments with Stripe are offered when this and STRIPE_WEBHOOK_SECRET are set. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/,
      "must be a Stripe secret or restricted key (sk_… or rk_…)",
    )
    .optional(),
  /** The signing secret of the webhook endpoint /api/billing/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  /** Another address for Stripe's API, such as a local stand-in for tests; unset: Stripe's own. */
  STRIPE_API_BASE: z
    .url()
    .regex(/^https?:\/\/[^/]+\/?$/, "must be an http(s) origin such as http://127.0.0.1:12111")
    .optional(),
};

/** With BANK_WEBHOOK_SECRET set, the account the QR code and instructions name must be complete. */
export const BANK_ACCOUNT_KEYS = [
  "BANK_NAME",
  "BANK_ACCOUNT_NAME",
  "BANK_ACCOUNT_NUMBER",
  "BANK_QR_SCHEME_ID",
  "BANK_COUNTRY",
  "BANK_CITY",
] as const;

/** Stripe's hosted Checkout, where a card checkout sends the fan to pay. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * Where a card checkout's hosted page is, while Stripe is configured: Stripe's Checkout, and a
 * stand-in's own origin (STRIPE_API_BASE), which serves the pages too. None without Stripe.
 */
export const stripeCheckoutOrigins = (raw: { STRIPE_SECRET_KEY?: string; STRIPE_API_BASE?: string }) =>
  raw.STRIPE_SECRET_KEY
    ? [STRIPE_CHECKOUT_ORIGIN, ...(raw.STRIPE_API_BASE ? [new URL(raw.STRIPE_API_BASE).origin] : [])]
    : [];

/** A gateway that takes real money is configured: Stripe's keys or a bank account. */
export const takesRealPayments = (raw: { STRIPE_SECRET_KEY?: string; BANK_WEBHOOK_SECRET?: string }) =>
  Boolean(raw.STRIPE_SECRET_KEY || raw.BANK_WEBHOOK_SECRET);

/**
 * PAYMENT_SANDBOX when it is not set. The sandbox gives any fan a paid plan for one click, so
 * production never turns it on by itself: only a development start does, or a test or demo site
 * with no real gateway. `npm start`'s demo on the embedded database sets it explicitly.
 */
export function sandboxDefault(
  raw: { NODE_ENV: "development" | "production" | "test" } & Parameters<typeof takesRealPayments>[0],
): "on" | "off" {
  if (raw.NODE_ENV === "production") return "off";
  return raw.NODE_ENV === "development" || !takesRealPayments(raw) ? "on" : "off";
}
