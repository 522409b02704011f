import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { distinctIds } from "../../shared/bulk.ts";
import { users } from "../auth/schema.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { editConflict } from "../http/versioning.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import { actOnEach, type BulkOutcome, missingIds } from "../platform/bulk.ts";
import { matches } from "../sports/schema.ts";
import type { ChatEntry, Moderator } from "./entry.ts";
import { appendChatLog } from "./hub.ts";
import { messageNotFound } from "./messages.ts";
import { checkDuration, sanctionView } from "./sanctions.ts";
import { chatMessages, chatReports, chatRooms, chatSanctions } from "./schema.ts";
import { roomOf, settingsOf, viewsOf } from "./views.ts";

export type { Moderator };
export type ModerationDeps = { db: Db; publish(entry: ChatEntry): void };

/** Removes a message for everyone (its text is dropped; the row stays for the report queue). */
export async function deleteMessage(deps: ModerationDeps, by: Moderator, id: number) {
  const { db } = deps;
  const entry = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for("update");
    if (!row || row.deletedAt) throw messageNotFound(id);
    await tx.update(chatMessages).set({ deletedAt: new Date() }).where(eq(chatMessages.id, id));
    await tx
      .update(chatReports)
      .set({ status: "actioned", resolvedBy: by.actor.id, resolvedAt: new Date() })
      .where(and(eq(chatReports.messageId, id), eq(chatReports.status, "open")));
    await recordAudit(tx as unknown as Db, {
      ...by,
      action: "chat.message.delete",
      target: { type: "chat-message", id },
      before: { text: row.text, user_id: row.userId, match_id: row.matchId },
    });
    return appendChatLog(tx, { kind: "deleted", matchId: row.matchId, messageId: id }, new Date());
  });
  deps.publish(entry);
}

export type SanctionInput = {
  kind: "timeout" | "ban";
  user_id: number;
  match_id?: number | null;
  /** Null (bans only): for good. */
  seconds: number | null;
  reason?: string;
};

/** Times a user out or bans them, in one room or everywhere; audited. 400 `invalid-duration`. */
export async function sanction(db: Db, by: Moderator, input: SanctionInput) {
  checkDuration(input.kind, input.seconds);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!user) {
    throw new AppError("not-found", "user-not-found", `There is no user ${input.user_id}.`, {
      field: "user_id",
    });
  }
  if (input.match_id) {
    const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, input.match_id));
    if (!match) {
      throw new AppError("not-found", "match-not-found", `There is no match ${input.match_id}.`, {
        field: "match_id",
      });
    }
  }
  const until = input.seconds === null ? null : new Date(Date.now() + input.seconds * 1000);
  const [row] = await db
    .insert(chatSanctions)
    .values({
      userId: input.user_id,
      matchId: input.match_id ?? null,
      kind: input.kind,
      reason: input.reason ?? "",
      until,
      byId: by.actor.id,
    })
    .returning();
  await recordAudit(db, {
    ...by,
    action: `chat.${input.kind}`,
    target: { type: "user", id: input.user_id },
    after: { match_id: row!.matchId, until: until?.toISOString() ?? null, reason: row!.reason },
  });
  return sanctionView(row!);
}

export type RoomPatch = {
  slow_mode_seconds?: number;
  premium_only?: boolean;
  pinned_message_id?: number | null;
  /** The version the change was based on; a save since then refuses it (409 `edit-conflict`). */
  version?: number;
};

/** Slow mode, premium-only and the pinned message of a room; readers see the change at once. */
export async function changeRoom(deps: ModerationDeps, by: Moderator, matchId: number, patch: RoomPatch) {
  const { db } = deps;
  await roomOf(db, matchId);
  if (patch.pinned_message_id) {
    const [pin] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, patch.pinned_message_id),
          eq(chatMessages.matchId, matchId),
          isNull(chatMessages.deletedAt),
        ),
      );
    if (!pin) throw messageNotFound(patch.pinned_message_id);
  }
  const before = await settingsOf(db, matchId);
  if (patch.version !== undefined && patch.version !== before.version) throw editConflict(before);
  const set = {
    ...(patch.slow_mode_seconds !== undefined && { slowModeSeconds: patch.slow_mode_seconds }),
    ...(patch.premium_only !== undefined && { premiumOnly: patch.premium_only }),
    ...(patch.pinned_message_id !== undefined && { pinnedMessageId: patch.pinned_message_id }),
    updatedAt: new Date(),
  };
  const entry = await db.transaction(async (tx) => {
    // Saved only if nobody saved since `before` was read: two moderators' forms cannot undo each other.
    const saved = await tx
      .insert(chatRooms)
      .values({ matchId, ...set })
      .onConflictDoUpdate({
        target: chatRooms.matchId,
        set,
        where: patch.version
          ? sql`date_trunc('milliseconds', ${chatRooms.updatedAt}) = ${new Date(patch.version).toISOString()}::timestamptz`
          : undefined,
      })
      .returning({ matchId: chatRooms.matchId });
    if (saved.length === 0) throw editConflict(await settingsOf(tx, matchId));
    await recordAudit(tx as unknown as Db, {
      ...by,
      action: "chat.room.update",
      target: { type: "match", id: matchId },
      after: { ...patch, version: undefined },
    });
    return appendChatLog(tx, { kind: "room", matchId, settings: await settingsOf(tx, matchId) }, new Date());
  });
  deps.publish(entry);
  return (entry as Extract<ChatEntry, { kind: "room" }>).settings;
}

