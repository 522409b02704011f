import type { ApiRouter } from "../http/api-router.ts";
import { mountAccountBillingRoutes } from "./http/account.routes.ts";
import { mountCheckoutRoute } from "./http/checkout.routes.ts";
import { mountStripeRoutes } from "./http/stripe.routes.ts";
import { mountWebhookRoutes } from "./http/webhook.routes.ts";

/** `/plans`, `/billing/*`: plans, checkout, payments, the current subscription and gateway notifications. */
export function mountBillingApi(api: ApiRouter): void {
  mountAccountBillingRoutes(api);
  mountCheckoutRoute(api);
  mountWebhookRoutes(api);
  mountStripeRoutes(api);
}
