import { z } from "@hono/zod-openapi";
import { NAMED_LOCALES, type NamedLocale } from "../../../shared/i18n/locales.ts";
import { limitParam, offsetParam } from "../../http/pagination.ts";
import { textField as text } from "../../http/text-field.ts";
import {
  ENTITLEMENTS,
  INTERVALS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "../types.ts";

// The admin area's billing shapes. The API validates with them and the admin pages check their
// forms with the very same schemas, so a field error reads the same in both (the kit's field
// messages write it).

const MAX_INT = 2_147_483_647;
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const id = z.number().int().positive().max(MAX_INT);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const day = z.iso.date();

export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && KNOWN_CURRENCIES.has(code), "Use a currency code such as EUR")
  .openapi({ description: "ISO 4217 code", example: "EUR" });

const features = z.array(text(120, "feature")).max(20);

/**
 * A plan's words in the site's other languages, keyed by language (`vi`, `es`, `pt-BR`, `de`, `ja`,
 * `ar`); any other key is refused (400 `invalid-local-texts`). A language left out keeps its words, one
 * sent with every part empty is removed, and an empty part reads as the English one.
 */
const planText = z.strictObject({
  name: text(80).openapi({ description: "Empty: the English name." }),
  description: z.string().trim().max(500).optional(),
  features: features.optional(),
});
const localTexts = z
  .strictObject(
    Object.fromEntries(NAMED_LOCALES.map((locale) => [locale, planText.optional()])) as Record<
      NamedLocale,
      z.ZodOptional<typeof planText>
    >,
  )
  .openapi({
    description:
      'Name, description and features in the site\'s other languages; English is `name`. Example: `{ "vi": { "name": "Cao cấp" } }`.',
  });

const planFields = {
  name: text(80, "plan name"),
  slug: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens.")
    .optional()
    .openapi({ description: "Its address on `/checkout/{slug}`; made from the name when left out." }),
  description: z.string().trim().max(500).default(""),
  amount: whole(0, MAX_INT).openapi({ description: "Price per period in minor units (cents; yen; fils)." }),
  currency: currencyCode,
  interval: z.enum(INTERVALS),
  interval_count: whole(1, 366).openapi({ description: "Months or years per period; days for a pass." }),
  entitlements: z
    .array(z.enum(ENTITLEMENTS))
    .max(ENTITLEMENTS.length)
    .transform((list) => [...new Set(list)])
    .default([]),
  features: features.default([]).openapi({ description: "Lines of the pricing page's comparison." }),
  local_texts: localTexts.optional(),
  sort_order: whole(0, 100_000).default(0).openapi({ description: "Lower first on the pricing page." }),
  active: z.boolean().default(true).openapi({ description: "On sale; inactive plans keep their buyers." }),
};

export const planCreate = z.object(planFields).openapi("CmsPlanCreate");
export const planPatch = z
  .object({
    name: planFields.name,
    slug: planFields.slug,
    description: z.string().trim().max(500),
    amount: planFields.amount,
    currency: planFields.currency,
    interval: planFields.interval,
    interval_count: planFields.interval_count,
    entitlements: z.array(z.enum(ENTITLEMENTS)).transform((list) => [...new Set(list)]),
    features,
    local_texts: localTexts,
    sort_order: whole(0, 100_000),
    active: z.boolean(),
  })
  .partial()
  .extend({
    version: z
      .number()
      .int()
      .min(0)
      .max(MAX_INT)
      .optional()
      .openapi({ description: "The version the edit is based on (or send If-Match)." }),
  })
  .openapi("CmsPlanPatch");

export const planQuery = z.object({
  q: z.string().trim().max(100).optional(),
  active: z.enum(["true", "false"]).optional(),
  sort: z.enum(["sort_order", "name", "amount", "id"]).default("sort_order"),
  order: z.enum(["asc", "desc"]).default("asc"),
  limit: limitParam(50, 200),
  offset: offsetParam,
});

export const cmsPlanView = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.enum(INTERVALS),
    interval_count: z.number().int(),
    entitlements: z.array(z.enum(ENTITLEMENTS)),
    features: z.array(z.string()),
    /** Only the languages that have words of their own. */
    local_texts: z.record(
      z.string(),
      z.object({ name: z.string(), description: z.string(), features: z.array(z.string()) }),
    ),
    sort_order: z.number().int(),
    active: z.boolean(),
    updated_at: z.string(),
  })
  .openapi("CmsPlan");
export type CmsPlanView = z.infer<typeof cmsPlanView>;

