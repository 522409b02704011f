import type { z } from "@hono/zod-openapi";
import { and, eq, ilike, ne, or } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { slugify } from "../import/teams.ts";
import { competitions, countries, sports } from "../schema.ts";
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
import type { CompetitionView, competitionCreate, competitionPatch, competitionQuery } from "./schemas.ts";

type Create = z.infer<typeof competitionCreate>;
type Patch = z.infer<typeof competitionPatch>;

const selectCompetitions = (db: Handle) =>
  db
    .select({ competition: competitions, sportName: sports.name, countryName: countries.name })
    .from(competitions)
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .leftJoin(countries, eq(countries.id, competitions.countryId))
    .$dynamic();

type Row = { competition: typeof competitions.$inferSelect; sportName: string; countryName: string | null };

const toView = ({ competition, sportName, countryName }: Row): CompetitionView => ({
  id: competition.id,
  version: competition.version,
  sport_id: competition.sportId,
  sport_name: sportName,
  country_id: competition.countryId,
  country_name: countryName,
  slug: competition.slug,
  name: competition.name,
  short_name: competition.shortName,
  kind: competition.kind,
  tier: competition.tier,
  tie_break: competition.tieBreak,
  points_for_win: competition.pointsForWin,
});

const reads = recordReads({
  select: selectCompetitions,
  table: competitions,
  id: competitions.id,
  view: toView,
});

export async function listCompetitionRecords(db: Handle, query: z.infer<typeof competitionQuery>) {
  const where = and(
    query.q
      ? or(ilike(competitions.name, containing(query.q)), ilike(competitions.shortName, containing(query.q)))
      : undefined,
    query.sport_id ? eq(competitions.sportId, query.sport_id) : undefined,
    query.country_id ? eq(competitions.countryId, query.country_id) : undefined,
    query.kind ? eq(competitions.kind, query.kind) : undefined,
  );
  const sortBy = { name: competitions.name, tier: competitions.tier, id: competitions.id }[query.sort];
  return reads.page(db, where, sortBy, query);
}

export function getCompetitionRecord(db: Handle, id: number): Promise<CompetitionView | null> {
  return reads.one(db, id);
}

const slugTaken = (slug: string) =>
  taken("competition", "slug", `Another competition already uses the address "${slug}".`);

async function ensureSlugFree(tx: Handle, slug: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(
      and(eq(competitions.slug, slug), exceptId === undefined ? undefined : ne(competitions.id, exceptId)),
    )
    .limit(1);
  if (clash) throw slugTaken(slug);
}

const racing = (slug: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? slugTaken(slug) : error;
};

export function createCompetition(db: Db, input: Create): Promise<CompetitionView> {
  const slug = input.slug ?? slugify(input.name);
  return db
    .transaction(async (tx) => {
      await requireRef(tx, sports.id, input.sport_id, "sport_id", "sport");
      await requireRef(tx, countries.id, input.country_id, "country_id", "country");
      await ensureSlugFree(tx, slug);
      const [row] = await tx
        .insert(competitions)
        .values({
          sportId: input.sport_id,
          countryId: input.country_id ?? null,
          slug,
          name: input.name,
          shortName: input.short_name ?? input.name,
          kind: input.kind,
          tier: input.tier,
          tieBreak: input.tie_break,
          pointsForWin: input.points_for_win,
        })
        .returning({ id: competitions.id });
      return (await getCompetitionRecord(tx, row!.id))!;
    })
    .catch(racing(slug));
}

export function updateCompetition(db: Db, id: number, base: number, patch: Patch) {
  return db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: competitions.id })
        .from(competitions)
        .where(eq(competitions.id, id))
        .for("update");
      if (!locked) throw notFound("competition");
      const before = (await getCompetitionRecord(tx, id))!;
      checkVersion(before, base);
      await requireRef(tx, sports.id, patch.sport_id, "sport_id", "sport");
      await requireRef(tx, countries.id, patch.country_id, "country_id", "country");
      if (patch.slug !== undefined && patch.slug !== before.slug) await ensureSlugFree(tx, patch.slug, id);
      const changes = changesOf(patch, {
        sport_id: "sportId",
        country_id: "countryId",
        name: "name",
        short_name: "shortName",
        slug: "slug",
        kind: "kind",
        tier: "tier",
        tie_break: "tieBreak",
        points_for_win: "pointsForWin",
      });
      await tx
        .update(competitions)
        .set({ ...changes, version: nextVersion(competitions) })
        .where(eq(competitions.id, id));
      return { before, after: (await getCompetitionRecord(tx, id))! };
    })
    .catch(racing(patch.slug ?? ""));
}
