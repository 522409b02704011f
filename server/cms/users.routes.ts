import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { readOrWrite } from "../http/caller.ts";
import { idempotent } from "../http/idempotency.ts";
import { cmsDenied as denied } from "../http/openapi-parts.ts";
import { limitParam, listOf, offsetParam } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { recordAudit } from "../platform/audit/audit.ts";
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
    200: {
      description: "A page of accounts and how many match.",
      content: {
        "application/json": { schema: listOf(userSchema) },
      },
    },
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
      200: {
        description: "The account after the change.",
        content: { "application/json": { schema: z.object({ data: userSchema }) } },
      },
      ...denied,
      404: { description: "`user-not-found`." },
      409: { description: "`cannot-disable-self`." },
    },
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
  for (const action of ["disable", "enable"] as const) {
    api.openapi(stateRoute(action), async (c) => {
      const { id } = c.req.valid("param");
      const { actor, ip } = await actorOf(c);
      if (action === "disable" && actor.kind === "account" && actor.id === String(id)) {
        return c.json(
          { error: { code: "cannot-disable-self", message: "You cannot disable your own account." } },
          409,
        );
      }
      const { services } = c.var;
      const { before, after } = await services.auth.changeUserState(id, action === "disable");
      if (before.disabled !== after.disabled) {
        await recordAudit(services.database.db, {
          actor,
          action: `user.${action}`,
          target: { type: "user", id },
          before: { disabled: before.disabled },
          after: { disabled: after.disabled },
          ip,
        });
      }
      return c.json({ data: after }, 200);
    });
  }
}
