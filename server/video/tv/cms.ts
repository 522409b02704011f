import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import { type BinShelf, binnedRowsOf, purgeable } from "../../platform/bin.ts";
import { checkGuideUrl } from "./fetch.ts";
import { type ImportSummary, importGuide } from "./import.ts";
import { matchLinker } from "./link.ts";
import { programmeView } from "./read.ts";
import { programmeOutsideBin, tvChannels, tvProgrammes } from "./schema.ts";
import { parseXmltv } from "./xmltv.ts";

export type Editor = { actor: AuditActor; ip: string | null };
type ChannelRow = typeof tvChannels.$inferSelect;
type ProgrammeRow = typeof tvProgrammes.$inferSelect;

export const cmsChannelView = (row: ChannelRow) => ({
  id: row.id,
  xmltv_id: row.xmltvId,
  name: row.name,
  logo_url: row.logoUrl,
  number: row.number,
  entitlement: row.entitlement,
  stream_video_id: row.streamVideoId,
  guide_source_url: row.guideSourceUrl,
  guide_fetched_at: row.guideFetchedAt?.toISOString() ?? null,
  guide_fetch: row.guideFetch ?? null,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});
export type CmsChannel = ReturnType<typeof cmsChannelView>;

export const cmsProgrammeView = (row: ProgrammeRow) => ({
  ...programmeView(row),
  source: row.source,
  version: row.version,
});
export type CmsProgramme = ReturnType<typeof cmsProgrammeView>;

export type ChannelInput = {
  xmltv_id: string;
  name: string;
  number: number;
  logo_url: string | null;
  guide_source_url: string | null;
  entitlement: string;
};
export type ProgrammeInput = {
  starts_at: string;
  ends_at: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  category: string | null;
  match_id: number | null;
  /** Removes the programmes the new times overlap, instead of refusing. */
  replace_overlapping?: boolean;
};

export async function listCmsChannels(db: Db): Promise<CmsChannel[]> {
  const rows = await db.select().from(tvChannels).orderBy(asc(tvChannels.number), asc(tvChannels.id));
  return rows.map(cmsChannelView);
}

async function channelRow(db: Db, id: number, lock = false): Promise<ChannelRow> {
  const query = db.select().from(tvChannels).where(eq(tvChannels.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not-found", "channel-not-found", `There is no channel ${id}.`);
  return row;
}
export const readCmsChannel = async (db: Db, id: number) => cmsChannelView(await channelRow(db, id));

function channelValues(input: Partial<ChannelInput>) {
  if (input.guide_source_url) checkGuideUrl(input.guide_source_url);
  return {
    ...(input.xmltv_id !== undefined && { xmltvId: input.xmltv_id }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.number !== undefined && { number: input.number }),
    ...(input.logo_url !== undefined && { logoUrl: input.logo_url }),
    ...(input.guide_source_url !== undefined && { guideSourceUrl: input.guide_source_url }),
    ...(input.entitlement !== undefined && { entitlement: input.entitlement }),
  };
}

const xmltvIdTaken = () =>
  new AppError("conflict", "channel-xmltv-id-taken", "Another channel already has this guide id.", {
    field: "xmltv_id",
  });

export async function createChannel(db: Db, by: Editor, input: ChannelInput): Promise<CmsChannel> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tvChannels)
      .values({ ...channelValues(input), xmltvId: input.xmltv_id, name: input.name })
      .onConflictDoNothing({ target: tvChannels.xmltvId })
      .returning();
    if (!row) throw xmltvIdTaken();
    const view = cmsChannelView(row);
    await recordAudit(tx, {
      ...by,
      action: "tv-channel.create",
      target: { type: "tv-channel", id: row.id },
      after: view,
    });
    return view;
  });
}

