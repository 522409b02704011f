import type { z } from "@hono/zod-openapi";
import { and, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { codeOf, shortNameOf, slugify } from "../import/teams.ts";
import { countries, sports, teams, venues } from "../schema.ts";
import {
  changesOf,
  checkVersion,
  containing,
  type Handle,
  isUniqueViolation,
  nextVersion,
  notFound,
  recordReads,
  requireRef,
  taken,
} from "./common.ts";
import type { TeamView, teamCreate, teamPatch, teamQuery } from "./schemas.ts";

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
  code: team.code,
  kind: team.kind,
  venue_id: team.venueId,
  venue_name: venueName,
  founded: team.founded,
});

const reads = recordReads({ select: selectTeams, table: teams, id: teams.id, view: toView });

export async function listTeamRecords(db: Handle, query: z.infer<typeof teamQuery>) {
  const where = and(
    query.q
      ? or(ilike(teams.name, containing(query.q)), ilike(teams.shortName, containing(query.q)))
      : undefined,
    query.sport_id ? eq(teams.sportId, query.sport_id) : undefined,
    query.country_id ? eq(teams.countryId, query.country_id) : undefined,
    query.kind ? eq(teams.kind, query.kind) : undefined,
  );
  const sortBy = { name: teams.name, slug: teams.slug, id: teams.id }[query.sort];
  return reads.page(db, where, sortBy, query);
}

export function getTeamRecord(db: Handle, id: number): Promise<TeamView | null> {
  return reads.one(db, id);
}

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

const racing = (slug: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? slugTaken(slug) : error;
};

export function createTeam(db: Db, input: Create): Promise<TeamView> {
  const slug = input.slug ?? slugify(input.name);
  return db
    .transaction(async (tx) => {
      await requireRef(tx, sports.id, input.sport_id, "sport_id", "sport");
      await requireRef(tx, countries.id, input.country_id, "country_id", "country");
      await requireRef(tx, venues.id, input.venue_id, "venue_id", "venue");
      const countryId = input.country_id ?? null;
      await ensureFree(tx, { slug, name: input.name, sportId: input.sport_id, countryId });
      const [row] = await tx
        .insert(teams)
        .values({
          sportId: input.sport_id,
          countryId,
          slug,
          name: input.name,
          shortName: input.short_name ?? shortNameOf(input.name),
          code: input.code ?? codeOf(input.name),
          kind: input.kind ?? "club",
          venueId: input.venue_id ?? null,
          founded: input.founded ?? null,
        })
        .returning({ id: teams.id });
      return (await getTeamRecord(tx, row!.id))!;
    })
    .catch(racing(slug));
}

export function updateTeam(db: Db, id: number, base: number, patch: Patch) {
  return db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for("update");
      if (!locked) throw notFound("team");
      const before = (await getTeamRecord(tx, id))!;
      checkVersion(before, base);
      await requireRef(tx, sports.id, patch.sport_id, "sport_id", "sport");
      await requireRef(tx, countries.id, patch.country_id, "country_id", "country");
      await requireRef(tx, venues.id, patch.venue_id, "venue_id", "venue");
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
      const changes = changesOf(patch, {
        sport_id: "sportId",
        country_id: "countryId",
        name: "name",
        short_name: "shortName",
        code: "code",
        slug: "slug",
        kind: "kind",
        venue_id: "venueId",
        founded: "founded",
      });
      await tx
        .update(teams)
        .set({ ...changes, version: nextVersion(teams) })
        .where(eq(teams.id, id));
      return { before, after: (await getTeamRecord(tx, id))! };
    })
    .catch(racing(patch.slug ?? ""));
}
