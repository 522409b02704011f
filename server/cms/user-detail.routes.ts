import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { dataResponse, cmsDenied as denied, jsonBody } from "../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../http/pagination.ts";
import { actorOf } from "../http/staff-actor.ts";
import { ROLE_NAMES, security, tags, userAnswer, userIdParam } from "./users.schemas.ts";

const notFound = { 404: { description: "`user-not-found`." } };
const params = z.object({ id: userIdParam });

const getRoute = createRoute({
  method: "get",
  path: "/cms/users/{id}",
  operationId: "getUser",
  tags,
  security,
  summary: "One account (moderators read)",
  request: { params },
  responses: { 200: userAnswer, ...denied, ...notFound },
});

const roleRoute = createRoute({
  method: "put",
  path: "/cms/users/{id}/role",
  operationId: "changeUserRole",
  tags,
  security,
  summary:
    "Set an account's role (admins; not your own); audited as `user.role`. The same role again changes nothing",
  request: {
    params,
    body: jsonBody(z.object({ role: z.enum(ROLE_NAMES) })),
  },
  responses: {
    200: userAnswer,
    ...denied,
    ...notFound,
    409: { description: "`cannot-change-own-role`." },
    422: { description: "`guest-cannot-be-staff`: a guest account gets no role but `user`." },
  },
});

const twoStepResetRoute = createRoute({
  method: "post",
  path: "/cms/users/{id}/two-step/reset",
  operationId: "resetUserTwoStep",
  tags,
  security,
  summary:
    "Turn an account's two-step off and end its sessions, so it signs in and enrols again; audited as `user.two-step.reset`",
  request: { params },
  responses: {
    200: {
      description:
        "The account after the reset and how many sessions ended (0 when two-step was already off).",
      content: {
        "application/json": {
          schema: z.object({
            data: userAnswer.content["application/json"].schema.shape.data,
            sessions_ended: z.number().int(),
          }),
        },
      },
    },
    ...denied,
    ...notFound,
    409: { description: "`cannot-reset-own-two-step`." },
  },
});

const sessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
  })
  .openapi("CmsUserSession");

const sessionsRoute = createRoute({
  method: "get",
  path: "/cms/users/{id}/sessions",
  operationId: "listUserSessions",
  tags,
  security,
  summary: "An account's active sessions, most recently used first (moderators read)",
  request: { params, query: z.object({ limit: limitParam(50, 200), offset: offsetParam }) },
  responses: {
    ...listResponse("A page of sessions and how many are active.", sessionSchema),
    ...denied,
    ...notFound,
  },
});

const ownSessions = { 409: { description: "`cannot-revoke-own-sessions`." } };

const revokeOneRoute = createRoute({
  method: "delete",
  path: "/cms/users/{id}/sessions/{sessionId}",
  operationId: "revokeUserSession",
  tags,
  security,
  summary: "Sign one device of an account out at once; audited as `user.session.revoke`",
  request: { params: params.extend({ sessionId: z.string().min(1).max(64) }) },
  responses: {
    204: { description: "Signed out." },
    ...denied,
    404: { description: "`user-not-found`, `session-not-found`." },
    ...ownSessions,
  },
});

const revokeAllRoute = createRoute({
  method: "delete",
  path: "/cms/users/{id}/sessions",
  operationId: "revokeUserSessions",
  tags,
  security,
  summary: "Sign every device of an account out at once; audited as `user.sessions.revoke`",
  request: { params },
  responses: {
    200: dataResponse("How many sessions ended.", z.object({ revoked: z.number().int() })),
    ...denied,
    ...notFound,
    ...ownSessions,
  },
});

/** One account in the admin area: its role, two-step and sessions (the guard is set by the caller). */
export function mountCmsUserDetailRoutes(api: ApiRouter): void {
  api.openapi(getRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.auth.getUser(c.req.valid("param").id) }, 200);
  });
  api.openapi(roleRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = await c.var.services.auth.changeRole(await actorOf(c), id, c.req.valid("json").role);
    return c.json({ data: user }, 200);
  });
  api.openapi(twoStepResetRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { user, sessionsEnded } = await c.var.services.auth.resetTwoStep(await actorOf(c), id);
    return c.json({ data: user, sessions_ended: sessionsEnded }, 200);
  });
  api.openapi(sessionsRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const page = await c.var.services.auth.listUserSessions(c.req.valid("param").id, c.req.valid("query"));
    return c.json(page, 200);
  });
  api.openapi(revokeOneRoute, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    await c.var.services.auth.revokeUserSession(await actorOf(c), id, sessionId);
    return c.body(null, 204);
  });
  api.openapi(revokeAllRoute, async (c) => {
    const result = await c.var.services.auth.revokeAllUserSessions(await actorOf(c), c.req.valid("param").id);
    return c.json({ data: result }, 200);
  });
}
