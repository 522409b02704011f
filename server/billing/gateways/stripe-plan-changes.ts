import { and, desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { PlanRow } from "../plans.ts";
import { stripeUnavailable } from "./stripe.ts";
import { stripeSubscriptions } from "./stripe-schema.ts";
import type { RenewalGateway, RenewingPlan } from "./types.ts";

const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);

const call = <T>(request: Promise<T>): Promise<T> => request.catch(stripeUnavailable);

/**
 * Plan changes, cancellations and resumptions of card subscriptions, made on Stripe as well.
 * A downgrade is a Subscription Schedule made from the subscription: its current phase runs to the
 * period end at today's price, the next is the new plan's price with `plan_id` in its metadata,
 * without proration, and then the schedule lets go. Every call carries an idempotency key named
 * after the subscription's count of changes, which moves only when the change commits here: a retry
 * of a change that failed halfway replays the calls Stripe already took and makes the rest.
 */
export function stripeRenewals(stripe: Stripe): RenewalGateway {
  /** The Stripe subscription renewing this plan, locked for the change, as Stripe holds it now. */
  async function renewing(tx: Tx, plan: RenewingPlan) {
    const [link] = await tx
      .select()
      .from(stripeSubscriptions)
      .where(and(eq(stripeSubscriptions.userId, plan.userId), eq(stripeSubscriptions.planId, plan.planId)))
      .orderBy(desc(stripeSubscriptions.createdAt))
      .limit(1)
      .for("update");
    if (!link) return null;
    const subscription = await call(stripe.subscriptions.retrieve(link.subscriptionId));
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return null;
    const key = (step: string) => `goalline-${link.subscriptionId}-${link.changes}-${step}`;
    const done = async () => {
      await tx
        .update(stripeSubscriptions)
        .set({ changes: sql`${stripeSubscriptions.changes} + 1` })
        .where(eq(stripeSubscriptions.subscriptionId, link.subscriptionId));
    };
    return { subscription, key, done };
  }

  /** Frees the subscription from its schedule: it renews as it stands. */
  async function release(scheduleId: string, idempotencyKey: string) {
    const schedule = await call(stripe.subscriptionSchedules.retrieve(scheduleId));
    if (schedule.status === "active" || schedule.status === "not_started")
      await call(stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey }));
  }

  const setCancel = (id: string, cancel: boolean, idempotencyKey: string) =>
    call(stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, { idempotencyKey }));

  async function scheduleChange(tx: Tx, plan: RenewingPlan, to: PlanRow) {
    if (to.interval === "pass")
      throw new AppError(
        "unprocessable",
        "plan-not-recurring",
        "A pass is bought at checkout, not switched to.",
      );
    const found = await renewing(tx, plan);
    if (!found) return null;
    const { subscription, done } = found;
    const key = (step: string) => found.key(`to-${to.id}-${step}`);
    let scheduleId = idOf(subscription.schedule);
    // Switching down means carrying on: a cancellation is undone first.
    if (subscription.cancel_at_period_end) {
      if (scheduleId) await release(scheduleId, key("release"));
      scheduleId = null;
      await setCancel(subscription.id, false, key("resume"));
    }
    const item = subscription.items.data[0]!;
    const price = await call(
      stripe.prices.create(
        {
          currency: to.currency.toLowerCase(),
          unit_amount: to.amount,
          recurring: { interval: to.interval, interval_count: to.intervalCount },
          product_data: { name: to.name },
          metadata: { plan_id: String(to.id) },
        },
        { idempotencyKey: key("price") },
      ),
    );
    const schedule = scheduleId
      ? await call(stripe.subscriptionSchedules.retrieve(scheduleId))
      : await call(
          stripe.subscriptionSchedules.create(
            { from_subscription: subscription.id },
            { idempotencyKey: key("schedule") },
          ),
        );
    const current = schedule.current_phase ?? {
      start_date: item.current_period_start,
      end_date: item.current_period_end,
    };
    await call(
      stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: "release",
          proration_behavior: "none",
          phases: [
            {
              items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
              start_date: current.start_date,
              end_date: current.end_date,
            },
            {
              items: [{ price: price.id, quantity: 1 }],
              duration: { interval: to.interval, interval_count: to.intervalCount },
              metadata: { plan_id: String(to.id) },
              proration_behavior: "none",
            },
          ],
        },
        { idempotencyKey: key("phases") },
      ),
    );
    await done();
    return schedule.id;
  }

  return {
    scheduleChange,
    async dropChange(tx, plan, change) {
      const found = await renewing(tx, plan);
      if (!found) return false;
      if (idOf(found.subscription.schedule) === change) await release(change, found.key("release"));
      await found.done();
      return true;
    },
    async cancel(tx, plan, when) {
      const found = await renewing(tx, plan);
      if (!found) return false;
      const { subscription, key } = found;
      if (when === "now") await call(stripe.subscriptions.cancel(subscription.id));
      else {
        // Stripe refuses a cancellation on a subscription a schedule holds: the schedule goes first.
        const scheduleId = idOf(subscription.schedule);
        if (scheduleId) await release(scheduleId, key("release"));
        if (!subscription.cancel_at_period_end) await setCancel(subscription.id, true, key("cancel"));
      }
      await found.done();
      return true;
    },
    async resume(tx, plan) {
      const found = await renewing(tx, plan);
      if (!found) return false;
      if (found.subscription.cancel_at_period_end)
        await setCancel(found.subscription.id, false, found.key("resume"));
      await found.done();
      return true;
    },
  };
}
