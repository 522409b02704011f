import { sql } from "drizzle-orm";
import { loadBulkUsers } from "../../auth/testing/bulk-users.ts";
import { createBulkLoader, type LoadProgress } from "../../db/bulk-insert.ts";
import type { Db } from "../../db/connect.ts";
import { type BulkWorldSize, bulkWorldSerialTables, loadBulkWorld, syncSequence } from "./bulk-world.ts";

export type BulkDataOptions = {
  /** 1 is the full size: 20 seasons of 40 leagues and a million accounts. */
  scale: number;
  /** The site's password pepper, so generated accounts can sign in. */
  pepper: string;
  now?: Date;
  seed?: number;
  batchRows?: number;
  onProgress?: (progress: LoadProgress) => void;
};

export type BulkDataSummary = { size: BulkWorldSize; rows: Record<string, number>; seconds: number };

/** Fills a migrated database with the generated football world and its users, then analyzes it. */
export async function generateBulkData(db: Db, options: BulkDataOptions): Promise<BulkDataSummary> {
  const started = performance.now();
  const loader = createBulkLoader(db, { batchRows: options.batchRows, onProgress: options.onProgress });
  const size = await loadBulkWorld(db, loader, options);
  await loader.flush();
  await loadBulkUsers(loader, {
    count: Math.round(1_000_000 * options.scale),
    pepper: options.pepper,
    now: options.now,
  });
  await loader.flush();
  for (const table of bulkWorldSerialTables) await syncSequence(db, table);
  // Fresh statistics, so the planner sees the new sizes before autovacuum would.
  await db.execute(sql`analyze`);
  return { size, rows: loader.counts(), seconds: (performance.now() - started) / 1000 };
}
