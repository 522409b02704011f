import { asc, desc, gt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import type { TopicLog } from "./hub.ts";

/** A topic's log kept as rows of a table with a `seq` and an `entry` column. */
export function tableLog<E>(db: Db, table: PgTable & { seq: PgColumn; entry: PgColumn }): TopicLog<E> {
  const entries = (rows: Array<{ entry: unknown }>) => rows.map((row) => row.entry as E);
  const select = () => db.select({ entry: table.entry }).from(table as PgTable);
  return {
    latest: async (limit) => entries(await select().orderBy(desc(table.seq)).limit(limit)).reverse(),
    after: async (seq, limit) =>
      entries(await select().where(gt(table.seq, seq)).orderBy(asc(table.seq)).limit(limit)),
  };
}
