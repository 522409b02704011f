import type { RouterContextProvider } from "react-router";
import { CONTENT_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { viewerContext } from "../../lib/viewer.ts";
import { billingOf } from "./billing.server.ts";

/** Plans side by side; for a signed-in fan, which one they hold now (the free plan when none). */
export async function pricingData({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const billing = billingOf(context);
  const viewer = context.get(viewerContext);
  const [plans, subscription] = await Promise.all([
    billing.plans(),
    viewer ? billing.subscriptionOf(viewer.id) : Promise.resolve(null),
  ]);
  const holding = subscription && subscription.entitlements.length > 0 ? subscription : null;
  const free = plans.find((plan) => plan.amount === 0);
  if (!viewer) sharePage(context, CONTENT_PAGE_SECONDS);
  return {
    plans,
    period:
      new URL(request.url).searchParams.get("period") === "year" ? ("year" as const) : ("month" as const),
    signedIn: viewer !== null,
    currentPlanId: viewer ? (holding?.plan.id ?? free?.id ?? null) : null,
    accessUntil: holding?.current_period_end ?? null,
  };
}
