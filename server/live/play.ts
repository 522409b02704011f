import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { Tx } from "../platform/transactions.ts";
import {
  type CompetitionFormat,
  type MatchPlay,
  type MatchStatus,
  matches,
  matchPlays,
  type PeriodScores,
} from "../sports/schema.ts";
import {
  applyTennisPoint,
  type BoxScore,
  type Play,
  type Side,
  type TennisScores,
  tennisFormatOf,
} from "../sports/service.ts";
import { type LivePlayEntry, publicPlay } from "./entry.ts";
import { stateOf } from "./ingest.ts";
import { liveLog } from "./schema.ts";
import { nextLiveSeq } from "./sequence.ts";

/** The log's source for a sport's play; ingest refuses the `#`, so no event source can take it. */
export const playSource = "#play";

/** A match's whole score after a point, a basket or a clock change: sports without a football timeline. */
export type PlayUpdate = {
  status: Extract<MatchStatus, "live" | "finished">;
  homeScore: number;
  awayScore: number;
  scores: PeriodScores;
  play: MatchPlay | null;
  /** When the clock last started; null while it is stopped. */
  periodStartedAt?: Date | null;
  winnerTeamId?: number | null;
  /** Basketball: the box score after this play; absent leaves it as it is. */
  boxScore?: BoxScore;
  /**
   * Basketball: the play-by-play this write adds, appended after the game's stored plays; `restart`
   * first drops the plays of a game that is tipping off again.
   */
  plays?: { added: Play[]; restart?: boolean };
};

/** A tennis match starting, `serving` to serve first: the feed's and the console's alike. */
export const tennisStart = (serving: Side): PlayUpdate => ({
  status: "live",
  homeScore: 0,
  awayScore: 0,
  scores: { s1: [0, 0] },
  play: { points: [0, 0], point: ["0", "0"], serving },
  periodStartedAt: null,
});

/** A tennis point won by `winner`: the match after it, over with its winner when the point ends it. */
export function tennisPoint(
  row: Pick<typeof matches.$inferSelect, "scores" | "play" | "homeTeamId" | "awayTeamId">,
  format: CompetitionFormat | null,
  winner: Side,
): PlayUpdate {
  const next = applyTennisPoint(
    tennisFormatOf(format),
    row.scores as TennisScores,
    { points: row.play?.points ?? [0, 0], serving: row.play?.serving ?? "home" },
    winner,
  );
  const over = next.winner !== null;
  return {
    status: over ? "finished" : "live",
    homeScore: next.homeScore,
    awayScore: next.awayScore,
    scores: next.scores,
    play: over ? null : next.live,
    winnerTeamId: over ? (next.winner === "home" ? row.homeTeamId : row.awayTeamId) : undefined,
  };
}

/**
 * Adds plays after a game's stored ones, inside the play's transaction with the match locked: a
 * retried write was refused by the version check before it got here, and the (match, seq) key
 * refuses a second batch at the same place, so no play is ever stored twice.
 */
async function appendPlays(tx: Tx, matchId: number, plays: NonNullable<PlayUpdate["plays"]>, now: Date) {
  if (plays.restart) await tx.delete(matchPlays).where(eq(matchPlays.matchId, matchId));
  if (plays.added.length === 0) return;
  const [stored] = await tx
    .select({
      next: sql<number>`coalesce(max(${matchPlays.seq} + jsonb_array_length(${matchPlays.plays})), 0)::int`,
    })
    .from(matchPlays)
    .where(eq(matchPlays.matchId, matchId));
  await tx.insert(matchPlays).values({ matchId, seq: stored?.next ?? 0, plays: plays.added, createdAt: now });
}

/**
 * Writes a sport's play onto its match and appends it to the live log under the next sequence, in
 * one transaction with the match locked. `expectedVersion` makes a retry or a rival writer harmless:
 * a stale update is refused with 409 `edit-conflict` instead of overwriting newer play.
 */
/** Who sent a play, when not a feed: the console logs under its source and the operator's key. */
export type PlayOrigin = { source: string; sourceEventId: string; inputHash: string };

export async function recordPlay(
  db: Db,
  matchId: number,
  update: PlayUpdate,
  expectedVersion: number,
  now: Date = new Date(),
  origin?: PlayOrigin,
): Promise<LivePlayEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for("update");
    if (!row) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
    if (row.version !== expectedVersion) {
      throw new AppError("conflict", "edit-conflict", "The match moved on since this play was based on it.");
    }
    const [updated] = await tx
      .update(matches)
      .set({
        status: update.status,
        homeScore: update.homeScore,
        awayScore: update.awayScore,
        scores: update.scores,
        play: update.status === "live" ? update.play : null,
        periodStartedAt: update.periodStartedAt === undefined ? row.periodStartedAt : update.periodStartedAt,
        winnerTeamId: update.winnerTeamId === undefined ? row.winnerTeamId : update.winnerTeamId,
        boxScore: update.boxScore ?? row.boxScore,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(matches.id, matchId))
      .returning();
    if (update.plays) await appendPlays(tx, matchId, update.plays, now);
    const seq = await nextLiveSeq(tx);
    const entry: LivePlayEntry = {
      seq,
      at: now.toISOString(),
      matchId,
      kind: "play",
      change:
        row.status !== "live" && update.status === "live"
          ? "start"
          : row.status !== "finished" && update.status === "finished"
            ? "end"
            : null,
      match: { ...stateOf(updated!), play: publicPlay(updated!.play) },
    };
    await tx.insert(liveLog).values({
      seq: entry.seq,
      matchId,
      source: origin?.source ?? playSource,
      sourceEventId: origin?.sourceEventId ?? `${matchId}:v${updated!.version}`,
      inputHash: origin?.inputHash ?? "",
      entry,
    });
    return entry;
  });
}
