import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { errorResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { listResponse } from "../../http/pagination.ts";
import { actorOf } from "../../http/staff-actor.ts";
import { cmsPlanView, planCreate, planPatch, planQuery } from "../admin/schemas.ts";
import { billingStaff, denied, idempotencyHeader, onlyPost, security, tags } from "./cms-common.ts";

const one = { "application/json": { schema: z.object({ data: cmsPlanView }) } };

const listRoute = createRoute({
  method: "get",
  path: "/cms/plans",
  operationId: "listCmsPlans",
  tags,
  security,
  summary: "Every plan, on sale or not: search, filter, sort and page (admins)",
  request: { query: planQuery },
  responses: {
    ...listResponse("A page of plans and how many match.", cmsPlanView),
    ...denied,
  },
});

const createPlanRoute = createRoute({
  method: "post",
  path: "/cms/plans",
  operationId: "createCmsPlan",
  tags,
  security,
  summary: "Add a plan (needs an Idempotency-Key)",
  request: {
    headers: z.object(idempotencyHeader(true)),
    body: jsonBody(planCreate),
  },
  responses: {
    201: { description: "The new plan; Location and ETag name it.", content: one },
    400: errorResponse("`invalid-<field>`, `invalid-idempotency-key`."),
    ...denied,
    409: errorResponse("`plan-slug-taken` with `details.field`; `idempotency-key-in-progress`."),
    422: errorResponse("`idempotency-key-reused`."),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/cms/plans/{id}",
  operationId: "getCmsPlan",
  tags,
  security,
  summary: "One plan, with its version as ETag",
  request: { params: idParam },
  responses: {
    200: { description: "The plan.", content: one },
    ...denied,
    404: errorResponse("`plan-not-found`."),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/cms/plans/{id}",
  operationId: "updateCmsPlan",
  tags,
  security,
  summary: "Edit a plan: send the version read as If-Match or `version`",
  description:
    "A new price applies to checkouts started from now on; payments already made keep the amount they were charged.",
  request: {
    params: idParam,
    headers: z.object({
      "if-match": z.string().max(40).optional().openapi({ description: 'The version read, as `"7"`.' }),
    }),
    body: jsonBody(planPatch),
  },
  responses: {
    200: { description: "The plan after the edit.", content: one },
    400: errorResponse("`invalid-<field>`, `version-required`, `invalid-if-match`, `version-mismatch`."),
    ...denied,
    404: errorResponse("`plan-not-found`."),
    409: errorResponse("`edit-conflict` with `details.current`; `plan-slug-taken` with `details.field`."),
  },
});

/** `/cms/plans`: the price list as staff manage it. */
export function mountCmsPlanRoutes(api: ApiRouter): void {
  api.use("/cms/plans", billingStaff, onlyPost(idempotent("cms-plans", { required: true })));
  api.use("/cms/plans/*", billingStaff);
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.billing.admin.plans(c.req.valid("query")), 200);
  });
  api.openapi(getRoute, async (c) => {
    const plan = await c.var.services.billing.admin.plan(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(plan.version));
    return c.json({ data: plan }, 200);
  });
  api.openapi(createPlanRoute, async (c) => {
    const plan = await c.var.services.billing.admin.createPlan(await actorOf(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    c.header("Location", `${c.req.path}/${plan.id}`);
    c.header("ETag", versionTag(plan.version));
    return c.json({ data: plan }, 201);
  });
  api.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { version, ...patch } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const plan = await c.var.services.billing.admin.updatePlan(await actorOf(c), { id, base, patch });
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(plan.version));
    return c.json({ data: plan }, 200);
  });
}
