import type { z } from "@hono/zod-openapi";
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import type { Tx } from "../../platform/transactions.ts";

export type Handle = Db | Tx;

/** The catalogue's kinds, as the audit log and error codes name them. */
export type CatalogKind = "competition" | "season" | "team" | "player" | "venue";

export type Versioned = { id: number; version: number };

export const notFound = (kind: CatalogKind) =>
  new AppError("not-found", `${kind}-not-found`, `No such ${kind}.`);

/** A name or slug already used: the code and `details.field` name the field, so a form marks it. */
export const taken = (kind: CatalogKind, field: string, message: string) =>
  new AppError("conflict", `${kind}-${field.replaceAll("_", "-")}-taken`, message, { field });

/** A reference to something that does not exist, e.g. `unknown-country` on `country_id`. */
export const unknownRef = (field: string, what: string) =>
  new AppError("unprocessable", `unknown-${what}`, `No such ${what}.`, { field });

/** Refuses an edit based on an older version, handing back the record as it is now. */
export function checkVersion<V extends Versioned>(current: V, base: number): void {
  if (current.version !== base) throw editConflict(current);
}

export async function requireRef(
  tx: Handle,
  idColumn: PgColumn & { table: PgTable },
  id: number | null | undefined,
  field: string,
  what: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx.select({ id: idColumn }).from(idColumn.table).where(eq(idColumn, id)).limit(1);
  if (!row) throw unknownRef(field, what);
}

/** A search term for ILIKE with the wildcards of the term taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const orderBy = (column: AnyColumn | SQL, order: "asc" | "desc", id: AnyColumn) =>
  order === "asc" ? [asc(column), asc(id)] : [desc(column), desc(id)];

export const totalOf = async (query: Promise<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;
export { count };

/** The unique index decides between two racing writers; its loser gets the same 409 as the check. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Keys of `patch` that are set, mapped to table columns; undefined keys keep the stored value. */
export function changesOf<P extends object>(
  patch: P,
  columns: { [K in keyof P]?: string },
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns) as Array<[keyof P, string]>) {
    if (patch[key] !== undefined) changes[column] = patch[key];
  }
  return changes;
}

export const nextVersion = (table: { version: AnyColumn }) => sql`${table.version} + 1`;

/** A list query's sort and page, as every kind's query schema has them. */
type PageQuery = { q?: string; order: "asc" | "desc"; limit: number; offset: number };

/**
 * One kind's reads over its joined select (made `$dynamic()`): a page of views, filtered, sorted with
 * the id breaking ties and counted, and one view by id. The kinds differ only in their select, view,
 * filters and sort columns, which each file keeps.
 */
export function recordReads<S extends PgSelect, V, Q extends PageQuery & { sort: string }>(kind: {
  select: (db: Handle) => S;
  table: PgTable;
  id: PgColumn;
  view: (row: S["_"]["result"][number]) => V;
  /** The list's query schema, for its keys' types. */
  query: z.ZodType<Q>;
  /** The text columns `q` looks in. */
  search: AnyColumn[];
  /** Query keys that, when given, must equal a column. */
  filters: { [K in keyof Q]?: AnyColumn };
  /** A condition the filters cannot say. */
  where?: (query: Q) => SQL | undefined;
  sorts: Record<Q["sort"], AnyColumn>;
}) {
  const whereOf = (query: Q) =>
    and(
      query.q ? or(...kind.search.map((column) => ilike(column, containing(query.q!)))) : undefined,
      ...Object.entries(kind.filters).map(([key, column]) => {
        const wanted = query[key as keyof Q];
        return wanted ? eq(column as AnyColumn, wanted) : undefined;
      }),
      kind.where?.(query),
    );
  async function one(db: Handle, id: number): Promise<V | null> {
    const [row] = (await kind.select(db).where(eq(kind.id, id))) as S["_"]["result"];
    return row ? kind.view(row) : null;
  }
  async function list(db: Handle, query: Q) {
    const where = whereOf(query);
    const [rows, total] = await Promise.all([
      kind
        .select(db)
        .where(where)
        .orderBy(...orderBy(kind.sorts[query.sort as Q["sort"]], query.order, kind.id))
        .limit(query.limit)
        .offset(query.offset),
      totalOf(db.select({ total: count() }).from(kind.table).where(where)),
    ]);
    return { data: (rows as S["_"]["result"]).map(kind.view), total };
  }
  return { list, one };
}

/** A reference an input may carry: its field, the column it names and what the refusal calls it. */
export type RefCheck = { field: string; column: PgColumn & { table: PgTable }; what: string };

type Row = { id: number; version: number };

/**
 * One kind's writes, each in a transaction: references are checked first (`unknown-<what>`), then the
 * kind's own rules; a create answers the new record, an edit locks the row, refuses a stale version and
 * answers the record before and after. Where a unique index backs a rule, `raced` turns the loser of two
 * racing writers into the same refusal the rule gives.
 */
export function recordWrites<
  T extends PgTable & { id: PgColumn; version: AnyColumn },
  V extends Versioned,
>(kind: {
  kind: CatalogKind;
  table: T;
  read: (db: Handle, id: number) => Promise<V | null>;
  refs: RefCheck[];
  raced?: (wanted: string | undefined) => AppError;
}) {
  async function checkRefs(tx: Tx, input: object) {
    const given = input as Record<string, number | null | undefined>;
    for (const ref of kind.refs) await requireRef(tx, ref.column, given[ref.field], ref.field, ref.what);
  }
  const racing = (wanted: string | undefined) => (error: unknown) => {
    throw kind.raced && isUniqueViolation(error) ? kind.raced(wanted) : error;
  };
  return {
    create(
      db: Db,
      input: object,
      write: {
        check: (tx: Tx) => Promise<void>;
        values: T["$inferInsert"];
        after?: (tx: Tx, id: number) => Promise<void>;
        wanted?: string;
      },
    ): Promise<V> {
      return db
        .transaction(async (tx) => {
          await checkRefs(tx, input);
          await write.check(tx);
          const [row] = (await tx
            .insert(kind.table)
            .values(write.values)
            .returning({ id: kind.table.id })) as Row[];
          await write.after?.(tx, row!.id);
          return (await kind.read(tx, row!.id))!;
        })
        .catch(racing(write.wanted));
    },
    update<P extends object>(
      db: Db,
      id: number,
      base: number,
      patch: P,
      write: {
        columns: { [K in keyof P]?: string };
        /** Columns whose new value depends on the record before the edit (merged, not replaced). */
        merged?: (before: V) => Record<string, unknown>;
        check: (tx: Tx, before: V) => Promise<void>;
        after?: (tx: Tx, before: V) => Promise<void>;
        wanted?: string;
      },
    ): Promise<{ before: V; after: V }> {
      return db
        .transaction(async (tx) => {
          const [locked] = await tx
            .select({ id: kind.table.id })
            .from(kind.table as PgTable)
            .where(eq(kind.table.id, id))
            .for("update");
          if (!locked) throw notFound(kind.kind);
          const before = (await kind.read(tx, id))!;
          checkVersion(before, base);
          await checkRefs(tx, patch);
          await write.check(tx, before);
          const changes: Record<string, unknown> = {
            ...changesOf(patch, write.columns),
            ...write.merged?.(before),
            version: nextVersion(kind.table),
          };
          await tx.update(kind.table).set(changes).where(eq(kind.table.id, id));
          await write.after?.(tx, before);
          return { before, after: (await kind.read(tx, id))! };
        })
        .catch(racing(write.wanted));
    },
  };
}
