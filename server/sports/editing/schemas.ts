import { z } from "@hono/zod-openapi";
import { limitParam, offsetParam } from "../../http/pagination.ts";
import { textField as text } from "../../http/text-field.ts";
import { NAMED_LOCALES, type NamedLocale } from "../local-names.ts";

// The admin area's catalogue shapes. The API validates with them and the admin pages validate
// their forms with the very same schemas, so a field error reads the same in both; the kit's
// field messages (server/http/field-messages.ts) write it from the label given here.

const MAX_ID = 2_147_483_647;
const refId = z.number().int().positive().max(MAX_ID);
const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens.")
  .openapi({ description: "The address part, e.g. `manchester-united`; made from the name when left out." });
const version = z
  .number()
  .int()
  .min(0)
  .max(MAX_ID)
  .openapi({ description: "The version the edit is based on (or send If-Match)." });
const day = z.iso.date();
/** A date of birth a player could have: no one plays before ten or after sixty, and no one is born tomorrow. */
const birthDay = day.refine(
  (value) => {
    const years = (Date.now() - Date.parse(`${value}T00:00:00Z`)) / (365.25 * 86_400_000);
    return years >= 10 && years <= 60;
  },
  { message: "A date of birth that makes the player 10 to 60 years old." },
);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const competitionKind = z.enum(["league", "cup", "tournament"]);
const tieBreak = z.enum(["points-gd-gf", "head-to-head", "fifa-group"]);
const teamKind = z.enum(["club", "national", "player"]);
const position = z.enum(["GK", "DF", "MF", "FW"]);

/**
 * A record's names in the site's other languages, keyed by language (`vi`, `es`, `pt-BR`, `de`, `ja`,
 * `ar`); any other key is refused (400 `invalid-local-names`). Each name is trimmed and held to the
 * record's own limit; an empty one removes that language's names, and a language left out keeps its.
 */
const localNames = (max: number) => {
  const names = z.strictObject({
    name: text(max).openapi({ description: "Empty removes this language's names." }),
    short_name: text(40).optional().openapi({ description: "Empty or left out: the name stands for it." }),
  });
  return z
    .strictObject(
      Object.fromEntries(NAMED_LOCALES.map((locale) => [locale, names.optional()])) as Record<
        NamedLocale,
        z.ZodOptional<typeof names>
      >,
    )
    .openapi({
      description:
        'Names in the site\'s other languages; English is `name`. Example: `{ "ja": { "name": "アーセナル" } }`.',
    });
};

const competitionFields = {
  sport_id: refId,
  country_id: refId.nullable().optional().openapi({ description: "Null for international competitions." }),
  name: text(100, "competition name"),
  short_name: text(40, "short name").optional(),
  slug: slug.optional(),
  kind: competitionKind,
  tier: whole(1, 9).optional(),
  tie_break: tieBreak.optional(),
  points_for_win: whole(1, 5).optional(),
  local_names: localNames(100).optional(),
};
const seasonFields = {
  competition_id: refId,
  name: text(20, "season name"),
  starts_on: day.nullable().optional(),
  ends_on: day.nullable().optional(),
  is_current: z.boolean().optional().openapi({ description: "Marking one current unmarks the others." }),
};
const teamFields = {
  sport_id: refId,
  country_id: refId.nullable().optional(),
  name: text(80, "team name"),
  short_name: text(40, "short name").optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,4}$/, "Two to four capital letters or digits, e.g. MUN.")
    .optional(),
  slug: slug.optional(),
  kind: teamKind.optional(),
  venue_id: refId.nullable().optional(),
  founded: whole(1850, 2100).nullable().optional(),
  ranking: whole(1, 9999)
    .nullable()
    .optional()
    .openapi({ description: "A tennis player's world ranking, 1 the best; null when unranked." }),
  local_names: localNames(80).optional(),
};
const playerFields = {
  team_id: refId.nullable().optional(),
  name: text(80, "player name"),
  shirt_number: whole(1, 99).nullable().optional(),
  position: position.nullable().optional(),
  birth_date: birthDay.nullable().optional(),
  nationality_id: refId.nullable().optional(),
};
const venueFields = {
  name: text(100, "venue name"),
  city: text(80, "city").nullable().optional(),
  country_id: refId.nullable().optional(),
  capacity: whole(0, 250_000).nullable().optional(),
};

