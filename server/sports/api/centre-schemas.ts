import { z } from "@hono/zod-openapi";
import { PLAYER_MARK_TYPES } from "../queries/centre.ts";
import { matchDetailSchema } from "./schemas.ts";

const nullableInt = z.number().int().nullable();
const minute = { minute: z.number().int(), stoppage: nullableInt };

/** What a player did in a match, as the line-ups and the player page mark it. */
export const playerMarkType = z.enum(PLAYER_MARK_TYPES);

const lineupPlayerSchema = z.object({
  playerId: nullableInt,
  name: z.string().openapi({ description: "Spelled as the match's events spell it." }),
  shirtNumber: nullableInt,
  position: z.enum(["GK", "DF", "MF", "FW"]).nullable(),
  captain: z.boolean(),
  marks: z
    .array(
      z.object({
        type: playerMarkType,
        ...minute,
      }),
    )
    .openapi({ description: "Goals, cards and substitutions of this player, from the timeline." }),
  rating: z
    .number()
    .min(3)
    .max(10)
    .nullable()
    .openapi({
      description:
        "The player's rating, 3.0 to 10.0 (6.0 for a quiet match), from the match's events and statistics as they stand; " +
        "null before kick-off, for a player who has not played ten minutes with nothing to their name, and in other sports.",
      example: 7.4,
    }),
});

const teamLineupSchema = z
  .object({
    teamId: z.number().int(),
    formation: z.string().nullable().openapi({ example: "4-3-3" }),
    coach: z.string().nullable(),
    starters: z.array(lineupPlayerSchema).openapi({
      description: "Goalkeeper, then defence, midfield and attack: the formation's lines filled in order.",
    }),
    bench: z.array(lineupPlayerSchema),
  })
  .openapi({ description: "A team's sheet; null until the source has it." });

const teamStatsSchema = z
  .object({
    possession: z
      .number()
      .int()
      .min(0)
      .max(100)
      .openapi({ description: "Percent; both teams add up to 100." }),
    shots: z.number().int(),
    shotsOnTarget: z.number().int().openapi({ description: "At least the team's goals, at most its shots." }),
    corners: z.number().int(),
    fouls: z.number().int(),
    offsides: z.number().int(),
    yellowCards: z.number().int().openapi({ description: "Yellow-card and second-yellow events." }),
    redCards: z.number().int().openapi({ description: "Red-card and second-yellow events." }),
    saves: z.number().int(),
    xg: z.number().nullable().openapi({ description: "Expected goals, where the source gives them." }),
  })
  .openapi("TeamStats");

export const matchStatsSchema = z
  .object({ home: teamStatsSchema, away: teamStatsSchema })
  .openapi({ description: "Both teams' numbers; null when the source gives none." });

export const momentumSchema = z
  .array(z.object({ minute: z.number().int(), value: z.number().int().min(-100).max(100) }))
  .openapi({
    description: "Attacking pressure per minute: positive for the home side, negative for the away side.",
  });

export const matchCentreSchema = matchDetailSchema
  .extend({
    referee: z.string().nullable(),
    attendance: nullableInt,
    lineups: z.object({ home: teamLineupSchema.nullable(), away: teamLineupSchema.nullable() }),
    stats: matchStatsSchema.nullable(),
    momentum: momentumSchema,
    shootout: z
      .array(
        z.object({
          side: z.enum(["home", "away"]),
          playerName: z.string().nullable(),
          scored: z.boolean(),
          home: z.number().int(),
          away: z.number().int(),
        }),
      )
      .openapi({ description: "Penalty shoot-out kick by kick, with the running score." }),
  })
  .openapi("MatchCentre");
