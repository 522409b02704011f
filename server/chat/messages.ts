import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { users } from "../auth/schema.ts";
import type { Db } from "../db/connect.ts";
import { cursorCodec, cursorId } from "../http/cursor.ts";
import { AppError } from "../http/errors.ts";
import { withoutBidiControls } from "../platform/plain-text.ts";
import { type Bucket, takeToken } from "./bucket.ts";
import { type ChatEntry, type ChatMessageView, MAX_MESSAGE_LENGTH, REACTIONS } from "./entry.ts";
import { appendChatLog } from "./hub.ts";
import { activeSanction, sanctionError } from "./sanctions.ts";
import { chatMessages, chatReactions, chatSenders } from "./schema.ts";
import { isUniqueViolation, type RoomState, viewOf, viewsOf } from "./views.ts";
import type { WordFilter } from "./words.ts";

/** The same text from the same writer within this long is a repeat, refused. */
export const DUPLICATE_WINDOW_MS = 30_000;
export const HISTORY_PAGE = 200;

export type Writer = {
  id: number;
  name: string;
  /** A guest account: no address to verify, so it registers or signs in to write. */
  guest: boolean;
  emailVerified: boolean;
  moderator: boolean;
};
export type SendInput = { text: string; client_id: string; reply_to?: number | null };
export type SendDeps = {
  db: Db;
  /** The room's state; the service caches it for a moment, as every message reads it. */
  room(matchId: number, now: Date): Promise<RoomState>;
  filter: WordFilter;
  mayUsePremium(userId: number): Promise<boolean>;
  publish(entry: ChatEntry): void;
};

const byClientId = (db: Pick<Db, "select">, userId: number, clientId: string) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientId, clientId)));

const mentionNames = (text: string) =>
  [
    ...new Set([...text.matchAll(/(?:^|\s)@([\p{L}\p{N}_.-]{2,40})/gu)].map((m) => m[1]!.toLowerCase())),
  ].slice(0, 10);

/**
 * Posts a message. A retry with the writer's `client_id` answers the first message
 * (the unique index decides between racing retries); then the room, the writer's
 * standing, the send budget, repeats and slow mode are checked, in that order.
 */
