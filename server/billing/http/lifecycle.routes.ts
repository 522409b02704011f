import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse, errorResponse, jsonBody } from "../../http/openapi-parts.ts";
import { accountIdOf } from "./account.ts";
import { planSchema, subscriptionSchema } from "./schemas.ts";

const tags = ["Billing"];
const security = [{ bearer: [] }];

export const subscriptionStateSchema = subscriptionSchema
  .extend({
    renewal: z.enum(["automatic", "manual", "none"]).openapi({
      description:
        "`automatic`: charged each period by card; `manual`: paid each period by the fan; `none`: a pass",
    }),
    next_plan: planSchema.nullable().openapi({ description: "A downgrade that starts at the period end" }),
    grace_ends_at: z.string().nullable().openapi({ description: "Past due: when access stops unless paid" }),
  })
  .openapi("SubscriptionState");

const stateAnswer = dataResponse(
  "The subscription as it stands now; repeating the call changes nothing more.",
  subscriptionStateSchema,
);

const notFound = errorResponse("`subscription-not-found`: the account never had a recurring plan.");
const passOnly = errorResponse(
  "`subscription-not-recurring`: the account holds passes only, which end by themselves.",
);
const gatewayDown = errorResponse(
  "`payment-gateway-unavailable`: Stripe, which renews this card plan, did not take the change; nothing changed, try again.",
);

const cancelRoute = createRoute({
  method: "post",
  path: "/billing/subscription/cancel",
  operationId: "cancelSubscription",
  tags,
  security,
  summary: "Stop renewing the plan; access stays until the period end",
  responses: { 200: stateAnswer, 404: notFound, 422: passOnly, 503: gatewayDown },
});

const resumeRoute = createRoute({
  method: "post",
  path: "/billing/subscription/resume",
  operationId: "resumeSubscription",
  tags,
  security,
  summary: "Undo a cancellation before the period ends",
  responses: {
    200: stateAnswer,
    404: notFound,
    409: errorResponse("`subscription-ended`: the plan has ended; buy it again."),
    422: passOnly,
    503: gatewayDown,
  },
});

const changeRoute = createRoute({
  method: "post",
  path: "/billing/subscription/change",
  operationId: "changeSubscriptionPlan",
  tags,
  security,
  summary: "Move to another recurring plan",
  description:
    "A plan charging no more per period is `scheduled`: the current plan runs to its period end and the next period is on " +
    "the new one. A dearer plan, another currency, or any change while past due answers `checkout`: pay for " +
    "the new plan at `checkout_url`; it starts when paid and the old plan stops renewing (its paid days are " +
    "kept, not refunded). The same plan answers `none` and drops a scheduled change.",
  request: {
    body: jsonBody(z.object({ plan_id: z.number().int().positive().max(2_147_483_647) })),
  },
  responses: {
    200: dataResponse(
      "What the change does and when.",
      z.object({
        change: z.enum(["none", "scheduled", "checkout"]),
        effective_at: z.string().nullable(),
        checkout_url: z.string().nullable(),
        subscription: subscriptionStateSchema,
      }),
    ),
    400: errorResponse("`invalid-plan_id`."),
    404: errorResponse("`plan-not-found`, `subscription-not-found`."),
    422: errorResponse(
      "`plan-not-recurring` (a pass), `plan-is-free` (cancel instead), `subscription-not-recurring`.",
    ),
    503: gatewayDown,
  },
});

/** Cancel, resume and change the signed-in account's recurring plan. */
export function mountLifecycleRoutes(api: ApiRouter): void {
  api.openapi(cancelRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.cancelSubscription(userId) }, 200);
  });
  api.openapi(resumeRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.resumeSubscription(userId) }, 200);
  });
  api.openapi(changeRoute, async (c) => {
    const userId = await accountIdOf(c.req.raw, c.var.services);
    const { plan_id } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.billing.changePlan(userId, plan_id) }, 200);
  });
}
