import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { Tx } from "../platform/transactions.ts";
import { PAST_DUE_GRACE_DAYS } from "./access.ts";
import type { RenewalGateway } from "./gateways/types.ts";
import { type PlanRow, planById, toPlanView } from "./plans.ts";
import { payments, plans, scheduledPlanChanges, subscriptions } from "./schema.ts";
import { currentSubscription } from "./subscriptions.ts";
import type { PlanView, SubscriptionView } from "./types.ts";

const DAY_MS = 86_400_000;

/** The current subscription with what happens at its end. */
export type SubscriptionState = SubscriptionView & {
  /** `automatic`: the card gateway charges each period; `manual`: the fan pays each period; `none`: a pass. */
  renewal: "automatic" | "manual" | "none";
  /** A downgrade waiting for the period end. */
  next_plan: PlanView | null;
  /** Past due: access stops at this instant unless the period is paid. */
  grace_ends_at: string | null;
};

export type PlanChange = {
  /** `none`: already on it; `scheduled`: from the period end; `checkout`: pay for the new plan to switch now. */
  change: "none" | "scheduled" | "checkout";
  effective_at: string | null;
  checkout_url: string | null;
  subscription: SubscriptionState;
};

/** The account's subscription as the account page and the API show it; null when none was ever bought. */
export async function subscriptionState(db: Db, userId: number, now = new Date()) {
  const view = await currentSubscription(db, userId, now);
  if (!view) return null;
  const [row] = await db
    .select({ method: payments.method, next: scheduledPlanChanges.planId })
    .from(subscriptions)
    .leftJoin(payments, eq(payments.id, subscriptions.sourcePaymentId))
    .leftJoin(scheduledPlanChanges, eq(scheduledPlanChanges.subscriptionId, subscriptions.id))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, view.plan.id)));
  const next = row?.next ? await planById(db, row.next) : undefined;
  const end = Date.parse(view.current_period_end);
  return {
    ...view,
    renewal: view.plan.interval === "pass" ? "none" : row?.method === "card" ? "automatic" : "manual",
    next_plan: next ? toPlanView(next) : null,
    grace_ends_at:
      view.status === "past_due" ? new Date(end + PAST_DUE_GRACE_DAYS * DAY_MS).toISOString() : null,
  } satisfies SubscriptionState;
}

async function stateOf(db: Db, userId: number): Promise<SubscriptionState> {
  return (await subscriptionState(db, userId))!;
}

/**
 * The recurring subscription cancel, resume and change act on: the latest one still running,
 * else the latest that ran. A fan with passes only has nothing that renews.
 */
