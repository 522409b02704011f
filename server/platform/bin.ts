import { isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "../../shared/errors.ts";
import type { Db } from "../db/connect.ts";
import type { AuditActor, AuditedBy } from "./audit/audit.ts";
import { defineJob, type Jobs } from "./jobs.ts";

/**
 * The admin area's one bin. Deleting a post, an image, a video, a film or a TV programme only stamps
 * it (`deleted_at`, `deleted_by`): it leaves every public read, list and the API at once, and waits
 * here BIN_DAYS days, when a nightly job deletes it for good (with its files). Each domain that
 * deletes puts up a shelf (what it has binned, how to bring one back, how to purge one); the bin
 * lists them together and sends each restore or purge to the shelf that owns the row.
 */
export const BIN_DAYS = 30;
const DAY_MS = 86_400_000;
/** Nightly, at a quiet hour (UTC). */
const PURGE_CRON = "41 3 * * *";
const PURGER: AuditActor = { kind: "automation", id: "bin", role: "system" };

/** One binned row as its shelf lists it (its table's stamp column, so typed as nullable; never null here). */
export type BinnedRow = { id: number; title: string; deletedAt: Date | null; deletedBy: string | null };
type Stamped = BinnedRow & { deletedAt: Date };
const stamped = (row: BinnedRow): row is Stamped => row.deletedAt !== null;

/** What a shelf lists: every row of its table now in the bin, titled by one of its columns. */
export function binnedRowsOf(
  db: Db,
  table: PgTable & { id: PgColumn; deletedAt: PgColumn; deletedBy: PgColumn },
  title: PgColumn,
): Promise<BinnedRow[]> {
  return db
    .select({ id: table.id, title, deletedAt: table.deletedAt, deletedBy: table.deletedBy })
    .from(table as PgTable)
    .where(isNotNull(table.deletedAt)) as Promise<BinnedRow[]>;
}

/** A purge takes a row only while it is in the bin and, given `binnedBy`, was binned by then: a restore a moment ago wins. */
export const purgeable = (row: { deletedAt: Date | null }, binnedBy?: Date): boolean =>
  row.deletedAt !== null && (!binnedBy || row.deletedAt <= binnedBy);

/** One kind of deletable thing, as its domain offers it to the bin. */
export type BinShelf = {
  /** The entry type in the API and the audit log's target type: `post`, `media`, `video`… */
  type: string;
  /** Everything of this kind now in the bin. */
  binned(): Promise<BinnedRow[]>;
  /** Brings one back exactly as it was; one not in the bin is left as it is. Audited `<type>.restore`. */
  restore(id: number, by: AuditedBy): Promise<void>;
  /**
   * Deletes one for good if it is in the bin and was binned at or before `binnedBy` (a restore a
   * moment ago wins); answers whether it went. Audited `<type>.purge`.
   */
  purge(id: number, by: AuditedBy, binnedBy?: Date): Promise<boolean>;
};

export type BinEntry = {
  type: string;
  id: number;
  title: string;
  deleted_at: string;
  /** The audit actor id of whoever deleted it (an account id, or an automation's name). */
  deleted_by: string | null;
  purge_at: string;
  days_left: number;
};

const notInBin = (type: string) =>
  new AppError("conflict", `${type}-not-in-bin`, "This is not in the bin: move it there first.");

export function createBin(deps: { shelves: readonly BinShelf[]; jobs: Jobs; now: () => Date }) {
  const shelfOf = (type: string) => {
    const shelf = deps.shelves.find((s) => s.type === type);
    if (!shelf) throw new AppError("not-found", "bin-type-unknown", `The bin holds no ${type}.`);
    return shelf;
  };

  const bin = {
    BIN_DAYS,
    /** The entry types, in the order the bin's screen names them. */
    types: deps.shelves.map((shelf) => shelf.type),
    /** Everything in the bin, most recently deleted first, with the days each has left. */
    async list(): Promise<BinEntry[]> {
      const now = deps.now().getTime();
      const shelves = await Promise.all(
        deps.shelves.map(async (shelf) =>
          (await shelf.binned()).filter(stamped).map((row) => ({ type: shelf.type, row })),
        ),
      );
      return shelves
        .flat()
        .map(({ type, row }) => {
          const purgeAt = row.deletedAt.getTime() + BIN_DAYS * DAY_MS;
          return {
            type,
            id: row.id,
            title: row.title,
            deleted_at: row.deletedAt.toISOString(),
            deleted_by: row.deletedBy,
            purge_at: new Date(purgeAt).toISOString(),
            days_left: Math.max(0, Math.ceil((purgeAt - now) / DAY_MS)),
          };
        })
        .sort(
          (a, b) => b.deleted_at.localeCompare(a.deleted_at) || a.type.localeCompare(b.type) || a.id - b.id,
        );
    },
    restore: (type: string, id: number, by: AuditedBy) => shelfOf(type).restore(id, by),
    /** "Delete now": only what is in the bin can be purged early. */
    async purge(type: string, id: number, by: AuditedBy): Promise<void> {
      if (!(await shelfOf(type).purge(id, by))) throw notInBin(type);
    },
    /** Purges what has waited BIN_DAYS; answers how many of each type went. */
    async purgeExpired(): Promise<Record<string, number>> {
      const before = new Date(deps.now().getTime() - BIN_DAYS * DAY_MS);
      const purged: Record<string, number> = {};
      for (const shelf of deps.shelves) {
        let count = 0;
        for (const row of (await shelf.binned()).filter(stamped)) {
          if (row.deletedAt > before) continue;
          // Each on its own, re-checked under the shelf's lock.
          if (await shelf.purge(row.id, { actor: PURGER, ip: null }, before)) count += 1;
        }
        purged[shelf.type] = count;
      }
      return purged;
    },
  };

  const purgeJob = defineJob({
    name: "bin-purge",
    payload: z.object({}),
    retries: 2,
    timeoutSeconds: 600,
    async handle() {
      await bin.purgeExpired();
    },
  });

  return {
    ...bin,
    purgeJob,
    /** Declares the nightly purge (stored in the database, run by whichever process is first). */
    async start(): Promise<() => Promise<void>> {
      await deps.jobs.every(purgeJob, PURGE_CRON, {});
      return async () => {};
    },
  };
}

export type Bin = ReturnType<typeof createBin>;
