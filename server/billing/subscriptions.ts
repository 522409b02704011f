import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Tx } from "../platform/transactions.ts";
import { grantsAccess, periodSql } from "./access.ts";
import { type PlanRow, toPlanView } from "./plans.ts";
import { payments, plans, subscriptions } from "./schema.ts";
import type { Entitlement, SubscriptionView } from "./types.ts";

/**
 * Gives the account what the plan buys, inside the transaction that marks the payment
 * paid: a new subscription, or the existing one extended from its end (or from now when
 * it has lapsed). The payment keeps the period it bought, which a refund takes back. One row
 * per account and plan: a first purchase inserts it lapsed, then racing grants take turns on
 * its lock, each extending from where the one before left it.
 */
export async function grantPlan(tx: Tx, grant: { userId: number; plan: PlanRow; paymentId: number }) {
  const period = sql.raw(periodSql(grant.plan.interval, grant.plan.intervalCount));
  const own = and(eq(subscriptions.userId, grant.userId), eq(subscriptions.planId, grant.plan.id));
  await tx
    .insert(subscriptions)
    .values({ userId: grant.userId, planId: grant.plan.id, status: "expired", currentPeriodEnd: sql`now()` })
    .onConflictDoNothing();
  const [held] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(own).for("update");
  const from = sql`greatest((select ${subscriptions.currentPeriodEnd} from ${subscriptions} where ${subscriptions.id} = ${held!.id}), now())`;
  await tx
    .update(payments)
    .set({ periodStart: from, periodEnd: sql`${from} + ${period}` })
    .where(eq(payments.id, grant.paymentId));
  await tx
    .update(subscriptions)
    .set({
      status: "active",
      currentPeriodStart: sql`case when ${subscriptions.currentPeriodEnd} > now() then ${subscriptions.currentPeriodStart} else now() end`,
      currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, now()) + ${period}`,
      sourcePaymentId: grant.paymentId,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, held!.id));
}

export async function subscriptionsOf(db: Db, userId: number) {
  return db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
}

/** Everything the account's current subscriptions and passes unlock. */
export async function entitlementsFromDb(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<Set<Entitlement>> {
  const rows = await subscriptionsOf(db, userId);
  return new Set(
    rows.filter((row) => grantsAccess(row.subscription, now)).flatMap((row) => row.plan.entitlements),
  );
}

/**
 * The subscription to show: one that grants access now (a recurring plan before a pass, then
 * the latest end), else the most recent one; null for an account that never bought a plan.
 */
export async function currentSubscription(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SubscriptionView | null> {
  const rows = await subscriptionsOf(db, userId);
  const granting = rows.filter((row) => grantsAccess(row.subscription, now));
  const rank = (row: (typeof rows)[number]) =>
    (row.plan.interval === "pass" ? 0 : 1) * 1e15 + row.subscription.currentPeriodEnd.getTime();
  const shown = [...granting].sort((a, b) => rank(b) - rank(a))[0] ?? rows[0];
  if (!shown) return null;
  return {
    status: shown.subscription.status,
    plan: toPlanView(shown.plan),
    current_period_end: shown.subscription.currentPeriodEnd.toISOString(),
    entitlements: [...new Set(granting.flatMap((row) => row.plan.entitlements))],
  };
}
