import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse } from "../../http/openapi-parts.ts";
import { limitParam } from "../../http/pagination.ts";
import { badRequestResponse, cacheFor } from "./params.ts";
import { countrySchema, searchSchema, sportSchema } from "./schemas.ts";

const countriesRoute = createRoute({
  method: "get",
  path: "/countries",
  operationId: "listCountries",
  tags: ["Catalog"],
  summary: "Countries with how many competitions each has",
  responses: {
    200: dataResponse("Countries by name", z.array(countrySchema.extend({ competitions: z.number().int() }))),
  },
});

const sportsRoute = createRoute({
  method: "get",
  path: "/sports",
  operationId: "listSports",
  tags: ["Catalog"],
  summary: "Sports, with how many of their matches are live now",
  responses: {
    200: dataResponse(
      "Sports in menu order",
      z.array(sportSchema.extend({ live: z.number().int().openapi({ description: "Matches in play now" }) })),
    ),
  },
});

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  operationId: "search",
  tags: ["Catalog"],
  summary: "Teams, competitions and players by name (prefixes and typos welcome)",
  request: {
    query: z.object({ q: z.string().trim().min(1).max(100), limit: limitParam(10, 50) }),
  },
  responses: {
    200: { description: "Best matches first", content: { "application/json": { schema: searchSchema } } },
    ...badRequestResponse,
  },
});

export function mountCatalogRoutes(api: ApiRouter): void {
  api.openapi(countriesRoute, async (c) => {
    c.header("Cache-Control", cacheFor.catalog);
    return c.json({ data: await c.get("services").sports.listCountries() }, 200);
  });
  api.openapi(sportsRoute, async (c) => {
    // Live counts move with every kick-off and final whistle.
    c.header("Cache-Control", cacheFor.live);
    return c.json({ data: await c.get("services").sports.listSportsWithLive() }, 200);
  });
  api.openapi(searchRoute, async (c) => {
    const { q, limit } = c.req.valid("query");
    c.header("Cache-Control", cacheFor.catalog);
    return c.json(await c.get("services").sports.search(q, { limit }), 200);
  });
}
