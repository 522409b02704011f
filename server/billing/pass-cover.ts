import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { subscriptionsOf } from "./subscriptions.ts";
import type { PlanView } from "./types.ts";

const DAY_MS = 86_400_000;

/** A pass the account's other plan already gives in full, for as long as the pass would last. */
export type PassCover = { plan_id: number; covered_by: string; covered_until: string };

/**
 * The passes among `offered` that would add nothing bought now: another plan that will not lapse
 * (active, or cancelled with its days paid) unlocks all the pass unlocks until after the pass
 * would end. More of the same pass is never covered, since passes stack.
 */
export async function coveredPasses(
  db: Db,
  userId: number,
  offered: Array<Pick<PlanView, "id" | "interval" | "interval_count" | "entitlements">>,
  now = new Date(),
): Promise<PassCover[]> {
  const passes = offered.filter((plan) => plan.interval === "pass");
  if (passes.length === 0) return [];
  const held = (await subscriptionsOf(db, userId)).filter(
    ({ subscription }) => subscription.status === "active" || subscription.status === "cancelled",
  );
  return passes.flatMap((pass) => {
    const passEnd = now.getTime() + pass.interval_count * DAY_MS;
    const cover = held.find(
      ({ subscription, plan }) =>
        plan.id !== pass.id &&
        subscription.currentPeriodEnd.getTime() >= passEnd &&
        pass.entitlements.every((entitlement) => plan.entitlements.includes(entitlement)),
    );
    return cover
      ? [
          {
            plan_id: pass.id,
            covered_by: cover.plan.name,
            covered_until: cover.subscription.currentPeriodEnd.toISOString(),
          },
        ]
      : [];
  });
}

/** Checkout's answer to a pass that would add nothing: nothing is charged. */
export const alreadyCovered = (cover: PassCover) =>
  new AppError(
    "conflict",
    "already-covered",
    `Your ${cover.covered_by} plan already gives you everything in this pass for as long as it would last, so buying it would add nothing.`,
    { ...cover },
  );