export async function sendMessage(
  deps: SendDeps,
  matchId: number,
  writer: Writer,
  input: SendInput,
  now = new Date(),
): Promise<{ message: ChatMessageView; replayed: boolean }> {
  const { db } = deps;
  const [first] = await byClientId(db, writer.id, input.client_id);
  if (first) {
    if (first.matchId !== matchId) throw clientIdReused();
    return { message: (await viewsOf(db, [first]))[0]!, replayed: true };
  }
  const text = withoutBidiControls(input.text).trim();
  if (!text) throw new AppError("bad-request", "message-empty", "Write something before sending.");
  if ([...text].length > MAX_MESSAGE_LENGTH) {
    throw new AppError(
      "bad-request",
      "message-too-long",
      `A message holds at most ${MAX_MESSAGE_LENGTH} characters.`,
      {
        max: MAX_MESSAGE_LENGTH,
      },
    );
  }
  if (writer.guest) {
    throw new AppError("forbidden", "guest-account", "Register or sign in to write in the chat.");
  }
  if (!writer.emailVerified) {
    throw new AppError("forbidden", "email-not-verified", "Verify your e-mail address to write in the chat.");
  }
  const room = await deps.room(matchId, now);
  if (!room.open) {
    throw new AppError("forbidden", "chat-closed", "This chat room is read-only now.", {
      opens_at: room.opens_at,
      closes_at: room.closes_at,
    });
  }
  const sanction = await activeSanction(db, writer.id, matchId, now);
  if (sanction) throw sanctionError(sanction);
  if (room.settings.premium_only && !writer.moderator && !(await deps.mayUsePremium(writer.id))) {
    throw new AppError(
      "forbidden",
      "chat-premium-only",
      "Only premium members may write in this room right now.",
    );
  }
  const masked = deps.filter.mask(text);
  try {
    const entry = await db.transaction(async (tx) => {
      await tx
        .insert(chatSenders)
        .values({ userId: writer.id, tokens: 5, refilledAt: now })
        .onConflictDoNothing();
      const [sender] = await tx
        .select()
        .from(chatSenders)
        .where(eq(chatSenders.userId, writer.id))
        .for("update");
      // A retry that waited for this writer's lock finds the first attempt committed.
      const [raced] = await byClientId(tx, writer.id, input.client_id);
      if (raced) return { replay: raced };
      const bucket: Bucket = { tokens: sender!.tokens, refilledAt: sender!.refilledAt };
      const take = takeToken(bucket, now);
      if (!take.ok) {
        throw new AppError("too-many-requests", "chat-rate-limited", "You are sending messages too fast.", {
          retryAfter: take.retryAfter,
        });
      }
      if (
        sender!.lastText === text &&
        sender!.lastAt &&
        now.getTime() - sender!.lastAt.getTime() < DUPLICATE_WINDOW_MS
      ) {
        throw new AppError("conflict", "chat-duplicate", "You just sent that message.");
      }
      if (room.settings.slow_mode_seconds > 0 && !writer.moderator)
        await slowModeCheck(tx, matchId, writer.id, room.settings.slow_mode_seconds, now);
      const replyTo = input.reply_to ? await replyTarget(tx, matchId, input.reply_to) : null;
      const names = mentionNames(masked);
      const mentioned = names.length
        ? await tx
            .select({ id: users.id, name: users.displayName })
            .from(users)
            .where(inArray(sql`lower(${users.displayName})`, names))
            .limit(10)
        : [];
      const [row] = await tx
        .insert(chatMessages)
        .values({
          matchId,
          userId: writer.id,
          userName: withoutBidiControls(writer.name),
          clientId: input.client_id,
          text: masked,
          replyTo,
          mentions: mentioned,
          createdAt: now,
        })
        .returning();
      await tx
        .update(chatSenders)
        .set({ tokens: take.bucket.tokens, refilledAt: now, lastText: text, lastAt: now })
        .where(eq(chatSenders.userId, writer.id));
      // A new message has no reactions yet: only the message it replies to is read.
      const [message] = replyTo ? await viewsOf(tx, [row!]) : [viewOf(row!)];
      return { entry: await appendChatLog(tx, { kind: "message", matchId, message: message! }, now) };
    });
    if ("replay" in entry) return { message: (await viewsOf(db, [entry.replay!]))[0]!, replayed: true };
    deps.publish(entry.entry);
    return { message: (entry.entry as Extract<ChatEntry, { kind: "message" }>).message, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await byClientId(db, writer.id, input.client_id);
    if (!raced) throw error;
    return { message: (await viewsOf(db, [raced]))[0]!, replayed: true };
  }
}

const clientIdReused = () =>
  new AppError(
    "conflict",
    "client-id-reused",
    "This client_id was already used for a message in another room.",
  );

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function slowModeCheck(tx: Tx, matchId: number, userId: number, seconds: number, now: Date) {
  const [last] = await tx
    .select({ at: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.matchId, matchId), eq(chatMessages.userId, userId)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  const wait = last ? Math.ceil((last.at.getTime() + seconds * 1000 - now.getTime()) / 1000) : 0;
  if (wait > 0) {
    throw new AppError("too-many-requests", "chat-slow-mode", `Slow mode: one message every ${seconds} s.`, {
      retryAfter: wait,
      slow_mode_seconds: seconds,
    });
  }
}

async function replyTarget(tx: Tx, matchId: number, id: number) {
  const [target] = await tx
    .select({ id: chatMessages.id, deletedAt: chatMessages.deletedAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.matchId, matchId)));
  if (!target || target.deletedAt) {
    throw new AppError(
      "not-found",
      "reply-not-found",
      "The message you reply to is not in this room any more.",
    );
  }
  return target.id;
}

/** Where a page of history starts: older pages hold messages before this one. */
export const messageCursor = cursorCodec<number>({
  write: (id) => [id],
  read: ([id, ...rest]) => (rest.length === 0 ? cursorId(id) : null),
});

/** A page of a room's history, oldest first: the newest `limit` before the cursor. */
export async function history(db: Db, matchId: number, before: number | undefined, limit = HISTORY_PAGE) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.matchId, matchId),
        sql`${chatMessages.deletedAt} is null`,
        before ? lt(chatMessages.id, before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return {
    data: await viewsOf(db, page),
    next_cursor: more && page[0] ? messageCursor.of(page[0].id) : null,
  };
}

/** Adds or takes back the user's reaction; everyone in the room sees the new counts. */
export async function toggleReaction(deps: SendDeps, messageId: number, userId: number, emoji: string) {
  if (!(REACTIONS as readonly string[]).includes(emoji)) {
    throw new AppError("bad-request", "invalid-emoji", `React with one of ${REACTIONS.join(" ")}.`);
  }
  const { db } = deps;
  const entry = await db.transaction(async (tx) => {
    const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    if (!message || message.deletedAt) throw messageNotFound(messageId);
    const removed = await tx
      .delete(chatReactions)
      .where(
        and(
          eq(chatReactions.messageId, messageId),
          eq(chatReactions.userId, userId),
          eq(chatReactions.emoji, emoji),
        ),
      )
      .returning();
    if (removed.length === 0)
      await tx.insert(chatReactions).values({ messageId, userId, emoji }).onConflictDoNothing();
    const [view] = await viewsOf(tx, [message]);
    const logged = await appendChatLog(
      tx,
      { kind: "reactions", matchId: message.matchId, messageId, reactions: view!.reactions },
      new Date(),
    );
    return { logged, mine: removed.length === 0, reactions: view!.reactions };
  });
  deps.publish(entry.logged);
  return { id: messageId, reactions: entry.reactions, reacted: entry.mine };
}

export const messageNotFound = (id: number) =>
  new AppError("not-found", "message-not-found", `There is no chat message ${id}.`);
