import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { orNull } from "../../http/openapi-nullable.ts";
import { dataResponse, errorResponse, idParam } from "../../http/openapi-parts.ts";
import { accountIdOf } from "./account.ts";
import { subscriptionStateSchema } from "./lifecycle.routes.ts";
import { paymentSchema, planSchema } from "./schemas.ts";

const tags = ["Billing"];
const security = [{ bearer: [] }];

const plansRoute = createRoute({
  method: "get",
  path: "/plans",
  operationId: "listPlans",
  tags,
  summary: "The plans on sale, in display order",
  responses: {
    200: dataResponse("Plans with prices in minor units and what each unlocks.", z.array(planSchema)),
  },
});

const subscriptionRoute = createRoute({
  method: "get",
  path: "/billing/subscription",
  operationId: "getSubscription",
  tags,
  security,
  summary: "The signed-in account's current plan and what it unlocks now",
  responses: {
    200: dataResponse(
      "The subscription or pass granting access now (else the latest one), or null when none was ever bought.",
      orNull(subscriptionStateSchema),
    ),
  },
});

const paymentRoute = createRoute({
  method: "get",
  path: "/billing/payments/{id}",
  operationId: "getPayment",
  tags,
  security,
  summary: "One of the signed-in account's payments",
  request: { params: idParam },
  responses: {
    200: dataResponse("The payment and where it stands.", paymentSchema),
    404: errorResponse("`payment-not-found`: no payment of this account has this id."),
  },
});

export function mountAccountBillingRoutes(api: ApiRouter): void {
  api.openapi(plansRoute, async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    // Names, descriptions and features are worded in the language Accept-Language asks for.
    c.header("Vary", "Accept-Language", { append: true });
    return c.json({ data: await c.var.services.billing.plans() }, 200);
  });
  api.openapi(subscriptionRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.subscriptionStateOf(userId) }, 200);
  });
  api.openapi(paymentRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.payment(userId, c.req.valid("param").id) }, 200);
  });
}
