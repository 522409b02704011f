import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { requireViewer } from "./guard.ts";

const tags = ["Account"];
const security = [{ bearer: [] }];

const listRoute = createRoute({
  method: "get",
  path: "/auth/me/sign-in-methods",
  operationId: "listSignInMethods",
  tags,
  security,
  summary: "The ways this account signs in: password, e-mail link, phone, social identities",
  responses: { 200: { description: "The methods in `data`." }, 401: { description: "`unauthenticated`" } },
});

const unlinkRoute = createRoute({
  method: "delete",
  path: "/auth/me/sign-in-methods/{method}",
  operationId: "unlinkSignInMethod",
  tags,
  security,
  summary: "Remove a way to sign in (never the last one)",
  request: {
    params: z.object({ method: z.enum(["password", "email-link", "phone", "social"]) }),
    query: z.object({ identity_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  },
  responses: {
    200: { description: "The methods left, in `data`." },
    400: { description: "`method-not-removable`: the e-mail address is changed, not removed." },
    401: { description: "`unauthenticated`" },
    403: { description: "`requires-recent-login`" },
    404: { description: "`method-not-linked`" },
    409: { description: "`last-sign-in-method`" },
  },
});

export function mountMethodRoutes(api: ApiRouter): void {
  api.openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ data: await c.var.services.auth.listSignInMethods(viewer) }, 200);
  });
  api.openapi(unlinkRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { method } = c.req.valid("param");
    const { identity_id } = c.req.valid("query");
    const left = await c.var.services.auth.unlinkSignInMethod(viewer, { method, identityId: identity_id });
    return c.json({ data: left }, 200);
  });
}
