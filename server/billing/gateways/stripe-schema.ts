import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../../auth/schema.ts";
import { belongsTo, instant } from "../../db/columns.ts";
import { payments, plans } from "../schema.ts";

/** The Stripe customer of an account: made at its first card checkout, reused for the portal. */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("stripe_customers_customer_uq").on(table.customerId)],
);

/** The hosted Checkout Session of a card payment, so returning to pay reuses it. */
export const stripeCheckouts = pgTable("stripe_checkouts", {
  paymentId: integer("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  sessionId: text("session_id").notNull(),
  url: text("url").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/**
 * A Stripe subscription and the account, plan (the one it charges now) and first payment it
 * belongs to. `changes` counts the changes this site made to it: each names its idempotency keys,
 * so a retry of a change that failed halfway repeats exactly the calls that change made.
 */
export const stripeSubscriptions = pgTable("stripe_subscriptions", {
  subscriptionId: text("subscription_id").primaryKey(),
  userId: belongsTo("user_id", () => users.id),
  planId: integer("plan_id")
    .notNull()
    .references(() => plans.id),
  paymentId: belongsTo("payment_id", () => payments.id),
  changes: integer("changes").notNull().default(0),
  createdAt: instant("created_at").notNull().defaultNow(),
});
