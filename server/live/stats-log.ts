import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { matchEvents, matches } from "../sports/schema.ts";
import { momentumOf, type StoredStats, settleStats, writeMatchStats } from "../sports/service.ts";
import type { LiveStatsEntry } from "./entry.ts";
import { stateOf } from "./ingest.ts";
import { liveLog } from "./schema.ts";
import { nextLiveSeq } from "./sequence.ts";

/** The log's source for statistics; ingest refuses the `#`, so no event source can take it. */
export const statsSource = "#stats";

type Line = StoredStats & { pressure: number[] };

/**
 * Stores a live match's statistics and appends them to the live log under the
 * next sequence, in one transaction with the match locked, so they settle
 * against exactly the events committed before them. Null for an unknown match.
 */
export async function recordStats(
  db: Db,
  matchId: number,
  lines: [Line, Line],
  now: Date = new Date(),
): Promise<LiveStatsEntry | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for("update");
    if (!row) return null;
    await writeMatchStats(tx, matchId, [row.homeTeamId, row.awayTeamId], lines, "live", now);
    const events = await tx
      .select({ type: matchEvents.type, teamId: matchEvents.teamId, cancelled: matchEvents.cancelled })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId));
    const sided = events.map((event) => ({
      ...event,
      side:
        event.teamId === row.homeTeamId
          ? ("home" as const)
          : event.teamId === row.awayTeamId
            ? ("away" as const)
            : null,
    }));
    const seq = await nextLiveSeq(tx);
    const entry: LiveStatsEntry = {
      seq,
      at: now.toISOString(),
      matchId,
      kind: "stats",
      stats: settleStats({ home: lines[0], away: lines[1] }, sided),
      momentum: momentumOf(lines[0].pressure, lines[1].pressure),
      match: stateOf(row),
    };
    await tx.insert(liveLog).values({
      seq: entry.seq,
      matchId,
      source: statsSource,
      sourceEventId: `${matchId}:${entry.seq}`,
      inputHash: "",
      entry,
    });
    return entry;
  });
}
