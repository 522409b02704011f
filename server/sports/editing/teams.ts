import type { z } from "@hono/zod-openapi";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { codeOf, shortNameOf, slugify } from "../import/teams.ts";
import { countries, sports, teams, venues } from "../schema.ts";
import { type Handle, recordReads, recordWrites, taken } from "./common.ts";
import { changedLocalNames, localNamesView } from "./local-names.ts";
import { type TeamView, type teamCreate, type teamPatch, teamQuery } from "./schemas.ts";

type Create = z.infer<typeof teamCreate>;
type Patch = z.infer<typeof teamPatch>;

const selectTeams = (db: Handle) =>
  db
    .select({ team: teams, sportName: sports.name, countryName: countries.name, venueName: venues.name })
    .from(teams)
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(venues, eq(venues.id, teams.venueId))
    .$dynamic();

type Row = {
  team: typeof teams.$inferSelect;
  sportName: string;
  countryName: string | null;
  venueName: string | null;
};

const toView = ({ team, sportName, countryName, venueName }: Row): TeamView => ({
  id: team.id,
  version: team.version,
  sport_id: team.sportId,
  sport_name: sportName,
  country_id: team.countryId,
  country_name: countryName,
  slug: team.slug,
  name: team.name,
  short_name: team.shortName,
  local_names: localNamesView(team.localNames),
  code: team.code,
  kind: team.kind,
  venue_id: team.venueId,
  venue_name: venueName,
  founded: team.founded,
  ranking: team.ranking,
});

const reads = recordReads({
  select: selectTeams,
  table: teams,
  id: teams.id,
  view: toView,
  query: teamQuery,
  search: [teams.name, teams.shortName],
  filters: { sport_id: teams.sportId, country_id: teams.countryId, kind: teams.kind },
  sorts: { name: teams.name, slug: teams.slug, id: teams.id },
});

export const listTeamRecords = reads.list;
export const getTeamRecord = reads.one;

const slugTaken = (slug: string) => taken("team", "slug", `Another team already uses the address "${slug}".`);

async function ensureFree(
  tx: Handle,
  wanted: { slug?: string; name?: string; sportId: number; countryId: number | null },
  exceptId?: number,
) {
  const other = exceptId === undefined ? undefined : ne(teams.id, exceptId);
  if (wanted.slug !== undefined) {
    const [clash] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.slug, wanted.slug), other));
    if (clash) throw slugTaken(wanted.slug);
  }
  if (wanted.name !== undefined) {
    // One name per sport and country; the same name elsewhere is another club.
    const [clash] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          eq(teams.sportId, wanted.sportId),
          sql`${teams.countryId} is not distinct from ${wanted.countryId}`,
          sql`lower(${teams.name}) = lower(${wanted.name})`,
          other,
        ),
      )
      .limit(1);
    if (clash) {
      throw taken("team", "name", `There is already a team called ${wanted.name}; merge duplicates instead.`);
    }
  }
}

const writes = recordWrites({
  kind: "team",
  table: teams,
  read: getTeamRecord,
  refs: [
    { field: "sport_id", column: sports.id, what: "sport" },
    { field: "country_id", column: countries.id, what: "country" },
    { field: "venue_id", column: venues.id, what: "venue" },
  ],
  raced: (slug) => slugTaken(slug ?? ""),
});

export function createTeam(db: Db, input: Create): Promise<TeamView> {
  const slug = input.slug ?? slugify(input.name);
  const countryId = input.country_id ?? null;
  return writes.create(db, input, {
    check: (tx) => ensureFree(tx, { slug, name: input.name, sportId: input.sport_id, countryId }),
    values: {
      sportId: input.sport_id,
      countryId,
      slug,
      name: input.name,
      localNames: changedLocalNames({}, input.local_names),
      shortName: input.short_name ?? shortNameOf(input.name),
      code: input.code ?? codeOf(input.name),
      kind: input.kind ?? "club",
      venueId: input.venue_id ?? null,
      founded: input.founded ?? null,
      ranking: input.ranking ?? null,
    },
    wanted: slug,
  });
}

export function updateTeam(db: Db, id: number, base: number, patch: Patch) {
  return writes.update(db, id, base, patch, {
    check: async (tx, before) => {
      const sportId = patch.sport_id ?? before.sport_id;
      const countryId = patch.country_id === undefined ? before.country_id : patch.country_id;
      const renamed = patch.name !== undefined && patch.name.toLowerCase() !== before.name.toLowerCase();
      const moved = sportId !== before.sport_id || countryId !== before.country_id;
      await ensureFree(
        tx,
        {
          slug: patch.slug !== undefined && patch.slug !== before.slug ? patch.slug : undefined,
          name: renamed || moved ? (patch.name ?? before.name) : undefined,
          sportId,
          countryId,
        },
        id,
      );
    },
    columns: {
      sport_id: "sportId",
      country_id: "countryId",
      name: "name",
      short_name: "shortName",
      code: "code",
      slug: "slug",
      kind: "kind",
      venue_id: "venueId",
      founded: "founded",
      ranking: "ranking",
    },
    merged: (before) =>
      patch.local_names === undefined
        ? {}
        : { localNames: changedLocalNames(before.local_names, patch.local_names) },
    wanted: patch.slug ?? "",
  });
}