export async function updateChannel(
  db: Db,
  by: Editor,
  id: number,
  baseVersion: number,
  patch: Partial<ChannelInput>,
): Promise<CmsChannel> {
  return db.transaction(async (tx) => {
    const current = await channelRow(tx, id, true);
    if (current.version !== baseVersion) throw editConflict(cmsChannelView(current));
    if (patch.xmltv_id && patch.xmltv_id !== current.xmltvId) {
      const [other] = await tx
        .select({ id: tvChannels.id })
        .from(tvChannels)
        .where(eq(tvChannels.xmltvId, patch.xmltv_id));
      if (other) throw xmltvIdTaken();
    }
    const [row] = await tx
      .update(tvChannels)
      .set({ ...channelValues(patch), version: sql`${tvChannels.version} + 1`, updatedAt: new Date() })
      .where(eq(tvChannels.id, id))
      .returning();
    const view = cmsChannelView(row!);
    await recordAudit(tx, {
      ...by,
      action: "tv-channel.update",
      target: { type: "tv-channel", id },
      before: cmsChannelView(current),
      after: view,
    });
    return view;
  });
}

/** Times, title and link of a programme typed in; with no match given, one is looked for by title. */
async function programmeValues(db: Db, input: ProgrammeInput) {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (!(endsAt > startsAt)) {
    throw new AppError("bad-request", "invalid-ends-at", "A programme ends after it starts.", {
      field: "ends_at",
    });
  }
  const matchId = input.match_id ?? (await matchLinker(db, startsAt, startsAt))(input.title, startsAt);
  return {
    startsAt,
    endsAt,
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    category: input.category,
    matchId,
    source: "manual" as const,
  };
}

/**
 * A channel shows one programme at a time. One whose times overlap another's is refused (409
 * `programme-overlaps`, naming the first it meets) unless the editor chose to replace them: then
 * they are removed, each audited. The channel's row is locked first, so two editors saving
 * overlapping programmes at once cannot both pass.
 */
async function settleOverlap(
  tx: Db,
  by: Editor,
  channelId: number,
  times: { startsAt: Date; endsAt: Date; replace: boolean },
  except: number | null,
) {
  await tx.select({ id: tvChannels.id }).from(tvChannels).where(eq(tvChannels.id, channelId)).for("update");
  const clashes = await tx
    .select()
    .from(tvProgrammes)
    .where(
      and(
        eq(tvProgrammes.channelId, channelId),
        lt(tvProgrammes.startsAt, times.endsAt),
        gt(tvProgrammes.endsAt, times.startsAt),
        except === null ? undefined : ne(tvProgrammes.id, except),
        programmeOutsideBin,
      ),
    )
    .orderBy(asc(tvProgrammes.startsAt));
  const [first] = clashes;
  if (!first) return;
  if (!times.replace) {
    const at = (date: Date) => date.toISOString().slice(11, 16);
    throw new AppError(
      "conflict",
      "programme-overlaps",
      `This overlaps “${first.title}” (${at(first.startsAt)}–${at(first.endsAt)} UTC) on this channel: change the times, or replace it.`,
      { field: "starts_at", clash: cmsProgrammeView(first), clashes: clashes.length },
    );
  }
  for (const clash of clashes) await binLocked(tx, by, clash);
}

/** Moves a locked programme to the bin, audited as `tv-programme.delete`. */
async function binLocked(tx: Db, by: Editor, row: ProgrammeRow) {
  await tx
    .update(tvProgrammes)
    .set({ deletedAt: new Date(), deletedBy: by.actor.id })
    .where(eq(tvProgrammes.id, row.id));
  await recordAudit(tx, {
    ...by,
    action: "tv-programme.delete",
    target: { type: "tv-programme", id: row.id },
    before: cmsProgrammeView(row),
  });
}

export async function createProgramme(db: Db, by: Editor, channelId: number, input: ProgrammeInput) {
  await channelRow(db, channelId);
  const values = await programmeValues(db, input);
  return db.transaction(async (tx) => {
    await settleOverlap(tx, by, channelId, { ...values, replace: input.replace_overlapping === true }, null);
    const [row] = await tx
      .insert(tvProgrammes)
      .values({ ...values, channelId })
      .returning();
    const view = cmsProgrammeView(row!);
    await recordAudit(tx, {
      ...by,
      action: "tv-programme.create",
      target: { type: "tv-programme", id: row!.id },
      after: view,
    });
    return view;
  });
}

