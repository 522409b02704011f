import { and, count, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { liveLog } from "../live/schema.ts";
import { matches } from "../sports/schema.ts";
import type { ChatMessageView, ChatRoomSettings } from "./entry.ts";
import { linksIn } from "./links.ts";
import { chatMessages, chatReactions, chatRooms } from "./schema.ts";
import { readChatSettings } from "./settings.ts";
import { type RoomWindow, roomWindow } from "./window.ts";

type Reader = Pick<Db, "select">;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Messages as readers see them: with the message each replies to and reaction counts. */
export async function viewsOf(db: Reader, rows: MessageRow[]): Promise<ChatMessageView[]> {
  if (rows.length === 0) return [];
  const replyIds = [...new Set(rows.flatMap((row) => (row.replyTo ? [row.replyTo] : [])))];
  const replies = replyIds.length
    ? await db.select().from(chatMessages).where(inArray(chatMessages.id, replyIds))
    : [];
  const replyById = new Map(replies.map((row) => [row.id, row]));
  const counts = await db
    .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, n: count() })
    .from(chatReactions)
    .where(
      inArray(
        chatReactions.messageId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(chatReactions.messageId, chatReactions.emoji);
  const reactions = new Map<number, Record<string, number>>();
  for (const { messageId, emoji, n } of counts) {
    reactions.set(messageId, { ...reactions.get(messageId), [emoji]: Number(n) });
  }
  return rows.map((row) => {
    const reply = row.replyTo ? replyById.get(row.replyTo) : undefined;
    return {
      ...viewOf(row),
      reply_to: reply
        ? {
            id: reply.id,
            text: reply.deletedAt ? "" : reply.text,
            user: { id: reply.userId, name: reply.userName },
          }
        : null,
      reactions: reactions.get(row.id) ?? {},
    };
  });
}

export function viewOf(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    match_id: row.matchId,
    text: row.deletedAt ? "" : row.text,
    user: { id: row.userId, name: row.userName },
    client_id: row.clientId,
    reply_to: null,
    mentions: row.mentions,
    links: row.deletedAt ? [] : linksIn(row.text),
    reactions: {},
    deleted: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export type RoomState = RoomWindow & { match_id: number; links_allowed: boolean; settings: ChatRoomSettings };

/** The room of a match: whether it takes messages now, and its moderator settings. 404 for no match. */
export async function roomOf(db: Reader, matchId: number, now = new Date()): Promise<RoomState> {
  const [match] = await db
    .select({ status: matches.status, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
  const [last] =
    match.status === "scheduled" || match.status === "live"
      ? [{ at: null }]
      : await db
          .select({ at: max(liveLog.createdAt) })
          .from(liveLog)
          .where(eq(liveLog.matchId, matchId));
  const window = roomWindow({ ...match, lastEventAt: last?.at ?? null }, now);
  const [settings, site] = await Promise.all([settingsOf(db, matchId), readChatSettings(db)]);
  return { match_id: matchId, ...window, links_allowed: site.allow_links, settings };
}

export async function settingsOf(db: Reader, matchId: number): Promise<ChatRoomSettings> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.matchId, matchId));
  let pinned: ChatMessageView | null = null;
  if (room?.pinnedMessageId) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, room.pinnedMessageId), eq(chatMessages.matchId, matchId)));
    pinned = rows[0] && !rows[0].deletedAt ? ((await viewsOf(db, rows))[0] ?? null) : null;
  }
  return {
    slow_mode_seconds: room?.slowModeSeconds ?? 0,
    premium_only: room?.premiumOnly ?? false,
    pinned,
    version: room?.updatedAt.getTime() ?? 0,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === "23505") return true;
  }
  return false;
}
