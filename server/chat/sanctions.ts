import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../errors.ts";
import { chatSanctions } from "./schema.ts";

type Reader = Pick<Db, "select">;
export type SanctionRow = typeof chatSanctions.$inferSelect;

/** The sanction that keeps a user quiet in a room now, if any: a ban outranks a time-out. */
export async function activeSanction(db: Reader, userId: number, matchId: number, now: Date) {
  const rows = await db
    .select()
    .from(chatSanctions)
    .where(
      and(
        eq(chatSanctions.userId, userId),
        or(isNull(chatSanctions.matchId), eq(chatSanctions.matchId, matchId)),
        or(isNull(chatSanctions.until), gt(chatSanctions.until, now)),
      ),
    )
    .orderBy(desc(chatSanctions.createdAt));
  return rows.find((row) => row.kind === "ban") ?? rows[0] ?? null;
}

/** The error a sanctioned writer gets: why, until when, and whether it covers every room. */
export function sanctionError(row: SanctionRow): AppError {
  const until = row.until?.toISOString() ?? null;
  const details = { reason: row.reason, until, everywhere: row.matchId === null, match_id: row.matchId };
  if (row.kind === "ban") {
    const where = row.matchId === null ? "from every chat room" : "from this chat room";
    const when = until ? ` until ${until}` : "";
    return new AppError("forbidden", "chat-banned", `You are banned ${where}${when}.`, details);
  }
  return new AppError("forbidden", "chat-timeout", `You are timed out until ${until}.`, details);
}
