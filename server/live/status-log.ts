import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { matches } from "../sports/schema.ts";
import { type LiveStatusEntry, publicPlay } from "./entry.ts";
import { stateOf } from "./ingest.ts";
import { liveLog } from "./schema.ts";
import { nextLiveSeq } from "./sequence.ts";

/** The log's source for operators' status changes; ingest refuses the `#`, so no event source can take it. */
export const statusSource = "#status";

/**
 * Appends a match's status as it now stands to the live log under the next sequence, with the match
 * locked. Keyed by the match's version, so telling it twice of one change logs it once: null then,
 * and for an unknown match.
 */
export async function recordStatus(
  db: Db,
  matchId: number,
  now: Date = new Date(),
): Promise<LiveStatusEntry | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for("update");
    if (!row) return null;
    const sourceEventId = `${matchId}:v${row.version}`;
    const [logged] = await tx
      .select({ seq: liveLog.seq })
      .from(liveLog)
      .where(and(eq(liveLog.source, statusSource), eq(liveLog.sourceEventId, sourceEventId)));
    if (logged) return null;
    const entry: LiveStatusEntry = {
      seq: await nextLiveSeq(tx),
      at: now.toISOString(),
      matchId,
      kind: "status",
      match: { ...stateOf(row), play: publicPlay(row.play) },
    };
    await tx
      .insert(liveLog)
      .values({ seq: entry.seq, matchId, source: statusSource, sourceEventId, inputHash: "", entry });
    return entry;
  });
}
