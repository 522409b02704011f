import type { z } from "@hono/zod-openapi";
import type { Db } from "../../db/connect.ts";
import type { List } from "../../http/pagination.ts";
import type { AuditActor } from "../../platform/audit/audit.ts";
import { recordAudit } from "../../platform/audit/audit.ts";
import { forgetCachedReads } from "../queries/read-cache.ts";
import type { CatalogKind, Handle, Versioned } from "./common.ts";
import {
  createCompetition,
  getCompetitionRecord,
  listCompetitionRecords,
  updateCompetition,
} from "./competitions.ts";
import { createPlayer, getPlayerRecord, listPlayerRecords, updatePlayer } from "./players.ts";
import * as schemas from "./schemas.ts";
import { createSeason, getSeasonRecord, listSeasonRecords, updateSeason } from "./seasons.ts";
import { type MergeOutcome, mergeTeams } from "./team-merge.ts";
import { createTeam, getTeamRecord, listTeamRecords, updateTeam } from "./teams.ts";
import { createVenue, getVenueRecord, listVenueRecords, updateVenue } from "./venues.ts";

export type CatalogRecord = Versioned & Record<string, unknown>;

/** One kind of the catalogue as the admin API and pages drive it; inputs are checked by its schemas. */
export type CatalogEditor = {
  kind: CatalogKind;
  schemas: { create: z.ZodType; patch: z.ZodType; query: z.ZodType; view: z.ZodType };
  list(db: Handle, query: unknown): Promise<List<CatalogRecord>>;
  get(db: Handle, id: number): Promise<CatalogRecord | null>;
  create(db: Db, input: unknown): Promise<CatalogRecord>;
  update(
    db: Db,
    id: number,
    base: number,
    patch: unknown,
  ): Promise<{ before: CatalogRecord; after: CatalogRecord }>;
};

function editorOf<
  Q extends z.ZodType,
  C extends z.ZodType,
  P extends z.ZodType,
  V extends Versioned & Record<string, unknown>,
>(spec: {
  kind: CatalogKind;
  schemas: { create: C; patch: P; query: Q; view: z.ZodType<V> };
  list(db: Handle, query: z.infer<Q>): Promise<List<V>>;
  get(db: Handle, id: number): Promise<V | null>;
  create(db: Db, input: z.infer<C>): Promise<V>;
  update(db: Db, id: number, base: number, patch: z.infer<P>): Promise<{ before: V; after: V }>;
}): CatalogEditor {
  return {
    kind: spec.kind,
    schemas: spec.schemas,
    list: (db, query) => spec.list(db, spec.schemas.query.parse(query)),
    get: spec.get,
    create: (db, input) => spec.create(db, spec.schemas.create.parse(input)),
    update: (db, id, base, patch) => spec.update(db, id, base, spec.schemas.patch.parse(patch)),
  };
}

/** The catalogue by the plural its API path and pages use. */
export const CATALOG = {
  competitions: editorOf({
    kind: "competition",
    schemas: {
      create: schemas.competitionCreate,
      patch: schemas.competitionPatch,
      query: schemas.competitionQuery,
      view: schemas.competitionView,
    },
    list: listCompetitionRecords,
    get: getCompetitionRecord,
    create: createCompetition,
    update: updateCompetition,
  }),
  seasons: editorOf({
    kind: "season",
    schemas: {
      create: schemas.seasonCreate,
      patch: schemas.seasonPatch,
      query: schemas.seasonQuery,
      view: schemas.seasonView,
    },
    list: listSeasonRecords,
    get: getSeasonRecord,
    create: createSeason,
    update: updateSeason,
  }),
  teams: editorOf({
    kind: "team",
    schemas: {
      create: schemas.teamCreate,
      patch: schemas.teamPatch,
      query: schemas.teamQuery,
      view: schemas.teamView,
    },
    list: listTeamRecords,
    get: getTeamRecord,
    create: createTeam,
    update: updateTeam,
  }),
  players: editorOf({
    kind: "player",
    schemas: {
      create: schemas.playerCreate,
      patch: schemas.playerPatch,
      query: schemas.playerQuery,
      view: schemas.playerView,
    },
    list: listPlayerRecords,
    get: getPlayerRecord,
    create: createPlayer,
    update: updatePlayer,
  }),
  venues: editorOf({
    kind: "venue",
    schemas: {
      create: schemas.venueCreate,
      patch: schemas.venuePatch,
      query: schemas.venueQuery,
      view: schemas.venueView,
    },
    list: listVenueRecords,
    get: getVenueRecord,
    create: createVenue,
    update: updateVenue,
  }),
} satisfies Record<string, CatalogEditor>;

export type CatalogPlural = keyof typeof CATALOG;
export const CATALOG_PLURALS = Object.keys(CATALOG) as CatalogPlural[];
export const isCatalogPlural = (value: string | undefined): value is CatalogPlural =>
  CATALOG_PLURALS.includes(value as CatalogPlural);

/** A page of one kind's records, filtered and sorted by its query schema (the API's and the admin list's). */
export function listCatalogRecords(db: Handle, plural: CatalogPlural, query: unknown) {
  return (CATALOG[plural] as CatalogEditor).list(db, query);
}

/** One record of a kind, or null. */
export function getCatalogRecord(db: Handle, plural: CatalogPlural, id: number) {
  return (CATALOG[plural] as CatalogEditor).get(db, id);
}

/** Who made a change, as the audit log records it. */
export type Editor = { actor: AuditActor; ip: string | null };

// Every catalogue write below is audited and then made visible to readers at once.

export async function createCatalogRecord(db: Db, who: Editor, plural: CatalogPlural, input: unknown) {
  const editor: CatalogEditor = CATALOG[plural];
  const created = await editor.create(db, input);
  await forgetCachedReads(db);
  await recordAudit(db, {
    ...who,
    action: `${editor.kind}.create`,
    target: { type: editor.kind, id: created.id },
    after: created,
  });
  return created;
}

export async function updateCatalogRecord(
  db: Db,
  who: Editor,
  plural: CatalogPlural,
  change: { id: number; base: number; patch: unknown },
) {
  const editor: CatalogEditor = CATALOG[plural];
  const { before, after } = await editor.update(db, change.id, change.base, change.patch);
  await forgetCachedReads(db);
  await recordAudit(db, {
    ...who,
    action: `${editor.kind}.update`,
    target: { type: editor.kind, id: change.id },
    before,
    after,
  });
  return after;
}

export async function mergeTeamRecords(
  db: Db,
  who: Editor,
  merge: { duplicateId: number; intoId: number; base: number },
): Promise<MergeOutcome> {
  const outcome = await mergeTeams(db, merge.duplicateId, merge.intoId, merge.base);
  await forgetCachedReads(db);
  await recordAudit(db, {
    ...who,
    action: "team.merge",
    target: { type: "team", id: merge.intoId },
    before: {
      duplicate: { id: outcome.duplicate.id, name: outcome.duplicate.name, ...outcome.before.duplicate },
      into: { id: outcome.kept.id, name: outcome.kept.name, ...outcome.before.into },
    },
    after: { into: { id: outcome.kept.id, name: outcome.kept.name, ...outcome.after } },
  });
  return outcome;
}
