import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { dataResponse } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { tableKindOf } from "../standings/kind.ts";
import {
  badRequestResponse,
  cacheFor,
  idParams,
  matchPageResponses,
  notFoundError,
  notFoundResponse,
  parseId,
  whenParam,
} from "./params.ts";
import {
  basketballStandingsSchema,
  competitionDetailSchema,
  competitionRefSchema,
  standingsSchema,
  topScorerSchema,
} from "./schemas.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const seasonParam = z
  .string()
  .max(20)
  .optional()
  .openapi({ description: 'Season name, e.g. "2023/24"; current when absent.' });

const listRoute = createRoute({
  method: "get",
  path: "/competitions",
  operationId: "listCompetitions",
  tags: ["Competitions"],
  summary: "Competitions, top flights first",
  request: {
    query: z.object({
      country: z.string().max(40).optional().openapi({ description: "Country id, slug or ISO code" }),
      sport: z.string().max(40).optional().openapi({ example: "football" }),
      q: z.string().max(100).optional(),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: { ...listResponse("A page of competitions", competitionRefSchema), ...badRequestResponse },
});

const oneRoute = createRoute({
  method: "get",
  path: "/competitions/{id}",
  operationId: "getCompetition",
  tags: ["Competitions"],
  summary: "A competition with its seasons, tie-break rule, zones and rounds",
  request: { params: idParams },
  responses: { ...json(competitionDetailSchema, "The competition"), ...notFoundResponse },
});

const standingsRoute = createRoute({
  method: "get",
  path: "/competitions/{id}/standings",
  operationId: "getStandings",
  tags: ["Competitions"],
  summary: "League table(s) in the sport's own form",
  description:
    "Football: points tables (total, home or away; live matches counted at their current score), `sport` " +
    '"football". Basketball leagues: win-percentage tables by conference, total only. A competition played ' +
    "as a draw (tennis, knock-out cups of other sports) has no table: 404 `no-table`.",
  request: {
    params: idParams,
    query: z.object({ season: seasonParam, type: z.enum(["total", "home", "away"]).default("total") }),
  },
  responses: {
    200: {
      description: "Standings",
      content: {
        "application/json": {
          schema: z.union([
            standingsSchema.extend({ sport: z.literal("football") }),
            basketballStandingsSchema,
          ]),
        },
      },
    },
    ...notFoundResponse,
    ...badRequestResponse,
  },
});

const matchesRoute = createRoute({
  method: "get",
  path: "/competitions/{id}/matches",
  operationId: "listCompetitionMatches",
  tags: ["Competitions"],
  summary: "Fixtures and results of a season, optionally one round",
  request: {
    params: idParams,
    query: z.object({
      season: seasonParam,
      round: z.string().max(80).optional().openapi({ example: "Matchday 1" }),
      when: whenParam,
      limit: limitParam(100, 500),
      offset: offsetParam,
    }),
  },
  responses: matchPageResponses,
});

const scorersRoute = createRoute({
  method: "get",
  path: "/competitions/{id}/top-scorers",
  operationId: "listTopScorers",
  tags: ["Competitions"],
  summary: "Top scorers of a season (own goals excluded)",
  request: { params: idParams, query: z.object({ season: seasonParam, limit: limitParam(20, 100) }) },
  responses: {
    200: dataResponse("Scorers", z.array(topScorerSchema)),
    ...notFoundResponse,
    ...badRequestResponse,
  },
});

export function mountCompetitionRoutes(api: ApiRouter): void {
  api.openapi(listRoute, async (c) => {
    const { country, ...rest } = c.req.valid("query");
    const page = await c.get("services").sports.listCompetitions({
      ...rest,
      country: country === undefined ? undefined : /^\d+$/.test(country) ? Number(country) : country,
    });
    c.header("Cache-Control", cacheFor.catalog);
    return c.json(page, 200);
  });

  api.openapi(oneRoute, async (c) => {
    const competition = await c
      .get("services")
      .sports.getCompetition(parseId(c.req.valid("param").id, "competition"));
    if (!competition) throw notFoundError("competition");
    c.header("Cache-Control", cacheFor.catalog);
    return c.json(competition, 200);
  });

  api.openapi(standingsRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "competition");
    const { sports } = c.get("services");
    const query = c.req.valid("query");
    const competition = await sports.getCompetition(id);
    if (!competition) throw notFoundError("competition");
    // The same table the league page shows: one rule decides which.
    const kind = tableKindOf(competition);
    if (kind === "draw") {
      throw new AppError("not-found", "no-table", "This competition is played as a draw and keeps no table.");
    }
    if (kind === "wins") {
      if (query.type !== "total") {
        throw new AppError(
          "bad-request",
          "invalid-table-type",
          "A basketball table has no home or away split.",
        );
      }
      const table = await sports.getBasketballTable(id, { season: query.season });
      if (!table) throw notFoundError("season");
      c.header("Cache-Control", cacheFor.day);
      const groups = table.groups.map(({ group, rows }) => ({
        name: group,
        // The page's printed forms (".667", "—") are the page's; a client formats its own.
        rows: rows.map(({ teamId: _id, pctText: _pct, gamesBehindText: _behind, ...row }) => row),
      }));
      return c.json({ competitionId: id, sport: "basketball" as const, season: table.season, groups }, 200);
    }
    const standings = await sports.getStandings(id, query);
    if (!standings) throw notFoundError("competition or season");
    c.header("Cache-Control", standings.live ? cacheFor.live : cacheFor.day);
    return c.json({ sport: "football" as const, ...standings }, 200);
  });

  api.openapi(matchesRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "competition");
    const page = await c.get("services").sports.listCompetitionMatches(id, c.req.valid("query"));
    if (!page) throw notFoundError("competition or season");
    c.header("Cache-Control", page.data.some((m) => m.status === "live") ? cacheFor.live : cacheFor.day);
    return c.json(page, 200);
  });

  api.openapi(scorersRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "competition");
    const scorers = await c.get("services").sports.getTopScorers(id, c.req.valid("query"));
    if (!scorers) throw notFoundError("competition or season");
    c.header("Cache-Control", cacheFor.day);
    return c.json({ data: scorers }, 200);
  });
}
