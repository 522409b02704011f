import { z } from "@hono/zod-openapi";
import { MATCH_EVENT_TYPES, MATCH_STATUSES } from "../schema.ts";

const pair = z.tuple([z.number().int(), z.number().int()]);
const nullableInt = z.number().int().nullable();

export const countrySchema = z
  .object({ id: z.number().int(), code: z.string(), slug: z.string(), name: z.string(), flag: z.string() })
  .openapi("Country");

export const sportSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    periods: z.number().int(),
    periodMinutes: z.number().int(),
  })
  .openapi("Sport");

export const teamRefSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    code: z.string().openapi({ example: "ARS" }),
    kind: z.enum(["club", "national", "player"]),
    crest: z.string().nullable(),
    colors: z.tuple([z.string(), z.string()]).nullable(),
    countryId: nullableInt,
    isDemo: z.boolean(),
  })
  .openapi("TeamRef");

export const competitionRefSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    kind: z.enum(["league", "cup", "tournament"]),
    tier: z.number().int(),
    sport: z.string(),
    country: countrySchema.nullable(),
    isDemo: z.boolean(),
  })
  .openapi("CompetitionRef");

export const seasonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    isCurrent: z.boolean(),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
  })
  .openapi("Season");

const zoneSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  kind: z.enum(["promotion", "playoff", "continental", "continental-secondary", "relegation"]),
  label: z.string(),
});

export const matchSummarySchema = z
  .object({
    id: z.number().int(),
    competitionId: z.number().int(),
    sport: z.string().openapi({ example: "football" }),
    seasonId: z.number().int(),
    kickoffAt: z.string().openapi({ format: "date-time" }),
    status: z.enum(MATCH_STATUSES),
    period: z.enum(["1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN", "FT", "AET"]).nullable(),
    minute: nullableInt,
    stoppage: nullableInt,
    periodStartedAt: z.string().nullable(),
    home: teamRefSchema,
    away: teamRefSchema,
    homeScore: nullableInt,
    awayScore: nullableInt,
    scores: z.record(z.string(), pair.optional()).openapi({
      description:
        "Parts of the score as [home, away]. Football: running totals `ht`, `ft`, `et`, `p` (shoot-out). " +
        "Basketball: points per part `q1`…`q4`, `ot1`…. Tennis: games per set `s1`…`s5` and tie-break points `s1tb`….",
      example: { ht: [1, 0], ft: [2, 1] },
    }),
    play: z
      .object({
        point: z.tuple([z.string(), z.string()]).optional(),
        points: z.tuple([z.number().int(), z.number().int()]).optional(),
        serving: z.enum(["home", "away"]).optional(),
        clockLeft: z.number().int().optional(),
      })
      .nullable()
      .openapi({
        description:
          "Live state beside the score: tennis `point` as called (15/30/40/AD) and `serving`; basketball " +
          "`clockLeft`, seconds left in the part when the clock last started or stopped. Null when not live.",
      }),
    winnerTeamId: nullableInt,
    round: z.string().nullable(),
    roundNumber: nullableInt,
    stage: z.string().nullable(),
    group: z.string().nullable(),
  })
  .openapi("MatchSummary");

export const competitionMatchesSchema = z
  .object({ competition: competitionRefSchema, matches: z.array(matchSummarySchema) })
  .openapi("CompetitionMatches");

export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  capacity: nullableInt,
});

const eventSchema = z.object({
  id: z.number().int(),
  type: z.enum(MATCH_EVENT_TYPES),
  period: matchSummarySchema.shape.period,
  minute: z.number().int(),
  stoppage: nullableInt,
  teamId: nullableInt,
  side: z.enum(["home", "away"]).nullable(),
  playerId: nullableInt,
  playerName: z.string().nullable(),
  secondaryPlayerName: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  cancelled: z.boolean(),
});

export const matchDetailSchema = matchSummarySchema
  .extend({
    competition: competitionRefSchema,
    season: seasonSchema,
    venue: venueSchema.nullable(),
    events: z.array(eventSchema),
  })
  .openapi("MatchDetail");

export const headToHeadSchema = z
  .object({
    home: teamRefSchema,
    away: teamRefSchema,
    meetings: z.array(matchSummarySchema),
    totals: z.object({
      homeWins: z.number().int(),
      draws: z.number().int(),
      awayWins: z.number().int(),
      homeGoals: z.number().int(),
      awayGoals: z.number().int(),
    }),
  })
  .openapi("HeadToHead");

