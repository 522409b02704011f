/**
 * Moves a tennis draw on in the database once a tie is decided: when both ties feeding a place of the
 * next round are over, that round's match is written (docs/decisions/031-tennis.md). Idempotent: the
 * next match's source key is unique, so a second call for the same pair writes nothing.
 */
import { eq, like } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matches } from "../schema.ts";
import { roundName } from "./bracket.ts";

type Tx = Pick<Db, "select" | "insert">;

const slotKey = /^(.*):r(\d+):(\d+)$/;

/** Hours between a round's last finish and the next round's start, as a tournament's order of play. */
const restMs = 60 * 60_000;
/** An order of play names quarter hours. */
const quarterHour = 15 * 60_000;

export async function advanceDraw(db: Tx, matchId: number, now: Date = new Date()): Promise<number | null> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  const key = match?.sourceKey ? slotKey.exec(match.sourceKey) : null;
  if (!match || !key || match.status !== "finished" || match.winnerTeamId === null) return null;
  const [, prefix, roundText, slotText] = key;
  const round = Number(roundText);
  const slot = Number(slotText);
  const firstRound = await db
    .select({ id: matches.id })
    .from(matches)
    .where(like(matches.sourceKey, `${prefix}:r1:%`));
  // Byes leave round-one places empty, so the draw's size is the first power of two holding them.
  const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(2, firstRound.length * 2))));
  if (round >= rounds) return null;
  const siblingKey = `${prefix}:r${round}:${slot ^ 1}`;
  const [sibling] = await db.select().from(matches).where(eq(matches.sourceKey, siblingKey));
  if (sibling?.status !== "finished" || sibling.winnerTeamId === null) return null;
  const [top, bottom] = slot % 2 === 0 ? [match, sibling] : [sibling, match];
  const inserted = await db
    .insert(matches)
    .values({
      seasonId: match.seasonId,
      stageId: match.stageId,
      round: roundName(round, rounds),
      roundNumber: round + 1,
      homeTeamId: top.winnerTeamId!,
      awayTeamId: bottom.winnerTeamId!,
      kickoffAt: new Date(Math.ceil((now.getTime() + restMs) / quarterHour) * quarterHour),
      status: "scheduled",
      sourceKey: `${prefix}:r${round + 1}:${slot >> 1}`,
    })
    .onConflictDoNothing()
    .returning({ id: matches.id });
  return inserted[0]?.id ?? null;
}

/** The tie a draw match fills (round from 1, place from 0), read from its source key. */
export function drawPlaceOf(sourceKey: string | null): { round: number; slot: number } | null {
  const key = sourceKey ? slotKey.exec(sourceKey) : null;
  return key ? { round: Number(key[2]), slot: Number(key[3]) } : null;
}