async function programmeRow(db: Db, id: number, lock = false, inBinToo = false): Promise<ProgrammeRow> {
  const query = db
    .select()
    .from(tvProgrammes)
    .where(and(eq(tvProgrammes.id, id), inBinToo ? undefined : programmeOutsideBin));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not-found", "programme-not-found", `There is no programme ${id}.`);
  return row;
}
export const readCmsProgramme = async (db: Db, id: number) => cmsProgrammeView(await programmeRow(db, id));

/** An edited programme becomes the editors' own: later imports leave it in place. */
export async function updateProgramme(
  db: Db,
  by: Editor,
  id: number,
  baseVersion: number,
  input: ProgrammeInput,
) {
  const values = await programmeValues(db, input);
  return db.transaction(async (tx) => {
    const current = await programmeRow(tx, id, true);
    if (current.version !== baseVersion) throw editConflict(cmsProgrammeView(current));
    await settleOverlap(
      tx,
      by,
      current.channelId,
      { ...values, replace: input.replace_overlapping === true },
      id,
    );
    const [row] = await tx
      .update(tvProgrammes)
      .set({ ...values, version: sql`${tvProgrammes.version} + 1`, updatedAt: new Date() })
      .where(eq(tvProgrammes.id, id))
      .returning();
    const view = cmsProgrammeView(row!);
    await recordAudit(tx, {
      ...by,
      action: "tv-programme.update",
      target: { type: "tv-programme", id },
      before: cmsProgrammeView(current),
      after: view,
    });
    return view;
  });
}

/** Moves a programme to the admin area's bin: it leaves the guide at once. */
export async function deleteProgramme(db: Db, by: Editor, id: number, baseVersion: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await programmeRow(tx, id, true);
    if (current.version !== baseVersion) throw editConflict(cmsProgrammeView(current));
    await binLocked(tx, by, current);
  });
}

/**
 * TV programmes in the admin area's bin. Restoring one puts it back in the guide unless its time has
 * been taken meanwhile (409 `programme-overlaps`, as a new programme would be told); a guide
 * re-imported over its window replaces it, as it replaces any imported programme there.
 */
export function programmeShelf(db: Db): BinShelf {
  return {
    type: "tv-programme",
    binned: () => binnedRowsOf(db, tvProgrammes, tvProgrammes.title),
    restore: (id, by) =>
      db.transaction(async (tx) => {
        const row = await programmeRow(tx, id, true, true);
        if (!row.deletedAt) return;
        await settleOverlap(tx, by, row.channelId, { ...row, replace: false }, id);
        await tx
          .update(tvProgrammes)
          .set({ deletedAt: null, deletedBy: null })
          .where(eq(tvProgrammes.id, id));
        await recordAudit(tx, {
          ...by,
          action: "tv-programme.restore",
          target: { type: "tv-programme", id },
          after: cmsProgrammeView(row),
        });
      }),
    purge: (id, by, binnedBy) =>
      db.transaction(async (tx) => {
        const row = await programmeRow(tx, id, true, true);
        if (!purgeable(row, binnedBy)) return false;
        await tx.delete(tvProgrammes).where(eq(tvProgrammes.id, id));
        await recordAudit(tx, {
          ...by,
          action: "tv-programme.purge",
          target: { type: "tv-programme", id },
          before: cmsProgrammeView(row),
        });
        return true;
      }),
  };
}

/** An uploaded or posted guide, imported and audited with its summary. */
export async function importUploadedGuide(db: Db, by: Editor, text: string): Promise<ImportSummary> {
  const summary = await importGuide(db, parseXmltv(text));
  await recordAudit(db, { ...by, action: "tv-guide.import", target: { type: "tv-guide" }, after: summary });
  return summary;
}
