import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { playerMarkType } from "./centre-schemas.ts";
import { cacheFor } from "./params.ts";
import {
  competitionRefSchema,
  countrySchema,
  errorSchema,
  matchSummarySchema,
  seasonSchema,
  teamRefSchema,
} from "./schemas.ts";

const count = z.number().int().nonnegative();
const numbers = {
  appearances: count.openapi({ description: "Started, or came on; without a line-up, any event of theirs." }),
  starts: count,
  minutes: count.nullable().openapi({
    description:
      "On the pitch, from the line-ups and substitutions; null when an appearance has no line-up to count them by.",
  }),
  goals: count.openapi({ description: "Penalties included, own goals not, as the top scorers count them." }),
  penalties: count,
  assists: count,
  yellowCards: count,
  redCards: count.openapi({ description: "Straight reds and second yellows." }),
};

const markSchema = z.object({
  type: playerMarkType,
  minute: z.number().int(),
  stoppage: z.number().int().nullable(),
});

const playerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shirtNumber: z.number().int().nullable(),
    position: z.enum(["GK", "DF", "MF", "FW"]).nullable(),
    birthDate: z
      .string()
      .nullable()
      .openapi({ description: "YYYY-MM-DD, when known.", example: "2001-04-17" }),
    nationality: countrySchema.nullable(),
    team: teamRefSchema.nullable(),
    seasons: z.array(z.object({ competition: competitionRefSchema, season: seasonSchema, ...numbers })),
    totals: z.object(numbers),
    recentMatches: z.array(
      z.object({
        match: matchSummarySchema,
        started: z.boolean().nullable().openapi({ description: "Null when the line-up is unknown." }),
        minutes: count.nullable().openapi({ description: "On the pitch; null when the line-up is unknown." }),
        marks: z.array(markSchema),
        rating: z.number().min(3).max(10).nullable().openapi({
          description: "The player's rating in the match, as the line-ups show it (docs/player-ratings.md).",
        }),
      }),
    ),
    basketball: z
      .object({
        games: count,
        points: count,
        rebounds: count,
        assists: count,
        perGame: z.object({ points: z.number(), rebounds: z.number(), assists: z.number() }),
        recent: z.array(
          z.object({ match: matchSummarySchema, points: count, rebounds: count, assists: count }),
        ),
      })
      .nullable()
      .openapi({
        description:
          "A basketball player's season from the box scores (games with a number on his line); null in other sports.",
      }),
  })
  .openapi("Player");

const playerRoute = createRoute({
  method: "get",
  path: "/players/{id}",
  operationId: "getPlayer",
  tags: ["Players"],
  summary: "A player: club, position, this season's numbers by competition and latest matches",
  description:
    "Numbers count the current season of each competition the club plays in, from the match events " +
    "and line-ups; goals equal the competition's top scorers table. Latest matches are the ten newest played.",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[1-9]\d{0,9}$/, "Enter a whole number above 0")
        .refine((id) => Number(id) <= 2_147_483_647, "is too large")
        .openapi({ param: { name: "id", in: "path" }, example: "12" }),
    }),
  },
  responses: {
    200: { description: "The player", content: { "application/json": { schema: playerSchema } } },
    400: {
      description: "`invalid-id`: the id is not a positive whole number",
      content: { "application/json": { schema: errorSchema } },
    },
    404: { description: "`player-not-found`", content: { "application/json": { schema: errorSchema } } },
  },
});

export function mountPlayerRoutes(api: ApiRouter): void {
  api.openapi(playerRoute, async (c) => {
    const player = await c.get("services").sports.readPlayerPage(Number(c.req.valid("param").id));
    if (!player) throw new AppError("not-found", "player-not-found", "No such player.");
    const live = player.recentMatches.some(({ match }) => match.status === "live");
    c.header("Cache-Control", live ? cacheFor.live : cacheFor.day);
    return c.json(player, 200);
  });
}
