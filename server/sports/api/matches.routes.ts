import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { dataResponse } from "../../http/openapi-parts.ts";
import { limitParam } from "../../http/pagination.ts";
import type { MatchSummary } from "../queries/types.ts";
import { todayIn } from "../queries/zoned-day.ts";
import { matchCentreSchema } from "./centre-schemas.ts";
import {
  badRequestResponse,
  cacheFor,
  dateParam,
  idParams,
  notFoundError,
  notFoundResponse,
  parseId,
  tzParam,
} from "./params.ts";
import { competitionMatchesSchema, headToHeadSchema } from "./schemas.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

const sportParam = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/)
  .optional()
  .openapi({
    description: "A sport's slug (see `GET /sports`); every sport when absent.",
    example: "tennis",
  });

const byDateRoute = createRoute({
  method: "get",
  path: "/matches",
  operationId: "listMatchesByDay",
  tags: ["Matches"],
  summary: "Matches of a local day, grouped by competition",
  request: {
    query: z.object({
      date: dateParam.optional().openapi({ description: "Local day; today in `tz` when absent." }),
      tz: tzParam.default("UTC"),
      live: z.enum(["true", "false"]).optional().openapi({ description: "Only matches in progress." }),
      sport: sportParam,
    }),
  },
  responses: {
    200: dataResponse("Competitions with their matches", z.array(competitionMatchesSchema)),
    ...badRequestResponse,
  },
});

const liveRoute = createRoute({
  method: "get",
  path: "/matches/live",
  operationId: "listLiveMatches",
  tags: ["Matches"],
  summary: "Matches in progress, grouped by competition",
  request: { query: z.object({ sport: sportParam }) },
  responses: { 200: dataResponse("Live matches", z.array(competitionMatchesSchema)) },
});

const matchRoute = createRoute({
  method: "get",
  path: "/matches/{id}",
  operationId: "getMatch",
  tags: ["Matches"],
  summary: "Match centre: header, venue, officials, events, line-ups, statistics and momentum",
  request: { params: idParams },
  responses: { ...json(matchCentreSchema, "The match"), ...notFoundResponse },
});

const headToHeadRoute = createRoute({
  method: "get",
  path: "/matches/{id}/head-to-head",
  operationId: "getHeadToHead",
  tags: ["Matches"],
  summary: "Earlier meetings of the two teams, with win/draw/loss totals",
  request: { params: idParams, query: z.object({ limit: limitParam(10, 50) }) },
  responses: { ...json(headToHeadSchema, "Head-to-head"), ...notFoundResponse, ...badRequestResponse },
});

const countsShape = {
  points: z.number().int(),
  fgm: z.number().int(),
  fga: z.number().int(),
  tpm: z.number().int(),
  tpa: z.number().int(),
  ftm: z.number().int(),
  fta: z.number().int(),
  offensiveRebounds: z.number().int(),
  rebounds: z.number().int(),
  assists: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
};
const teamBoxSchema = z.object({
  players: z.array(
    z.object({
      player: z.number().int(),
      playerId: z.number().int().nullable().openapi({ description: "The player's page: /api/players/{id}." }),
      name: z.string(),
      shirtNumber: z.number().int().nullable(),
      ...countsShape,
    }),
  ),
  totals: z.object(countsShape),
  timeouts: z.number().int(),
});
const boxScoreRoute = createRoute({
  method: "get",
  path: "/matches/{id}/box-score",
  operationId: "getBoxScore",
  tags: ["Matches"],
  summary: "Basketball: each player's and each team's line (points, rebounds, assists, fouls, shooting)",
  request: { params: idParams },
  responses: {
    ...json(z.object({ home: teamBoxSchema, away: teamBoxSchema }).openapi("BoxScore"), "The box score"),
    ...notFoundResponse,
    ...badRequestResponse,
  },
});

/** Short for anything live or about to be; long once every match has been settled for a day. */
function cacheForMatches(matches: MatchSummary[], now = Date.now()): string {
  if (matches.some((m) => m.status === "live")) return cacheFor.live;
  const settled = matches.every(
    (m) => m.status !== "scheduled" && now - Date.parse(m.kickoffAt) > 24 * 3600_000,
  );
  return settled ? cacheFor.finished : cacheFor.day;
}

export function mountMatchRoutes(api: ApiRouter): void {
  api.openapi(byDateRoute, async (c) => {
    const { date, tz, live, sport } = c.req.valid("query");
    const day = date ?? todayIn(tz);
    const groups = await c.get("services").sports.listMatchesByDate({
      date: day,
      tz,
      liveOnly: live === "true",
      sport,
    });
    c.header("Cache-Control", cacheForMatches(groups.flatMap((group) => group.matches)));
    if (groups.length === 0) c.header("Cache-Control", cacheFor.day);
    return c.json({ data: groups }, 200);
  });

  api.openapi(liveRoute, async (c) => {
    c.header("Cache-Control", cacheFor.live);
    const { sport } = c.req.valid("query");
    return c.json({ data: await c.get("services").sports.listLiveMatches(sport) }, 200);
  });

  api.openapi(matchRoute, async (c) => {
    const { sports } = c.get("services");
    const match = await sports.getMatchCentre(parseId(c.req.valid("param").id, "match"));
    if (!match) throw notFoundError("match");
    c.header("Cache-Control", cacheForMatches([match]));
    return c.json(match, 200);
  });

  api.openapi(boxScoreRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "match");
    const box = await c.get("services").sports.getBoxScore(id);
    // A match that keeps no box score (football, tennis, a game not started) has none to show.
    if (!box) throw notFoundError("box score");
    c.header("Cache-Control", cacheFor.live);
    return c.json(box, 200);
  });
  api.openapi(headToHeadRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "match");
    const h2h = await c.get("services").sports.getHeadToHead(id, c.req.valid("query").limit);
    if (!h2h) throw notFoundError("match");
    c.header("Cache-Control", cacheFor.catalog);
    return c.json(h2h, 200);
  });
}
