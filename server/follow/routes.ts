import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { errorResponse, jsonBody } from "../http/openapi-parts.ts";
import { FAVOURITES_LIMIT } from "./types.ts";

const ids = (what: string) =>
  z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(FAVOURITES_LIMIT)
    .openapi({ description: `${what} ids, at most ${FAVOURITES_LIMIT}`, example: [3, 12] });

const favouritesSchema = z
  .object({ teams: ids("Team"), competitions: ids("Competition"), matches: ids("Match") })
  .openapi("Favourites");

const answer = {
  description: "The account's favourites, in the order they were starred",
  content: { "application/json": { schema: favouritesSchema } },
};
const security = [{ bearer: [] }];
const tags = ["Favourites"];

const getRoute = createRoute({
  method: "get",
  path: "/auth/me/favourites",
  operationId: "getFavourites",
  tags,
  security,
  summary: "The teams, competitions and matches the signed-in fan follows",
  responses: { 200: answer },
});

const putRoute = createRoute({
  method: "put",
  path: "/auth/me/favourites",
  operationId: "replaceFavourites",
  tags,
  security,
  summary: "Replace the favourites (idempotent)",
  description:
    "Sets all three lists at once to exactly what is sent. Ids of teams, competitions or matches that do " +
    "not exist are dropped, not refused, so a list kept on a device stays usable after data changes; " +
    "the answer shows what was stored. To merge a guest's favourites after signing in, GET, take the " +
    "union, and PUT it.",
  request: { body: jsonBody(favouritesSchema) },
  responses: {
    200: answer,
    400: errorResponse(
      "`invalid-teams`, `invalid-competitions`, `invalid-matches` (with the position of a bad id, e.g. " +
        "`invalid-teams-0`): a list missing, too long, or holding something other than positive integers",
    ),
  },
});

async function accountId(request: Request, services: Parameters<typeof callerOf>[1]): Promise<number> {
  const caller = await callerOf(request, services);
  if (caller.kind !== "account") {
    throw new AppError("unauthenticated", "auth-required", "Sign in to keep favourites in your account.");
  }
  return caller.auth.user.id;
}

/** GET and PUT /auth/me/favourites: a signed-in fan's followed teams, competitions and matches. */
export function mountFollowApi(api: ApiRouter): void {
  api.openapi(getRoute, async (c) => {
    const userId = await accountId(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.follow.favourites(userId), 200);
  });
  api.openapi(putRoute, async (c) => {
    const userId = await accountId(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.follow.replace(userId, c.req.valid("json")), 200);
  });
}
