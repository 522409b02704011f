import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { users } from "../auth/schema.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import type { Moderator } from "./entry.ts";
import { chatSanctions } from "./schema.ts";

type Reader = Pick<Db, "select">;
export type SanctionRow = typeof chatSanctions.$inferSelect;

/** Still in force at `now`: not lifted, and for good or not yet over. */
const inForce = (now: Date) =>
  and(isNull(chatSanctions.liftedAt), or(isNull(chatSanctions.until), gt(chatSanctions.until, now)));

/** The sanction that keeps a user quiet in a room now, if any: a ban outranks a time-out. */
export async function activeSanction(db: Reader, userId: number, matchId: number, now: Date) {
  const rows = await db
    .select()
    .from(chatSanctions)
    .where(
      and(
        eq(chatSanctions.userId, userId),
        or(isNull(chatSanctions.matchId), eq(chatSanctions.matchId, matchId)),
        inForce(now),
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

/** Time-outs run 1 minute to 24 hours; a timed ban up to a year (or, with null, until lifted). */
export function checkDuration(kind: "timeout" | "ban", seconds: number | null): void {
  const max = kind === "timeout" ? 86_400 : 366 * 86_400;
  const fits =
    seconds === null ? kind === "ban" : Number.isInteger(seconds) && seconds >= 60 && seconds <= max;
  if (!fits) {
    throw new AppError(
      "bad-request",
      "invalid-duration",
      kind === "timeout"
        ? "A time-out lasts from 1 minute to 24 hours, in whole seconds."
        : "A ban lasts from 1 minute to a year, in whole seconds, or until lifted.",
      { min: 60, max },
    );
  }
}

/**
 * Sanctions in force now, newest first, with the names of who they hold and who set them;
 * with `userIds`, only those accounts' (a report's author, a user's page).
 */
export async function activeSanctions(
  db: Reader,
  filter: { userIds?: readonly number[] } = {},
  now = new Date(),
  limit = 200,
) {
  if (filter.userIds?.length === 0) return [];
  const rows = await db
    .select({ row: chatSanctions, user: users.displayName })
    .from(chatSanctions)
    .leftJoin(users, eq(users.id, chatSanctions.userId))
    .where(and(inForce(now), filter.userIds ? inArray(chatSanctions.userId, [...filter.userIds]) : undefined))
    .orderBy(desc(chatSanctions.id))
    .limit(limit);
  // Staff are named by account id in `by_id`; automation (the admin token) keeps its own name.
  const staffIds = [...new Set(rows.map(({ row }) => row.byId).filter((id) => /^\d{1,9}$/.test(id)))];
  const staff = staffIds.length
    ? await db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(inArray(users.id, staffIds.map(Number)))
    : [];
  const staffName = new Map(staff.map((s) => [String(s.id), s.name]));
  return rows.map(({ row, user }) => ({
    ...sanctionView(row),
    user_name: user ?? "",
    by: { id: row.byId, name: staffName.get(row.byId) ?? row.byId },
    created_at: row.createdAt.toISOString(),
  }));
}

export const sanctionView = (row: SanctionRow) => ({
  id: row.id,
  kind: row.kind,
  user_id: row.userId,
  match_id: row.matchId,
  reason: row.reason,
  until: row.until?.toISOString() ?? null,
});

/**
 * Ends a time-out or ban early; audited as `chat.<kind>.lift`. Lifting one already lifted (or
 * already over) answers the same and is not audited twice: a retried request changes nothing.
 */
export async function liftSanction(db: Db, by: Moderator, kind: "timeout" | "ban", id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatSanctions)
      .where(and(eq(chatSanctions.id, id), eq(chatSanctions.kind, kind)))
      .for("update");
    if (!row) {
      const what = kind === "timeout" ? "time-out" : "ban";
      throw new AppError("not-found", "sanction-not-found", `There is no chat ${what} ${id}.`);
    }
    if (row.liftedAt) return { lifted: false };
    await tx
      .update(chatSanctions)
      .set({ liftedAt: new Date(), liftedBy: by.actor.id })
      .where(eq(chatSanctions.id, id));
    await recordAudit(tx as unknown as Db, {
      ...by,
      action: `chat.${kind}.lift`,
      target: { type: "user", id: row.userId },
      before: {
        sanction_id: id,
        match_id: row.matchId,
        until: row.until?.toISOString() ?? null,
        reason: row.reason,
      },
    });
    return { lifted: true };
  });
}