export const paymentQuery = z.object({
  email: z.string().trim().max(200).optional().openapi({ description: "Part of the buyer's e-mail." }),
  reference: z.string().trim().max(100).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  from: day.optional().openapi({ description: "Started on or after this day (UTC)." }),
  to: day.optional().openapi({ description: "Started on or before this day (UTC)." }),
  limit: limitParam(50, 200),
  offset: offsetParam,
});

export const cmsPaymentView = z
  .object({
    id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    reference: z.string(),
    method: z.enum(PAYMENT_METHODS),
    plan_id: z.number().int(),
    plan_name: z.string(),
    user_id: z.number().int(),
    email: z.string(),
    received_amount: z.number().int().nullable(),
    refunded_amount: z.number().int(),
    note: z.string().nullable(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    /** The access the payment bought (moved up when an earlier payment of the plan was refunded). */
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
  })
  .openapi("CmsPayment");
export type CmsPaymentView = z.infer<typeof cmsPaymentView>;

export const billingEventView = z
  .object({
    gateway: z.enum(PAYMENT_METHODS),
    event_id: z.string(),
    outcome: z.string(),
    payment_id: z.number().int().nullable(),
    reference: z.string().nullable(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    received_at: z.string(),
    payload: z.unknown(),
  })
  .openapi("CmsBillingEvent");
export type BillingEventView = z.infer<typeof billingEventView>;

export const refundView = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    gateway_refund_id: z.string(),
    manual: z.boolean(),
    refunded_by: z.string(),
    created_at: z.string(),
  })
  .openapi("CmsRefund");
export type RefundView = z.infer<typeof refundView>;

export const cmsPaymentDetail = cmsPaymentView
  .extend({ events: z.array(billingEventView), refunds: z.array(refundView) })
  .openapi("CmsPaymentDetail");
export type CmsPaymentDetail = z.infer<typeof cmsPaymentDetail>;

export const refundBody = z
  .object({
    amount: whole(1, MAX_INT)
      .optional()
      .openapi({ description: "Minor units to give back; all that remains when left out." }),
    confirm_sent: z.boolean().optional().openapi({
      description: "Bank transfers: the operator confirms they sent the money back themselves.",
    }),
  })
  .openapi("CmsRefundRequest");

export const assignBody = z
  .object({
    payment_id: id.openapi({ description: "The payment the money was meant for." }),
    gateway: z
      .enum(PAYMENT_METHODS)
      .optional()
      .openapi({ description: "Needed only when two gateways used the same event id." }),
  })
  .openapi("CmsAssignTransfer");

export const grantBody = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    plan_id: id,
    ends_at: z.iso.datetime({ offset: true }),
  })
  .openapi("CmsComplimentaryGrant");

export const subscriptionQuery = z.object({
  email: z.string().trim().max(200).optional(),
  plan_id: z.coerce.number().int().positive().max(MAX_INT).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  complimentary: z.enum(["true", "false"]).optional(),
  limit: limitParam(50, 200),
  offset: offsetParam,
});

export const cmsSubscriptionView = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    email: z.string(),
    plan_id: z.number().int(),
    plan_name: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    complimentary: z.boolean(),
    grants_access: z.boolean(),
    current_period_end: z.string(),
    next_plan_name: z
      .string()
      .nullable()
      .openapi({ description: "A downgrade waiting for the period end: the plan from then." }),
    source_payment_id: z.number().int().nullable(),
    updated_at: z.string(),
  })
  .openapi("CmsSubscription");
export type CmsSubscriptionView = z.infer<typeof cmsSubscriptionView>;

export const revenueQuery = z.object({
  by: z.enum(["day", "month"]).default("day"),
  from: day.optional().openapi({ description: "First day (UTC); by default 30 days or 12 months back." }),
  to: day.optional().openapi({ description: "Last day (UTC), included; by default today." }),
});

const revenueAmounts = {
  currency: z.string(),
  paid: z.number().int().openapi({ description: "Received, in minor units." }),
  refunded: z.number().int(),
  net: z.number().int().openapi({ description: "Paid minus refunded." }),
};
export const revenueView = z
  .object({
    by: z.enum(["day", "month"]),
    from: z.string(),
    to: z.string(),
    data: z.array(
      z.object({
        period: z.string().openapi({ description: "`YYYY-MM-DD`, or `YYYY-MM` by month." }),
        ...revenueAmounts,
        payments: z.number().int(),
      }),
    ),
    totals: z.array(z.object(revenueAmounts)),
  })
  .openapi("CmsRevenue");
export type RevenueView = z.infer<typeof revenueView>;
