import { sql } from "drizzle-orm";
import type { Tx } from "../platform/transactions.ts";
import { liveSequence } from "./schema.ts";

/**
 * The live log's next sequence. The counter row stays locked until commit, so sequences are issued in
 * commit order without gaps.
 */
export async function nextLiveSeq(tx: Tx): Promise<number> {
  const [counter] = await tx
    .insert(liveSequence)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: liveSequence.id, set: { value: sql`${liveSequence.value} + 1` } })
    .returning({ value: liveSequence.value });
  return counter!.value;
}
