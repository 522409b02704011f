import type { NamedLocale } from "../../shared/i18n/locales.ts";

/** What a plan may unlock; the video and chat screens ask `mayUse(user, entitlement)`. */
export const ENTITLEMENTS = ["tv", "movies", "highlights-full", "chat-premium"] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** `pass`: a fixed number of days (`interval_count`), never renewed by itself. */
export const INTERVALS = ["month", "year", "pass"] as const;
export type PlanInterval = (typeof INTERVALS)[number];

export const PAYMENT_METHODS = ["card", "bank-transfer", "sandbox"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "underpaid", "failed", "expired", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `cancelled`: ends at the period end and keeps access until then. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "cancelled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A plan as `GET /api/plans` and the pricing page show it; amounts in minor units. */
/** A plan's words in one of the site's other languages; a part empty or left out reads as the English one. */
export type PlanText = { name: string; description?: string; features?: string[] };
/** `plans.local_texts`: only languages that have a name are keys. */
export type PlanTexts = Partial<Record<NamedLocale, PlanText>>;

export type PlanView = {
  id: number;
  slug: string;
  name: string;
  description: string;
  amount: number;
  currency: string;
  interval: PlanInterval;
  interval_count: number;
  entitlements: Entitlement[];
  features: string[];
};

export type PaymentView = {
  id: number;
  status: PaymentStatus;
  amount: number;
  currency: string;
  reference: string;
  method: PaymentMethod;
  plan_id: number;
  created_at: string;
  paid_at: string | null;
  expires_at: string | null;
  /** What the bank sent when it differs from the price (underpaid or overpaid transfers). */
  received_amount: number | null;
};

/** Where a bank-transfer customer sends the money, and the QR their banking app scans. */
export type BankTransferInstructions = {
  reference: string;
  amount: number;
  currency: string;
  account_name: string;
  account_number: string;
  bank: string;
  qr_payload: string;
};

export type CheckoutAnswer = {
  payment: Pick<PaymentView, "id" | "status" | "amount" | "currency" | "reference">;
  redirect_url?: string;
  bank_transfer?: BankTransferInstructions;
};

export type SubscriptionView = {
  status: SubscriptionStatus;
  plan: PlanView;
  current_period_end: string;
  entitlements: Entitlement[];
};