/** Empties a room for everyone; the messages stay in the database for reports and the audit. */
export async function clearRoom(deps: ModerationDeps, by: Moderator, matchId: number) {
  const { db } = deps;
  await roomOf(db, matchId);
  const entry = await db.transaction(async (tx) => {
    const cleared = await tx
      .update(chatMessages)
      .set({ deletedAt: new Date() })
      .where(and(eq(chatMessages.matchId, matchId), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    await tx.update(chatRooms).set({ pinnedMessageId: null }).where(eq(chatRooms.matchId, matchId));
    await recordAudit(tx as unknown as Db, {
      ...by,
      action: "chat.room.clear",
      target: { type: "match", id: matchId },
      after: { messages: cleared.length },
    });
    return appendChatLog(tx, { kind: "cleared", matchId }, new Date());
  });
  deps.publish(entry);
}

/** A reader flags a message for the moderators; reporting twice is one report. */
export async function reportMessage(db: Db, reporterId: number, messageId: number, reason: string) {
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!message || message.deletedAt) throw messageNotFound(messageId);
  const [row] = await db
    .insert(chatReports)
    .values({ messageId, matchId: message.matchId, reporterId, reason })
    .onConflictDoUpdate({ target: [chatReports.messageId, chatReports.reporterId], set: { reason } })
    .returning();
  return { id: row!.id, message_id: messageId, status: row!.status };
}

/** Open reports, oldest first, each with the reported message and the messages around it. */
export async function reportQueue(db: Db, status: "open" | "actioned" | "dismissed" = "open", limit = 50) {
  const reports = await db
    .select({ report: chatReports, reporter: users.displayName })
    .from(chatReports)
    .leftJoin(users, eq(users.id, chatReports.reporterId))
    .where(eq(chatReports.status, status))
    .orderBy(status === "open" ? asc(chatReports.id) : desc(chatReports.id))
    .limit(limit);
  return Promise.all(
    reports.map(async ({ report, reporter }) => {
      const room = eq(chatMessages.matchId, report.matchId);
      const [before, after] = await Promise.all([
        db
          .select()
          .from(chatMessages)
          .where(and(room, lt(chatMessages.id, report.messageId)))
          .orderBy(desc(chatMessages.id))
          .limit(3),
        db
          .select()
          .from(chatMessages)
          .where(and(room, gte(chatMessages.id, report.messageId)))
          .orderBy(asc(chatMessages.id))
          .limit(4),
      ]);
      const context = await viewsOf(db, [...before.reverse(), ...after]);
      return {
        id: report.id,
        status: report.status,
        reason: report.reason,
        reporter: { id: report.reporterId, name: reporter ?? "" },
        created_at: report.createdAt.toISOString(),
        match_id: report.matchId,
        message: context.find((m) => m.id === report.messageId) ?? null,
        context,
      };
    }),
  );
}

/** Closes a report without action; audited. */
export async function dismissReport(db: Db, by: Moderator, id: number) {
  const [row] = await db
    .update(chatReports)
    .set({ status: "dismissed", resolvedBy: by.actor.id, resolvedAt: new Date() })
    .where(and(eq(chatReports.id, id), eq(chatReports.status, "open")))
    .returning();
  if (!row) throw new AppError("not-found", "report-not-found", `There is no open report ${id}.`);
  await recordAudit(db, { ...by, action: "chat.report.dismiss", target: { type: "chat-report", id } });
}

/** What the reports queue does to many reports at once. */
export const REPORT_BULK_ACTIONS = ["dismiss"] as const;

/**
 * Dismisses many reports, all or none, each audited as `chat.report.dismiss` as one dismissed alone.
 * A report already closed (dismissed, or actioned by a sanction) is counted in `unchanged`, so a
 * retried batch changes nothing more; an id of no report refuses the whole batch.
 */
export async function dismissReports(db: Db, by: Moderator, ids: readonly number[]): Promise<BulkOutcome> {
  const wanted = distinctIds(ids);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: chatReports.id, status: chatReports.status })
      .from(chatReports)
      .where(inArray(chatReports.id, wanted))
      .orderBy(asc(chatReports.id))
      .for("update");
    const missing = missingIds(wanted, rows);
    if (missing.length > 0) {
      throw new AppError(
        "unprocessable",
        "reports-not-found",
        `There is no report ${missing.join(", ")}: nothing was changed.`,
        { missing },
      );
    }
    const now = new Date();
    return actOnEach(wanted, rows, async (row) => {
      if (row.status !== "open") return false;
      await tx
        .update(chatReports)
        .set({ status: "dismissed", resolvedBy: by.actor.id, resolvedAt: now })
        .where(eq(chatReports.id, row.id));
      await recordAudit(tx, {
        ...by,
        action: "chat.report.dismiss",
        target: { type: "chat-report", id: row.id },
      });
      return true;
    });
  });
}
