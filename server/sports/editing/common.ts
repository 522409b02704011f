import { type AnyColumn, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
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
type PageQuery = { order: "asc" | "desc"; limit: number; offset: number };

/**
 * One kind's reads over its joined select (made `$dynamic()`): a page of views, filtered, sorted with
 * the id breaking ties and counted, and one view by id. The kinds differ only in their select, view,
 * filters and sort columns, which each file keeps.
 */
export function recordReads<S extends PgSelect, V>(kind: {
  select: (db: Handle) => S;
  table: PgTable;
  id: PgColumn;
  view: (row: S["_"]["result"][number]) => V;
}) {
  return {
    async page(db: Handle, where: SQL | undefined, sortBy: AnyColumn | SQL, query: PageQuery) {
      const [rows, total] = await Promise.all([
        kind
          .select(db)
          .where(where)
          .orderBy(...orderBy(sortBy, query.order, kind.id))
          .limit(query.limit)
          .offset(query.offset),
        totalOf(db.select({ total: count() }).from(kind.table).where(where)),
      ]);
      return { data: (rows as S["_"]["result"]).map(kind.view), total };
    },
    async one(db: Handle, id: number): Promise<V | null> {
      const [row] = (await kind.select(db).where(eq(kind.id, id))) as S["_"]["result"];
      return row ? kind.view(row) : null;
    },
  };
}
