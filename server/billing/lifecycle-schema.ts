import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { plans, subscriptions } from "./schema.ts";

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
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  gatewayChange: text("gateway_change"),
});

/**
 * E-mails about a subscription's period (`renewal-reminder`, `past-due`), claimed here before
 * they are sent so each goes out once per period, whichever server's sweep gets there first.
 */
export const subscriptionNotices = pgTable(
  "subscription_notices",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"renewal-reminder" | "past-due">().notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.kind, table.periodEnd] })],
);
