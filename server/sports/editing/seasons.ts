import type { z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import { competitions, seasons } from "../schema.ts";
import { type Handle, nextVersion, recordReads, recordWrites, taken } from "./common.ts";
import { type SeasonView, type seasonCreate, type seasonPatch, seasonQuery } from "./schemas.ts";

type Create = z.infer<typeof seasonCreate>;
type Patch = z.infer<typeof seasonPatch>;

const selectSeasons = (db: Handle) =>
  db
    .select({ season: seasons, competitionName: competitions.name })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .$dynamic();

const toView = ({
  season,
  competitionName,
}: {
  season: typeof seasons.$inferSelect;
  competitionName: string;
}) => ({
  id: season.id,
  version: season.version,
  competition_id: season.competitionId,
  competition_name: competitionName,
  name: season.name,
  starts_on: season.startsOn,
  ends_on: season.endsOn,
  is_current: season.isCurrent,
});

const reads = recordReads({
  select: selectSeasons,
  table: seasons,
  id: seasons.id,
  view: toView,
  query: seasonQuery,
  search: [seasons.name],
  filters: { competition_id: seasons.competitionId },
  where: (query) => (query.current ? eq(seasons.isCurrent, query.current === "true") : undefined),
  sorts: { name: seasons.name, starts_on: seasons.startsOn, id: seasons.id },
});

export const listSeasonRecords = reads.list;
export const getSeasonRecord: (db: Handle, id: number) => Promise<SeasonView | null> = reads.one;

const nameTaken = (name: string) =>
  taken("season", "name", `The competition already has a season called ${name}.`);

async function ensureNameFree(tx: Handle, competitionId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(
      and(
        eq(seasons.competitionId, competitionId),
        eq(seasons.name, name),
        exceptId === undefined ? undefined : ne(seasons.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(name);
}

function ensureOrdered(startsOn: string | null, endsOn: string | null) {
  if (startsOn && endsOn && endsOn < startsOn) {
    throw new AppError("unprocessable", "season-dates-reversed", "The season cannot end before it starts.", {
      field: "ends_on",
    });
  }
}

/** A competition has one current season: the one its pages and tables open on. */
async function unmarkOthers(tx: Tx, competitionId: number, currentId: number) {
  await tx
    .update(seasons)
    .set({ isCurrent: false, version: nextVersion(seasons) })
    .where(
      and(eq(seasons.competitionId, competitionId), eq(seasons.isCurrent, true), ne(seasons.id, currentId)),
    );
}

const writes = recordWrites({
  kind: "season",
  table: seasons,
  read: getSeasonRecord,
  refs: [{ field: "competition_id", column: competitions.id, what: "competition" }],
  raced: (name) => nameTaken(name ?? "that name"),
});

export function createSeason(db: Db, input: Create): Promise<SeasonView> {
  return writes.create(db, input, {
    check: async (tx) => {
      ensureOrdered(input.starts_on ?? null, input.ends_on ?? null);
      await ensureNameFree(tx, input.competition_id, input.name);
    },
    values: {
      competitionId: input.competition_id,
      name: input.name,
      startsOn: input.starts_on ?? null,
      endsOn: input.ends_on ?? null,
      isCurrent: input.is_current ?? false,
    },
    after: async (tx, id) => {
      if (input.is_current) await unmarkOthers(tx, input.competition_id, id);
    },
    wanted: input.name,
  });
}

export function updateSeason(db: Db, id: number, base: number, patch: Patch) {
  return writes.update(db, id, base, patch, {
    check: async (tx, before) => {
      const competitionId = patch.competition_id ?? before.competition_id;
      const name = patch.name ?? before.name;
      if (competitionId !== before.competition_id || name !== before.name) {
        await ensureNameFree(tx, competitionId, name, id);
      }
      ensureOrdered(
        patch.starts_on === undefined ? before.starts_on : patch.starts_on,
        patch.ends_on === undefined ? before.ends_on : patch.ends_on,
      );
    },
    columns: {
      competition_id: "competitionId",
      name: "name",
      starts_on: "startsOn",
      ends_on: "endsOn",
      is_current: "isCurrent",
    },
    after: async (tx, before) => {
      if (patch.is_current) await unmarkOthers(tx, patch.competition_id ?? before.competition_id, id);
    },
    wanted: patch.name,
  });
}
