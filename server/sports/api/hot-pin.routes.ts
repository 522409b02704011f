import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf, readOrWrite } from "../../http/caller.ts";
import { cmsDenied, dataResponse, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf, requireCms, type Staff } from "../../http/staff-actor.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

const pinSchema = z
  .object({ match_id: z.number().int(), pinned_by: z.string(), pinned_at: z.string() })
  .openapi("HotMatchPin");

const readRoute = createRoute({
  method: "get",
  path: "/cms/hot-match",
  operationId: "getHotMatchPin",
  tags,
  security,
  summary: "The pinned hot match, if any, and who pinned it (all staff)",
  responses: {
    200: dataResponse("The pin, or null.", pinSchema.nullable()),
    ...cmsDenied,
  },
});

const pinRoute = createRoute({
  method: "put",
  path: "/cms/hot-match",
  operationId: "pinHotMatch",
  tags,
  security,
  summary: "Pin a match first in the hot-match ranking of its day until unpinned (operators)",
  request: {
    body: jsonBody(z.object({ match_id: z.number().int().positive().max(2_147_483_647) }).strict()),
  },
  responses: {
    200: dataResponse("The pin; it replaces any earlier one.", pinSchema),
    ...cmsDenied,
    409: { description: "`match-not-pinnable`: postponed, cancelled or abandoned." },
    422: { description: "`match-not-found`." },
  },
});

const unpinRoute = createRoute({
  method: "delete",
  path: "/cms/hot-match",
  operationId: "unpinHotMatch",
  tags,
  security,
  summary: "Unpin the hot match: the ranking goes back to the score alone (operators)",
  responses: { 204: { description: "No match is pinned now." }, ...cmsDenied },
});

/** The name the admin area shows beside a pin: the staff member's, or "Automation". */
async function nameOf(request: Request, services: Parameters<typeof callerOf>[1]): Promise<string> {
  const caller = (await callerOf(request, services)) as Staff;
  return caller.kind === "account" ? caller.auth.user.displayName : "Automation";
}

/** "Hot match today" under /cms/hot-match; pinning and unpinning are audited. */
export function mountHotPinRoutes(api: ApiRouter): void {
  api.use("/cms/hot-match", requireCms(readOrWrite("cms", "matches:write")));
  api.openapi(readRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.sports.currentHotPin() }, 200);
  });
  api.openapi(pinRoute, async (c) => {
    const { services } = c.var;
    const act = { ...(await actorOf(c)), name: await nameOf(c.req.raw, services) };
    const pin = await services.sports.pinHotMatch(c.req.valid("json").match_id, act);
    return c.json({ data: pin }, 200);
  });
  api.openapi(unpinRoute, async (c) => {
    await c.var.services.sports.unpinHotMatch(await actorOf(c));
    return c.body(null, 204);
  });
}
