import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { errorResponse, idParam } from "../../http/openapi-parts.ts";
import { listOf } from "../../http/pagination.ts";
import { actorOf } from "../../http/staff-actor.ts";
import {
  cmsSubscriptionView,
  grantBody,
  revenueQuery,
  revenueView,
  subscriptionQuery,
} from "../admin/schemas.ts";
import { billingStaff, denied, idempotencyHeader, onlyPost, security, tags } from "./cms-common.ts";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const one = json(z.object({ data: cmsSubscriptionView }));

const listRoute = createRoute({
  method: "get",
  path: "/cms/subscriptions",
  operationId: "listCmsSubscriptions",
  tags,
  security,
  summary: "Accounts' access, latest change first: by e-mail, plan, status, complimentary (admins)",
  request: { query: subscriptionQuery },
  responses: {
    200: {
      description: "A page of subscriptions and passes and how many match.",
      content: json(listOf(cmsSubscriptionView)),
    },
    ...denied,
  },
});

const grantRoute = createRoute({
  method: "post",
  path: "/cms/subscriptions",
  operationId: "grantComplimentaryAccess",
  tags,
  security,
  summary: "Give an account a plan's access until `ends_at`, without payment (needs an Idempotency-Key)",
  request: {
    headers: z.object(idempotencyHeader(true)),
    body: { required: true, content: json(grantBody) },
  },
  responses: {
    201: { description: "The account's subscription to the plan after the grant.", content: one },
    ...denied,
    404: errorResponse("`user-not-found`, `plan-not-found`."),
    409: errorResponse("`idempotency-key-in-progress`."),
    422: errorResponse("`ends-in-past`, `plan-is-free`, `idempotency-key-reused`."),
  },
});

const endRoute = createRoute({
  method: "post",
  path: "/cms/subscriptions/{id}/end",
  operationId: "endCmsSubscription",
  tags,
  security,
  summary: "End an account's access to a plan now; ending an ended one changes nothing",
  request: {
    params: idParam,
    headers: z.object(idempotencyHeader(false)),
  },
  responses: {
    200: { description: "The subscription, ended.", content: one },
    ...denied,
    404: errorResponse("`subscription-not-found`."),
    409: errorResponse("`idempotency-key-in-progress`."),
    422: errorResponse("`idempotency-key-reused`."),
  },
});

const revenueRoute = createRoute({
  method: "get",
  path: "/cms/revenue",
  operationId: "getCmsRevenue",
  tags,
  security,
  summary: "Money in per UTC day or month and currency: paid minus refunded, in minor units (admins)",
  request: { query: revenueQuery },
  responses: {
    200: {
      description: "Periods with money in or out, and totals per currency.",
      content: json(revenueView),
    },
    400: errorResponse("`invalid-range`, `revenue-range-too-long`, `invalid-<field>`."),
    ...denied,
  },
});

/** `/cms/subscriptions` (complimentary access, ending access) and `/cms/revenue`. */
export function mountCmsAccessRoutes(api: ApiRouter): void {
  api.use("/cms/subscriptions", billingStaff, onlyPost(idempotent("cms-subscriptions", { required: true })));
  api.use("/cms/subscriptions/*", billingStaff, idempotent("cms-subscriptions-end"));
  api.use("/cms/revenue", billingStaff);
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.admin.subscriptions(c.req.valid("query")), 200);
  });
  api.openapi(grantRoute, async (c) => {
    const subscription = await c.var.services.billing.admin.grant(await actorOf(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json({ data: subscription }, 201);
  });
  api.openapi(endRoute, async (c) => {
    const subscription = await c.var.services.billing.admin.endSubscription(
      await actorOf(c),
      c.req.valid("param").id,
    );
    c.header("Cache-Control", "no-store");
    return c.json({ data: subscription }, 200);
  });
  api.openapi(revenueRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.admin.revenue(c.req.valid("query")), 200);
  });
}
