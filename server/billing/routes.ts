import type { ApiRouter } from "../http/api-router.ts";
import { mountAccountBillingRoutes } from "./http/account.routes.ts";
import { mountCheckoutRoute } from "./http/checkout.routes.ts";
import { mountCmsBillingRoutes } from "./http/cms.ts";
import { mountLifecycleRoutes } from "./http/lifecycle.routes.ts";
import { mountReceiptRoutes } from "./http/receipts.routes.ts";
import { mountStripeRoutes } from "./http/stripe.routes.ts";
import { mountWebhookRoutes } from "./http/webhook.routes.ts";

/** `/plans`, `/billing/*`: plans, checkout, payments, the current subscription and gateway notifications. */
export function mountBillingApi(api: ApiRouter): void {
  mountAccountBillingRoutes(api);
  mountCheckoutRoute(api);
  mountLifecycleRoutes(api);
  mountReceiptRoutes(api);
  mountWebhookRoutes(api);
  mountCmsBillingRoutes(api);
  mountStripeRoutes(api);
}
