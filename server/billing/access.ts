import type { PlanInterval, SubscriptionStatus } from "./types.ts";

/** A renewal that failed keeps access this long past the period end, while the fan fixes the card. */
export const PAST_DUE_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

/** Whether a subscription unlocks its plan now: cancelled ones keep access until their period ends. */
export function grantsAccess(
  subscription: { status: SubscriptionStatus; currentPeriodEnd: Date },
  now: Date,
): boolean {
  const end = subscription.currentPeriodEnd.getTime();
  switch (subscription.status) {
    case "active":
    case "cancelled":
      return end > now.getTime();
    case "past_due":
      return end + PAST_DUE_GRACE_DAYS * DAY_MS > now.getTime();
    case "expired":
      return false;
  }
}

/** The SQL interval one payment buys: months or years for subscriptions, days for a pass. */
export function periodSql(interval: PlanInterval, count: number): string {
  const unit = { month: "months", year: "years", pass: "days" }[interval];
  return `make_interval(${unit} => ${Math.trunc(count)})`;
}