/** An edit: any of the fields, plus the version it was based on. */
const patchOf = <T extends z.ZodRawShape>(fields: T) =>
  z.object(fields).partial().extend({ version: version.optional() });

export const competitionCreate = z.object(competitionFields).openapi("CompetitionCreate");
export const competitionPatch = patchOf(competitionFields).openapi("CompetitionPatch");
export const seasonCreate = z.object(seasonFields).openapi("SeasonCreate");
export const seasonPatch = patchOf(seasonFields).openapi("SeasonPatch");
export const teamCreate = z.object(teamFields).openapi("TeamCreate");
export const teamPatch = patchOf(teamFields).openapi("TeamPatch");
export const playerCreate = z.object(playerFields).openapi("PlayerCreate");
export const playerPatch = patchOf(playerFields).openapi("PlayerPatch");
export const venueCreate = z.object(venueFields).openapi("VenueCreate");
export const venuePatch = patchOf(venueFields).openapi("VenuePatch");

export const teamMergeBody = z
  .object({
    into_id: refId.openapi({ description: "The team that stays." }),
    version: version.openapi({ description: "The version of the duplicate (the team in the path)." }),
  })
  .openapi("TeamMerge");

const filterId = z.coerce.number().int().positive().max(MAX_ID).optional();
const listBase = <S extends readonly [string, ...string[]]>(sorts: S) => ({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(sorts).default(sorts[0]),
  order: z.enum(["asc", "desc"]).default("asc"),
  limit: limitParam(50, 200),
  offset: offsetParam,
});

export const competitionQuery = z.object({
  ...listBase(["name", "tier", "id"] as const),
  sport_id: filterId,
  country_id: filterId,
  kind: competitionKind.optional(),
});
export const seasonQuery = z.object({
  ...listBase(["name", "starts_on", "id"] as const),
  competition_id: filterId,
  current: z.enum(["true", "false"]).optional(),
});
export const teamQuery = z.object({
  ...listBase(["name", "slug", "id"] as const),
  sport_id: filterId,
  country_id: filterId,
  kind: teamKind.optional(),
});
export const playerQuery = z.object({
  ...listBase(["name", "shirt_number", "id"] as const),
  team_id: filterId,
  position: position.optional(),
});
export const venueQuery = z.object({
  ...listBase(["name", "city", "capacity", "id"] as const),
  country_id: filterId,
});

const nullableInt = z.number().int().nullable();
const versioned = { id: z.number().int(), version: z.number().int() };
/** What a competition and a team both show: the sport and country they are filed under, and their names. */
const filed = {
  sport_id: z.number().int(),
  sport_name: z.string(),
  country_id: nullableInt,
  country_name: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  short_name: z.string(),
  /** Only the languages that have a name of their own. */
  local_names: z.record(z.string(), z.object({ name: z.string(), short_name: z.string().optional() })),
};

export const competitionView = z
  .object({
    ...versioned,
    ...filed,
    kind: competitionKind,
    tier: z.number().int(),
    tie_break: tieBreak,
    points_for_win: z.number().int(),
  })
  .openapi("CmsCompetition");
export const seasonView = z
  .object({
    ...versioned,
    competition_id: z.number().int(),
    competition_name: z.string(),
    name: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    is_current: z.boolean(),
  })
  .openapi("CmsSeason");
export const teamView = z
  .object({
    ...versioned,
    ...filed,
    code: z.string(),
    kind: teamKind,
    venue_id: nullableInt,
    venue_name: z.string().nullable(),
    founded: nullableInt,
    ranking: nullableInt,
  })
  .openapi("CmsTeam");
export const playerView = z
  .object({
    ...versioned,
    team_id: nullableInt,
    team_name: z.string().nullable(),
    name: z.string(),
    shirt_number: nullableInt,
    position: position.nullable(),
    birth_date: z.string().nullable(),
    nationality_id: nullableInt,
    nationality_name: z.string().nullable(),
  })
  .openapi("CmsPlayer");
export const venueView = z
  .object({
    ...versioned,
    name: z.string(),
    city: z.string().nullable(),
    country_id: nullableInt,
    country_name: z.string().nullable(),
    capacity: nullableInt,
  })
  .openapi("CmsVenue");

export type CompetitionView = z.infer<typeof competitionView>;
export type SeasonView = z.infer<typeof seasonView>;
export type TeamView = z.infer<typeof teamView>;
export type PlayerView = z.infer<typeof playerView>;
export type VenueView = z.infer<typeof venueView>;
