import type { RouterContextProvider } from "react-router";
import { CONTENT_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { viewerContext } from "../../lib/viewer.ts";
import { billingOf } from "./billing.server.ts";

/**
 * Plans side by side; for a signed-in fan, which one they hold now (the free plan when none) and
 * which passes it already covers; whether paying here is the demo checkout.
 */
export async function pricingData({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const billing = billingOf(context);
  const viewer = context.get(viewerContext);
  const plans = await billing.plans();
  const [subscription, covered] = await Promise.all([
    viewer ? billing.subscriptionOf(viewer.id) : Promise.resolve(null),
    viewer ? billing.coveredPasses(viewer.id, plans) : Promise.resolve([]),
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
    /** Passes the fan's plan already gives in full: checkout would refuse them (`already-covered`). */
    covered,
    /** The site sells through its own demo checkout: nothing is charged. */
    demoPayment: billing.methods().includes("sandbox"),
    realPayment: billing.methods().some((method) => method !== "sandbox"),
    /** The VAT rate the prices include (VAT_RATE), itemised under each price; null when unset. */
    vatRate: requestScopeOf(context).services.config.VAT_RATE ?? null,
  };
}
