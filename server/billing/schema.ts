import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { belongsTo, instant } from "../db/columns.ts";
import type {
  Entitlement,
  PaymentMethod,
  PaymentStatus,
  PlanInterval,
  PlanTexts,
  SubscriptionStatus,
} from "./types.ts";

/** What is on sale. Prices are integers in the currency's minor units (cents, yen, fils). */
export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    interval: text("interval").$type<PlanInterval>().notNull(),
    /** Months or years per period; days for a pass. */
    intervalCount: integer("interval_count").notNull().default(1),
    entitlements: text("entitlements").array().$type<Entitlement[]>().notNull().default(sql`'{}'`),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** Name, description and features in the site's other languages; the columns above are English. */
    localTexts: jsonb("local_texts").$type<PlanTexts>().notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Bumped by every edit, for the admin area's edit conflicts. */
    version: integer("version").notNull().default(1),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("plans_slug_uq").on(table.slug),
    check("plans_amount_ck", sql`${table.amount} >= 0`),
    check("plans_currency_ck", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check("plans_interval_count_ck", sql`${table.intervalCount} > 0`),
  ],
);

/**
 * One attempt to pay for a plan. The amount and currency are copied from the plan when
 * the checkout starts, so a later price change never alters what this payment asked for.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    method: text("method").$type<PaymentMethod>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Human reference: on bank transfers, receipts and support calls. */
    reference: text("reference").notNull(),
    /** The client's Idempotency-Key: one payment per key and account, whatever the race. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** What actually arrived when it differs from `amount` (underpaid or overpaid transfers). */
    receivedAmount: integer("received_amount"),
    /** Why it failed or needs a look: `declined`, `abandoned`, `overpaid`, `unpaid`. */
    note: text("note"),
    /** Given back so far by staff refunds (`payment_refunds`); the payment is `refunded` once it is all. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    paidAt: instant("paid_at"),
    /** Unpaid bank transfers expire at this instant. */
    expiresAt: instant("expires_at"),
    /**
     * The access this payment bought, set when it is paid: from the end of the access already
     * held (or the payment), one plan period long. A refund takes this period back off the end.
     */
    periodStart: instant("period_start"),
    periodEnd: instant("period_end"),
  },
  (table) => [
    uniqueIndex("payments_reference_uq").on(table.reference),
    uniqueIndex("payments_idempotency_uq").on(table.userId, table.idempotencyKey),
    index("payments_user_idx").on(table.userId, table.createdAt),
    index("payments_pending_idx").on(table.status, table.expiresAt),
  ],
);

/** Access bought with a plan: one row per account and plan, extended by every payment. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    status: text("status").$type<SubscriptionStatus>().notNull().default("active"),
    currentPeriodStart: instant("current_period_start").notNull().defaultNow(),
    currentPeriodEnd: instant("current_period_end").notNull(),
    /** The payment that last granted or extended this access. */
    sourcePaymentId: integer("source_payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** Staff gave (some of) this access without payment. */
    complimentary: boolean("complimentary").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_user_plan_uq").on(table.userId, table.planId),
    index("subscriptions_end_idx").on(table.status, table.currentPeriodEnd),
  ],
);

/**
 * Every gateway notification, stored under the gateway's own event id before it is
 * applied: a second delivery finds the row and changes nothing. Transfers that match no
 * payment stay here (`outcome = 'unmatched'`) for staff to assign by hand.
 */
export const billingEvents = pgTable(
  "billing_events",
  {
    gateway: text("gateway").$type<PaymentMethod>().notNull(),
    eventId: text("event_id").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    outcome: text("outcome").notNull(),
    reference: text("reference"),
    amount: integer("amount"),
    currency: text("currency"),
    payload: jsonb("payload").notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gateway, table.eventId] }),
    index("billing_events_outcome_idx").on(table.outcome, table.receivedAt),
  ],
);

/**
 * Money given back by staff, one row per refund. `gateway_refund_id` is the gateway's own id, or
 * a `manual-` one for bank transfers the operator sent back by hand.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: belongsTo("payment_id", () => payments.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    gatewayRefundId: text("gateway_refund_id").notNull(),
    manual: boolean("manual").notNull().default(false),
    /** The staff member (user id) or `admin-token` who refunded. */
    refundedBy: text("refunded_by").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("payment_refunds_payment_idx").on(table.paymentId),
    index("payment_refunds_created_idx").on(table.createdAt),
    check("payment_refunds_amount_ck", sql`${table.amount} > 0`),
  ],
);

/**
 * A downgrade waiting for the period end: the subscription runs on its plan until then, and the
 * next period is on `plan_id`. One per subscription; paying for any recurring plan clears it.
 * `gateway_change` names the change as the card gateway holds it (a Stripe subscription schedule):
 * that gateway's renewal then makes the switch, not the sweep.
 */
export const scheduledPlanChanges = pgTable("scheduled_plan_changes", {
  subscriptionId: integer("subscription_id")
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: "cascade" }),
  planId: integer("plan_id")
    .notNull()
    .references(() => plans.id),
  requestedAt: instant("requested_at").notNull().defaultNow(),
  gatewayChange: text("gateway_change"),
});

/**
 * E-mails about a subscription's period (`renewal-reminder`, `past-due`), claimed here before
 * they are sent so each goes out once per period, whichever server's sweep gets there first.
 */
export const subscriptionNotices = pgTable(
  "subscription_notices",
  {
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    kind: text("kind").$type<"renewal-reminder" | "past-due">().notNull(),
    periodEnd: instant("period_end").notNull(),
    sentAt: instant("sent_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.kind, table.periodEnd] })],
);

/**
 * One counter per calendar year. The paying transaction bumps it with an upsert, so the row
 * lock orders concurrent payments and a rolled-back payment gives its number back: no gaps.
 */
export const receiptSequences = pgTable("receipt_sequences", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** The receipt of a paid payment: its number is fixed the moment the money is accepted. */
export const receipts = pgTable(
  "receipts",
  {
    paymentId: integer("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** `R-2026-000123`: year and sequence, unique by construction. */
    number: text("number").notNull().unique("receipts_number_uq"),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: instant("issued_at").notNull().defaultNow(),
    /** When the receipt went to the buyer by e-mail; null until then (the billing sweep sends it). */
    mailedAt: instant("mailed_at"),
  },
  (table) => [index("receipts_year_idx").on(table.year, table.sequence)],
);