export const competitionDetailSchema = competitionRefSchema
  .extend({
    tieBreak: z.enum(["points-gd-gf", "head-to-head", "fifa-group"]),
    zones: z.array(zoneSchema),
    format: z
      .union([
        z.object({ bestOf: z.union([z.literal(3), z.literal(5)]), matchTieBreak: z.boolean() }),
        z.object({ quarterMinutes: z.union([z.literal(10), z.literal(12)]), overtimeMinutes: z.literal(5) }),
      ])
      .nullable()
      .openapi({
        description:
          "How a match is played where the sport lets competitions choose: tennis sets and match tie-break, " +
          "basketball quarter length. Null: the sport's usual format.",
      }),
    seasons: z.array(seasonSchema),
    currentSeason: seasonSchema.nullable(),
    rounds: z.array(z.string()),
  })
  .openapi("CompetitionDetail");

const form = z.array(z.enum(["W", "D", "L"]));

export const standingsSchema = z
  .object({
    competitionId: z.number().int(),
    season: seasonSchema,
    type: z.enum(["total", "home", "away"]),
    tieBreak: competitionDetailSchema.shape.tieBreak,
    live: z.boolean(),
    zones: z.array(zoneSchema),
    groups: z.array(
      z.object({
        name: z.string().nullable(),
        rows: z.array(
          z.object({
            position: z.number().int(),
            team: teamRefSchema,
            played: z.number().int(),
            won: z.number().int(),
            drawn: z.number().int(),
            lost: z.number().int(),
            goalsFor: z.number().int(),
            goalsAgainst: z.number().int(),
            goalDifference: z.number().int(),
            points: z.number().int(),
            adjustment: z.number().int(),
            form,
            live: z.boolean(),
            zone: zoneSchema.nullable(),
          }),
        ),
      }),
    ),
    adjustments: z.array(z.object({ team: teamRefSchema, points: z.number().int(), reason: z.string() })),
  })
  .openapi("Standings");

export const basketballStandingsSchema = z
  .object({
    competitionId: z.number().int(),
    sport: z.literal("basketball"),
    season: seasonSchema,
    groups: z.array(
      z.object({
        name: z.string().nullable().openapi({ description: "The conference; null for a single table." }),
        rows: z.array(
          z.object({
            position: z.number().int(),
            team: teamRefSchema,
            played: z.number().int(),
            won: z.number().int(),
            lost: z.number().int(),
            pct: z
              .number()
              .openapi({ description: "Share of games won, to three decimals.", example: 0.667 }),
            gamesBehind: z
              .number()
              .openapi({ description: "Games behind the conference leader.", example: 1.5 }),
            pointsFor: z.number().int(),
            pointsAgainst: z.number().int(),
            pointDifference: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .openapi("BasketballStandings", {
    description:
      "A basketball league ranks by win percentage (no draws, no points): W, L, PCT and games behind by " +
      "conference, ties split by head-to-head record, then point difference, then points scored.",
  });

export const topScorerSchema = z
  .object({
    rank: z.number().int(),
    playerId: nullableInt,
    name: z.string(),
    team: teamRefSchema.nullable(),
    goals: z.number().int(),
    penalties: z.number().int(),
  })
  .openapi("TopScorer");

export const teamDetailSchema = teamRefSchema
  .extend({
    country: countrySchema.nullable(),
    venue: venueSchema.nullable(),
    founded: nullableInt,
    strength: z.number().int(),
    ranking: nullableInt.openapi({
      description: "A tennis player's world ranking, 1 the best; null for clubs and unranked players.",
      example: 7,
    }),
    record: z
      .object({ won: z.number().int(), lost: z.number().int() })
      .optional()
      .openapi({
        description:
          "Tennis players only: wins and losses in the current seasons of their competitions, counted " +
          "from finished matches by the winner each records (a retirement or walkover as recorded).",
        example: { won: 14, lost: 6 },
      }),
    competitions: z.array(competitionRefSchema),
    nextMatch: matchSummarySchema.nullable(),
    form,
    lastMatches: z.array(matchSummarySchema),
    squad: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          shirtNumber: nullableInt,
          position: z.enum(["GK", "DF", "MF", "FW"]).nullable(),
          birthDate: z.string().nullable().openapi({ example: "2001-04-17" }),
        }),
      )
      .openapi({
        description:
          "The club's players: goalkeepers, defenders, midfielders, forwards, each by shirt number.",
      }),
  })
  .openapi("TeamDetail");

export const searchSchema = z
  .object({
    teams: z.array(teamRefSchema),
    competitions: z.array(competitionRefSchema),
    players: z.array(z.object({ id: z.number().int(), name: z.string(), team: teamRefSchema.nullable() })),
    matches: z.array(matchSummarySchema.extend({ competition: competitionRefSchema })).openapi({
      description:
        "Matches nearest to now (the last few results and the next fixtures, in kickoff order) of the " +
        'two teams a query names ("calderbridge stanmoor"), else of the best team hit',
    }),
  })
  .openapi("SearchResults");

export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi("Error");
