import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { recordAudit } from "../../platform/audit/audit.ts";
import { hotMatchPins, matches } from "../schema.ts";
import type { StaffAct } from "./matches-write.ts";

export type HotPin = { match_id: number; pinned_by: string; pinned_at: string };

/** Statuses the hot list leaves out: pinning one of them would pin nothing. */
const OFF: readonly string[] = ["postponed", "cancelled", "abandoned"];

type Reader = Pick<Db, "select">;

export async function currentHotPin(db: Reader): Promise<HotPin | null> {
  const [row] = await db.select().from(hotMatchPins).where(eq(hotMatchPins.slot, 1));
  return row
    ? { match_id: row.matchId, pinned_by: row.pinnedByName, pinned_at: row.pinnedAt.toISOString() }
    : null;
}

/**
 * Pins one match to the top of the hot-match ranking on its day, replacing any
 * earlier pin; audited as hot-match.pin with the pin it replaced.
 */
export async function pinHotMatch(
  db: Db,
  matchId: number,
  act: StaffAct & { name: string },
  now: Date = new Date(),
): Promise<HotPin> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
    if (!match) {
      throw new AppError("unprocessable", "match-not-found", `There is no match ${matchId}.`, {
        field: "match_id",
      });
    }
    if (OFF.includes(match.status)) {
      throw new AppError(
        "conflict",
        "match-not-pinnable",
        `A ${match.status} match cannot be the hot match.`,
        {
          field: "match_id",
        },
      );
    }
    const before = await currentHotPin(tx);
    const pin = { matchId, pinnedById: act.actor.id, pinnedByName: act.name, pinnedAt: now };
    await tx
      .insert(hotMatchPins)
      .values({ slot: 1, ...pin })
      .onConflictDoUpdate({ target: hotMatchPins.slot, set: pin });
    const after = (await currentHotPin(tx))!;
    await recordAudit(tx, {
      actor: act.actor,
      ip: act.ip,
      action: "hot-match.pin",
      target: { type: "match", id: matchId },
      before,
      after,
    });
    return after;
  });
}

/** Clears the pin; audited as hot-match.unpin. Answers whether there was one. */
export async function unpinHotMatch(db: Db, act: StaffAct): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await currentHotPin(tx);
    if (!before) return false;
    await tx.delete(hotMatchPins).where(eq(hotMatchPins.slot, 1));
    await recordAudit(tx, {
      ...act,
      action: "hot-match.unpin",
      target: { type: "match", id: before.match_id },
      before,
    });
    return true;
  });
}
