import type { ApiRouter } from "../../http/api-router.ts";
import { mountCmsAccessRoutes } from "./cms-access.routes.ts";
import { mountCmsPaymentRoutes } from "./cms-payments.routes.ts";
import { mountCmsPlanRoutes } from "./cms-plans.routes.ts";

/** The admin area's billing API (`billing:manage`): plans, payments, refunds, access and revenue. */
export function mountCmsBillingRoutes(api: ApiRouter): void {
  mountCmsPlanRoutes(api);
  mountCmsPaymentRoutes(api);
  mountCmsAccessRoutes(api);
}