async function recurringOf(db: Db, userId: number) {
  const rows = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} = 'expired'`, desc(subscriptions.currentPeriodEnd));
  const recurring = rows.find((row) => row.plan.interval !== "pass");
  if (recurring) return recurring;
  if (rows.length > 0) {
    throw new AppError(
      "unprocessable",
      "subscription-not-recurring",
      "A pass ends by itself: there is nothing to cancel, resume or change.",
    );
  }
  throw new AppError(
    "not-found",
    "subscription-not-found",
    "You have no plan yet; choose one on the pricing page.",
  );
}

/**
 * Holds the subscription's row for a change: changes to one subscription, and the calls they make
 * to the gateway that renews it, take turns.
 */
async function hold(tx: Tx, id: number) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row!;
}

/**
 * Stops renewal: access stays until the period end (a card subscription past due ends on the
 * gateway at once, its paid period being over). Cancelling again changes nothing.
 */
export async function cancelSubscription(
  db: Db,
  userId: number,
  renewals: RenewalGateway | null,
): Promise<SubscriptionState> {
  const { subscription } = await recurringOf(db, userId);
  await db.transaction(async (tx) => {
    const held = await hold(tx, subscription.id);
    if (held.status !== "active" && held.status !== "past_due") return;
    const when = held.status === "past_due" ? "now" : "period-end";
    await renewals?.cancel(tx, { userId, planId: held.planId }, when);
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(eq(subscriptions.id, held.id));
    await tx.delete(scheduledPlanChanges).where(eq(scheduledPlanChanges.subscriptionId, held.id));
  });
  return stateOf(db, userId);
}

/** Undoes a cancellation before the period ends; resuming a running plan changes nothing. */
export async function resumeSubscription(
  db: Db,
  userId: number,
  renewals: RenewalGateway | null,
  now = new Date(),
): Promise<SubscriptionState> {
  const { subscription } = await recurringOf(db, userId);
  const ended =
    subscription.status === "expired" ||
    (subscription.status === "cancelled" && subscription.currentPeriodEnd <= now);
  if (ended) {
    throw new AppError(
      "conflict",
      "subscription-ended",
      "This plan has already ended; choose it again on the pricing page.",
    );
  }
  await db.transaction(async (tx) => {
    const held = await hold(tx, subscription.id);
    if (held.status !== "cancelled" || held.currentPeriodEnd <= now) return;
    await renewals?.resume(tx, { userId, planId: held.planId });
    await tx
      .update(subscriptions)
      .set({ status: "active", updatedAt: sql`now()` })
      .where(eq(subscriptions.id, held.id));
  });
  return stateOf(db, userId);
}

/**
 * Moves to another recurring plan. One whose charge is no higher (yearly to monthly, a smaller
 * plan) starts at the period end: nothing to pay now, nothing refunded. A dearer one, or any
 * change while past due, is bought at checkout and starts when paid, the old plan then
 * stopping its renewal with its paid days kept. A plan the card gateway renews is changed there
 * too, in the same transaction: what it charges at the period end is what this site shows.
 */
export async function changePlan(
  db: Db,
  userId: number,
  planId: number,
  renewals: RenewalGateway | null,
  now = new Date(),
): Promise<PlanChange> {
  const target = await planById(db, planId, { activeOnly: true });
  if (!target) throw new AppError("not-found", "plan-not-found", "There is no plan on sale with this id.");
  if (target.interval === "pass")
    throw new AppError(
      "unprocessable",
      "plan-not-recurring",
      "A pass is bought at checkout, not switched to.",
    );
  if (target.amount === 0)
    throw new AppError("unprocessable", "plan-is-free", "To go back to the free plan, cancel your plan.");
  const { subscription, plan } = await recurringOf(db, userId);
  const running =
    subscription.status === "active" ||
    subscription.status === "past_due" ||
    (subscription.status === "cancelled" && subscription.currentPeriodEnd > now);
  const answer = async (change: PlanChange["change"], effective: Date | null): Promise<PlanChange> => ({
    change,
    effective_at: effective?.toISOString() ?? null,
    checkout_url: change === "checkout" ? `/checkout/${target.slug}` : null,
    subscription: await stateOf(db, userId),
  });
  if (!running) return answer("checkout", null);
  const own = eq(scheduledPlanChanges.subscriptionId, subscription.id);
  if (target.id === plan.id) {
    await db.transaction(async (tx) => {
      await hold(tx, subscription.id);
      const [dropped] = await tx.delete(scheduledPlanChanges).where(own).returning();
      if (dropped?.gatewayChange)
        await renewals?.dropChange(tx, { userId, planId: plan.id }, dropped.gatewayChange);
    });
    return answer("none", null);
  }
  const cheaper = target.currency === plan.currency && target.amount <= plan.amount;
  if (!cheaper || subscription.status === "past_due") return answer("checkout", null);
  await db.transaction(async (tx) => {
    await hold(tx, subscription.id);
    const [waiting] = await tx.select().from(scheduledPlanChanges).where(own);
    // Asked again for the change already made: the gateway holds it already.
    const gatewayChange =
      waiting?.planId === target.id && waiting.gatewayChange
        ? waiting.gatewayChange
        : ((await renewals?.scheduleChange(tx, { userId, planId: plan.id }, target)) ?? null);
    await tx
      .insert(scheduledPlanChanges)
      .values({ subscriptionId: subscription.id, planId: target.id, gatewayChange })
      .onConflictDoUpdate({
        target: scheduledPlanChanges.subscriptionId,
        set: { planId: target.id, gatewayChange, requestedAt: sql`now()` },
      });
    // Switching down means carrying on: a cancellation is undone.
    await tx
      .update(subscriptions)
      .set({ status: "active", updatedAt: sql`now()` })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, "cancelled")));
  });
  return answer("scheduled", subscription.currentPeriodEnd);
}

/**
 * In the paying transaction of a recurring plan: the account's other recurring plans stop
 * renewing (they keep the days already paid), here and on the gateway that renews them, so a
 * fan who pays for a dearer plan is not charged for the old one at its renewal too. Pending
 * downgrades are dropped, since the fan has just chosen what to pay for.
 */
export async function supersedeOtherPlans(
  tx: Tx,
  userId: number,
  paid: PlanRow,
  renewals: RenewalGateway | null,
): Promise<void> {
  if (paid.interval === "pass") return;
  const recurringPlans = tx.select({ id: plans.id }).from(plans).where(ne(plans.interval, "pass"));
  const superseded = await tx
    .select({ id: subscriptions.id, planId: subscriptions.planId, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.planId, paid.id),
        inArray(subscriptions.status, ["active", "past_due"]),
        inArray(subscriptions.planId, recurringPlans),
      ),
    )
    .for("update");
  for (const old of superseded) {
    // As a cancellation on /account would: a plan past due has no paid days left to keep.
    await renewals?.cancel(
      tx,
      { userId, planId: old.planId },
      old.status === "past_due" ? "now" : "period-end",
    );
  }
  if (superseded.length > 0) {
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        inArray(
          subscriptions.id,
          superseded.map((old) => old.id),
        ),
      );
  }
  const own = tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId));
  await tx.delete(scheduledPlanChanges).where(inArray(scheduledPlanChanges.subscriptionId, own));
}

export { advanceSubscriptions } from "./lifecycle-sweep.ts";
