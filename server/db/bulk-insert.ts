import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./connect.ts";

/**
 * Many rows in one statement with one bind parameter: the rows travel as a JSON array and
 * json_populate_recordset turns them into the table's own row type, so every column keeps its
 * type and columns left out take their defaults. The same SQL runs on PGlite and PostgreSQL,
 * and no batch comes near PostgreSQL's 65,535-parameter limit. The first row names the columns:
 * every row must carry the same keys (a key left out of a later row is written as null).
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<Partial<T["$inferInsert"]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((key) => columns[key]);
  const names = keys.map((key) => columns[key]!.name);
  const payload = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) record[names[i]!] = (row as Record<string, unknown>)[keys[i]!];
      return record;
    }),
  );
  const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  await db.execute(
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${payload}::json)`,
  );
}

/** Rows written so far per table, and the rate since the loader started. */
export type LoadProgress = { table: string; rows: number; seconds: number };

/**
 * Buffers rows per table and writes them in big batches, each flush in one transaction so a
 * crash never leaves half a batch; `onProgress` hears after every flush.
 */
export function createBulkLoader(
  db: Db,
  options: { batchRows?: number; onProgress?: (progress: LoadProgress) => void } = {},
) {
  const batchRows = options.batchRows ?? 10_000;
  const started = performance.now();
  const buffers = new Map<PgTable, unknown[]>();
  const written = new Map<string, number>();
  // Tables in the order they were first given rows: parents before children, for foreign keys.
  const order: PgTable[] = [];

  async function flushAll(): Promise<void> {
    const pending = order.filter((table) => (buffers.get(table)?.length ?? 0) > 0);
    if (pending.length === 0) return;
    await db.transaction(async (tx) => {
      for (const table of pending) {
        const rows = buffers.get(table)!;
        buffers.set(table, []);
        for (let i = 0; i < rows.length; i += batchRows) {
          await insertJsonRows(tx as unknown as Db, table, rows.slice(i, i + batchRows) as never[]);
        }
        const name = getTableName(table);
        written.set(name, (written.get(name) ?? 0) + rows.length);
        options.onProgress?.({
          table: name,
          rows: written.get(name)!,
          seconds: (performance.now() - started) / 1000,
        });
      }
    });
  }

  return {
    /** Queues rows; writes every queued table once any buffer holds a full batch. */
    async add<T extends PgTable>(table: T, rows: Array<Partial<T["$inferInsert"]>>): Promise<void> {
      if (!buffers.has(table)) {
        buffers.set(table, []);
        order.push(table);
      }
      const buffer = buffers.get(table)!;
      for (const row of rows) buffer.push(row);
      if (buffer.length >= batchRows) await flushAll();
    },
    flush: flushAll,
    /** Rows written per table so far. */
    counts: () => Object.fromEntries(written) as Record<string, number>,
  };
}
