import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { PAST_DUE_GRACE_DAYS } from "./access.ts";
import { plans, scheduledPlanChanges, subscriptions } from "./schema.ts";

const DAY_MS = 86_400_000;

const passPlans = (db: Db) => db.select({ id: plans.id }).from(plans).where(eq(plans.interval, "pass"));

/**
 * Moves subscriptions along at their period end:
 * - cancelled ones and passes expire;
 * - a recurring plan with a downgrade waiting becomes the new plan, past due until paid (unless
 *   the card gateway holds the change: its renewal switches the plan, stripe-renewal.ts);
 * - any other recurring plan whose next period was not paid turns past due (access for a
 *   three-day grace, the fan is e-mailed), then expires after the grace.
 * Every step is a conditional update, so two servers sweeping at once move each row once.
 * Answers how many expired and the ids that just turned past due (for their e-mail).
 */
export async function advanceSubscriptions(db: Db, now = new Date()) {
  const ended = lte(subscriptions.currentPeriodEnd, now);
  const expiredNow = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      sql`${ended} and (${subscriptions.status} = 'cancelled' or (${subscriptions.status} in ('active', 'past_due') and ${inArray(subscriptions.planId, passPlans(db))}))`,
    )
    .returning({ id: subscriptions.id });

  const switched = await applyScheduledChanges(db, now);

  const pastDue = await db
    .update(subscriptions)
    .set({ status: "past_due", updatedAt: now })
    .where(and(eq(subscriptions.status, "active"), ended))
    .returning({ id: subscriptions.id });

  const graceEnd = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);
  const lapsed = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(subscriptions.status, "past_due"), lte(subscriptions.currentPeriodEnd, graceEnd)))
    .returning({ id: subscriptions.id });

  return {
    expired: expiredNow.length + lapsed.length + switched.expired,
    pastDue: [...switched.pastDue, ...pastDue.map((row) => row.id)],
  };
}

/** Ended plans with a downgrade waiting: the old row expires and the new plan's row waits for payment. */
async function applyScheduledChanges(db: Db, now: Date) {
  const due = await db
    .select({ subscriptionId: scheduledPlanChanges.subscriptionId })
    .from(scheduledPlanChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, scheduledPlanChanges.subscriptionId))
    .where(
      and(
        eq(subscriptions.status, "active"),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(scheduledPlanChanges.gatewayChange),
      ),
    );
  const pastDue: number[] = [];
  for (const { subscriptionId } of due) {
    const moved = await db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId))
        .for("update");
      const [change] = await tx
        .delete(scheduledPlanChanges)
        .where(eq(scheduledPlanChanges.subscriptionId, subscriptionId))
        .returning();
      if (!old || !change || old.status !== "active" || old.currentPeriodEnd > now) return null;
      await tx
        .update(subscriptions)
        .set({ status: "expired", updatedAt: now })
        .where(eq(subscriptions.id, old.id));
      const [next] = await tx
        .insert(subscriptions)
        .values({
          userId: old.userId,
          planId: change.planId,
          status: "past_due",
          currentPeriodStart: old.currentPeriodEnd,
          currentPeriodEnd: old.currentPeriodEnd,
        })
        .onConflictDoUpdate({
          target: [subscriptions.userId, subscriptions.planId],
          set: {
            status: "past_due",
            currentPeriodStart: old.currentPeriodEnd,
            currentPeriodEnd: old.currentPeriodEnd,
            updatedAt: now,
          },
          // A row for that plan paid separately and running past this end is left as it is.
          setWhere: lte(subscriptions.currentPeriodEnd, old.currentPeriodEnd),
        })
        .returning({ id: subscriptions.id });
      return next?.id ?? null;
    });
    if (moved !== null) pastDue.push(moved);
  }
  return { expired: pastDue.length, pastDue };
}
