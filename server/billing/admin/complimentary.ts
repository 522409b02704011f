import type { z } from "@hono/zod-openapi";
import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { userEmail, users } from "../../auth/schema.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import { grantsAccess } from "../access.ts";
import { planById } from "../plans.ts";
import { plans, scheduledPlanChanges, subscriptions } from "../schema.ts";
import { audited, containing, type StaffAction } from "./audit.ts";
import { planNotFound } from "./plans.ts";
import type { CmsSubscriptionView, grantBody, subscriptionQuery } from "./schemas.ts";

const nextPlans = alias(plans, "next_plans");

const selectSubscriptions = (db: Db | Tx) =>
  db
    .select({
      subscription: subscriptions,
      email: userEmail,
      planName: plans.name,
      nextPlanName: nextPlans.name,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(scheduledPlanChanges, eq(scheduledPlanChanges.subscriptionId, subscriptions.id))
    .leftJoin(nextPlans, eq(nextPlans.id, scheduledPlanChanges.planId));

type Joined = {
  subscription: typeof subscriptions.$inferSelect;
  email: string;
  planName: string;
  nextPlanName: string | null;
};

function toView(
  { subscription, email, planName, nextPlanName }: Joined,
  now = new Date(),
): CmsSubscriptionView {
  return {
    id: subscription.id,
    user_id: subscription.userId,
    email,
    plan_id: subscription.planId,
    plan_name: planName,
    status: subscription.status,
    complimentary: subscription.complimentary,
    grants_access: grantsAccess(subscription, now),
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    next_plan_name: nextPlanName,
    source_payment_id: subscription.sourcePaymentId,
    updated_at: subscription.updatedAt.toISOString(),
  };
}

async function subscriptionView(db: Db | Tx, id: number) {
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
  if (!row)
    throw new AppError("not-found", "subscription-not-found", "There is no subscription with this id.");
  return toView(row);
}

/** Every account's access, latest change first: by e-mail, plan, status, and complimentary or bought. */
export async function listSubscriptions(db: Db, query: z.infer<typeof subscriptionQuery>) {
  const where = and(
    query.email ? ilike(users.email, containing(query.email)) : undefined,
    query.plan_id ? eq(subscriptions.planId, query.plan_id) : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.complimentary ? eq(subscriptions.complimentary, query.complimentary === "true") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectSubscriptions(db)
      .where(where)
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where),
  ]);
  const now = new Date();
  return { data: rows.map((row) => toView(row, now)), total: total?.total ?? 0 };
}

/**
 * Access without payment until `ends_at`. The account's row for the plan is made active until
 * then, or kept if it already runs longer: granting the same thing twice changes nothing.
 */
export function grantComplimentary(db: Db, who: StaffAction, input: z.infer<typeof grantBody>) {
  return audited(db, who, "subscription.grant", async (tx) => {
    const endsAt = new Date(input.ends_at);
    if (endsAt.getTime() <= Date.now()) {
      throw new AppError("unprocessable", "ends-in-past", "Choose an end in the future.", {
        field: "ends_at",
      });
    }
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()));
    if (!user) {
      throw new AppError("not-found", "user-not-found", "No account uses this e-mail address.", {
        field: "email",
      });
    }
    const plan = await planById(tx, input.plan_id);
    if (!plan) throw planNotFound();
    if (plan.entitlements.length === 0) {
      throw new AppError("unprocessable", "plan-is-free", "This plan unlocks nothing to give.", {
        field: "plan_id",
      });
    }
    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.planId, plan.id)))
      .for("update");
    const already = existing && grantsAccess(existing, new Date()) && existing.currentPeriodEnd >= endsAt;
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        planId: plan.id,
        status: "active",
        currentPeriodEnd: endsAt,
        complimentary: true,
      })
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.planId],
        set: already
          ? { complimentary: true }
          : {
              status: "active",
              complimentary: true,
              currentPeriodStart: sql`case when ${subscriptions.currentPeriodEnd} > now() and ${subscriptions.status} <> 'expired' then ${subscriptions.currentPeriodStart} else now() end`,
              currentPeriodEnd: endsAt,
              updatedAt: sql`now()`,
            },
      })
      .returning({ id: subscriptions.id });
    const after = await subscriptionView(tx, row!.id);
    return {
      target: { type: "subscription", id: after.id },
      before: existing
        ? { status: existing.status, current_period_end: existing.currentPeriodEnd.toISOString() }
        : null,
      after: { ...after, email: input.email },
      result: after,
      changed: !(already && existing.complimentary),
    };
  });
}

/** Ends access now (complimentary or bought; a refund is the way to give money back). Repeating it changes nothing. */
export function endSubscription(db: Db, who: StaffAction, id: number) {
  return audited(db, who, "subscription.end", async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    const before = await subscriptionView(tx, id);
    const running = locked!.status !== "expired";
    if (running) {
      await tx
        .update(subscriptions)
        .set({
          status: "expired",
          currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, id));
    }
    const after = await subscriptionView(tx, id);
    return { target: { type: "subscription", id }, before, after, result: after, changed: running };
  });
}
