import type { z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { slugify } from "../import/teams.ts";
import { competitions, countries, sports } from "../schema.ts";
import { type Handle, recordReads, recordWrites, taken } from "./common.ts";
import { changedLocalNames, localNamesView } from "./local-names.ts";
import {
  type CompetitionView,
  type competitionCreate,
  type competitionPatch,
  competitionQuery,
} from "./schemas.ts";

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
  local_names: localNamesView(competition.localNames),
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
  query: competitionQuery,
  search: [competitions.name, competitions.shortName],
  filters: { sport_id: competitions.sportId, country_id: competitions.countryId, kind: competitions.kind },
  sorts: { name: competitions.name, tier: competitions.tier, id: competitions.id },
});

export const listCompetitionRecords = reads.list;
export const getCompetitionRecord = reads.one;

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

const writes = recordWrites({
  kind: "competition",
  table: competitions,
  read: getCompetitionRecord,
  refs: [
    { field: "sport_id", column: sports.id, what: "sport" },
    { field: "country_id", column: countries.id, what: "country" },
  ],
  raced: (slug) => slugTaken(slug ?? ""),
});

export function createCompetition(db: Db, input: Create): Promise<CompetitionView> {
  const slug = input.slug ?? slugify(input.name);
  return writes.create(db, input, {
    check: (tx) => ensureSlugFree(tx, slug),
    values: {
      sportId: input.sport_id,
      countryId: input.country_id ?? null,
      slug,
      name: input.name,
      localNames: changedLocalNames({}, input.local_names),
      shortName: input.short_name ?? input.name,
      kind: input.kind,
      tier: input.tier,
      tieBreak: input.tie_break,
      pointsForWin: input.points_for_win,
    },
    wanted: slug,
  });
}

export function updateCompetition(db: Db, id: number, base: number, patch: Patch) {
  return writes.update(db, id, base, patch, {
    check: async (tx, before) => {
      if (patch.slug !== undefined && patch.slug !== before.slug) await ensureSlugFree(tx, patch.slug, id);
    },
    columns: {
      sport_id: "sportId",
      country_id: "countryId",
      name: "name",
      short_name: "shortName",
      slug: "slug",
      kind: "kind",
      tier: "tier",
      tie_break: "tieBreak",
      points_for_win: "pointsForWin",
    },
    merged: (before) =>
      patch.local_names === undefined
        ? {}
        : { localNames: changedLocalNames(before.local_names, patch.local_names) },
    wanted: patch.slug ?? "",
  });
}
