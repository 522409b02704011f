import { createRoute, z } from "@hono/zod-openapi";
import { USER_BULK_ACTIONS } from "../auth/service.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { bulkBody, bulkResponses } from "../http/bulk.ts";
import { readOrWrite } from "../http/caller.ts";
import { idempotent } from "../http/idempotency.ts";
import { dataResponse, cmsDenied as denied } from "../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { SINCE, sinceInstant } from "./since.ts";
import { mountCmsUserDetailRoutes } from "./user-detail.routes.ts";
import { ROLE_NAMES, security, tags, userIdParam, userSchema } from "./users.schemas.ts";

const listRoute = createRoute({
  method: "get",
  path: "/cms/users",
  operationId: "listUsers",
  tags,
  security,
  summary: "Accounts: search by e-mail or name, filter by role and state (moderators read)",
  request: {
    query: z.object({
      q: z.string().trim().max(100).optional(),
      role: z.enum(ROLE_NAMES).optional(),
      state: z.enum(["active", "disabled"]).optional(),
      since: z
        .string()
        .regex(SINCE)
        .refine((value) => value === "today" || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        .optional()
        .openapi({ description: "Accounts created since a day began: `today` or `YYYY-MM-DD`, in `tz`." }),
      tz: z.string().max(64).optional().openapi({ description: "IANA time zone for `since` (default UTC)." }),
      sort: z.enum(["created", "email", "name", "last-sign-in"]).default("created"),
      order: z.enum(["asc", "desc"]).default("desc"),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: {
    ...listResponse("A page of accounts and how many match.", userSchema),
    ...denied,
  },
});

const stateRoute = (action: "disable" | "enable") =>
  createRoute({
    method: "post",
    path: `/cms/users/{id}/${action}`,
    operationId: `${action}User`,
    tags,
    security,
    summary:
      action === "disable"
        ? "Disable an account: its sessions end at once and sign-in answers `user-disabled`"
        : "Enable a disabled account",
    request: { params: z.object({ id: userIdParam }) },
    responses: {
      200: dataResponse("The account after the change.", userSchema),
      ...denied,
      404: { description: "`user-not-found`." },
      409: { description: "`cannot-disable-self`." },
    },
  });

const bulkRoute = createRoute({
  method: "post",
  path: "/cms/users/bulk",
  operationId: "bulkCmsUsers",
  tags,
  security,
  summary: "Disable or enable many accounts at once, all or none (admins)",
  description:
    "Each account changed is audited as one changed alone; a disabled account's sessions end at once. An account already as asked is counted in `unchanged`, so a retry is safe; an id of no account refuses the whole batch.",
  request: { body: bulkBody(USER_BULK_ACTIONS) },
  responses: bulkResponses("accounts", "users-not-found", {
    409: { description: "`cannot-disable-self`: the batch holds your own account; nothing was changed." },
  }),
});

/** Moderators may look accounts and their sessions up (`users:read`); only admins change them. */
const usersScope = requireCms(readOrWrite("users:read", "users:manage"));

/** Users section of the admin area: reads for `users:read`, changes for `users:manage`, each audited. */
export function mountCmsUserRoutes(api: ApiRouter): void {
  api.use("/cms/users", usersScope);
  api.use("/cms/users/*", usersScope, idempotent("cms-users"));
  mountCmsUserDetailRoutes(api);
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { since, tz, ...query } = c.req.valid("query");
    const filter = { ...query, since: since ? sinceInstant(since, tz) : undefined };
    return c.json(await c.var.services.auth.listUsers(filter), 200);
  });
  api.openapi(bulkRoute, async (c) => {
    const { action, ids } = c.req.valid("json");
    return c.json({ data: await c.var.services.auth.changeUsersState(await actorOf(c), action, ids) }, 200);
  });
  for (const action of USER_BULK_ACTIONS) {
    api.openapi(stateRoute(action), async (c) => {
      const { id } = c.req.valid("param");
      const { after } = await c.var.services.auth.changeUserState(await actorOf(c), id, action);
      return c.json({ data: after }, 200);
    });
  }
}
