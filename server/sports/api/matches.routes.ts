import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { dataResponse } from "../../http/openapi-parts.ts";
import { limitParam } from "../../http/pagination.ts";
import type { MatchSummary } from "../queries/types.ts";
import { todayIn } from "../queries/zoned-day.ts";
import { MATCH_STATUSES } from "../schema.ts";
import { matchCentreSchema } from "./centre-schemas.ts";
import {
  badRequestResponse,
  cacheFor,
  dateParam,
  idOf,
  idParams,
  notFoundError,
  notFoundResponse,
  parseId,
  tzParam,
} from "./params.ts";
import { competitionMatchesSchema, errorSchema, headToHeadSchema } from "./schemas.ts";

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

const playPlayerSchema = z
  .object({
    playerId: z.number().int().nullable().openapi({ description: "The player's page: /api/players/{id}." }),
    name: z.string(),
  })
  .nullable();
const playLineSchema = z.object({
  seq: z.number().int().openapi({ description: "The play's place in the game, from 0." }),
  period: z.number().int().openapi({ description: "1–4 the quarters, 5 on the overtimes." }),
  clock: z.number().openapi({ description: "Seconds left on the game clock in that period." }),
  side: z.enum(["home", "away"]),
  kind: z
    .enum([
      "period-start",
      "period-end",
      "timeout",
      "shot",
      "free-throw",
      "rebound",
      "turnover",
      "foul",
      "points",
    ])
    .openapi({ description: "`points`: points an operator credited in the live console, no player named." }),
  player: playPlayerSchema.openapi({ description: "Null for a timeout or a period's start or end." }),
  assist: playPlayerSchema.openapi({ description: "A made shot's passer." }),
  made: z.boolean().nullable().openapi({ description: "Shots and free throws." }),
  value: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "2 or 3 for a shot, 1 for a free throw, 1–3 for console points." }),
  offensive: z.boolean().nullable().openapi({ description: "Rebounds." }),
  shooting: z.boolean().nullable().openapi({ description: "Fouls: on a shooter." }),
  freeThrows: z.number().int().nullable().openapi({ description: "Fouls: the free throws given." }),
  points: z.number().int(),
  score: z
    .object({ home: z.number().int(), away: z.number().int() })
    .nullable()
    .openapi({ description: "The score after a scoring play; null for the others." }),
});
const playsRoute = createRoute({
  method: "get",
  path: "/matches/{id}/plays",
  operationId: "getMatchPlays",
  tags: ["Matches"],
  summary: "Basketball: the play-by-play in the order it happened, with players and the running score",
  description:
    "Every play of a basketball game, oldest first: baskets, free throws, rebounds, fouls, turnovers, timeouts and each period's start and end. A game not yet tipped off has none.",
  request: { params: idParams },
  responses: {
    ...json(
      z
        .object({ matchId: z.number().int(), status: z.enum(MATCH_STATUSES), plays: z.array(playLineSchema) })
        .openapi("MatchPlays"),
      "The play-by-play",
    ),
    404: {
      description: "`match-not-found`: unknown or malformed id.",
      content: { "application/json": { schema: errorSchema } },
    },
    422: {
      description: "`not-basketball`: the match is of a sport without a play-by-play.",
      content: { "application/json": { schema: errorSchema } },
    },
  },
});

const matchNotFound = (id: string) =>
  new AppError("not-found", "match-not-found", `There is no match ${id}.`);

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
  api.openapi(playsRoute, async (c) => {
    const raw = c.req.valid("param").id;
    const id = idOf(raw);
    const plays = id === null ? null : await c.get("services").sports.getMatchPlays(id);
    if (!plays) throw matchNotFound(raw);
    c.header("Cache-Control", plays.status === "live" ? cacheFor.live : cacheFor.day);
    return c.json(plays, 200);
  });
  api.openapi(headToHeadRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "match");
    const h2h = await c.get("services").sports.getHeadToHead(id, c.req.valid("query").limit);
    if (!h2h) throw notFoundError("match");
    c.header("Cache-Control", cacheFor.catalog);
    return c.json(h2h, 200);
  });
}
