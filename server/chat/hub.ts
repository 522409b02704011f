import { and, asc, desc, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { frame } from "../platform/streams/frames.ts";
import type { StreamHub, TopicSpec } from "../platform/streams/hub.ts";
import type { ChatChange, ChatEntry } from "./entry.ts";
import { chatLog, chatSequence } from "./schema.ts";

/** Chat on the stream hub: one topic with its own sequence, a subscriber group per room. */
export const CHAT_TOPIC = "chat";
export const roomGroup = (matchId: number) => `room:${matchId}`;

const EVENT_OF: Record<ChatEntry["kind"], string> = {
  message: "message",
  deleted: "message-deleted",
  reactions: "reactions",
  room: "room",
  cleared: "cleared",
};

/** The SSE body of an entry: the change itself, without the topic bookkeeping. */
function bodyOf(entry: ChatEntry) {
  switch (entry.kind) {
    case "message":
      return entry.message;
    case "deleted":
      return { id: entry.messageId };
    case "reactions":
      return { id: entry.messageId, reactions: entry.reactions };
    case "room":
      return entry.settings;
    case "cleared":
      return { match_id: entry.matchId };
  }
}

export function createChatTopic(db: Db, streams: StreamHub, options: { window?: number } = {}) {
  const spec: TopicSpec<ChatEntry> = {
    seqOf: (entry) => entry.seq,
    route: (entry) => [[roomGroup(entry.matchId), frame(EVENT_OF[entry.kind], bodyOf(entry), entry.seq)]],
    ready: (_group, lastSeq) => frame("ready", { seq: lastSeq }),
    log: {
      latest: async (limit) =>
        (
          await db
            .select()
            .from(chatLog)
            .where(isNotNull(chatLog.seq))
            .orderBy(desc(chatLog.seq))
            .limit(limit)
        )
          .map((r) => r.entry)
          .reverse(),
      after: async (seq, limit) => {
        // The topic's safety-net poll comes here every few seconds: it also numbers stragglers.
        await numberStragglers(db);
        const rows = await db
          .select()
          .from(chatLog)
          .where(gt(chatLog.seq, seq))
          .orderBy(asc(chatLog.seq))
          .limit(limit);
        return rows.map((r) => r.entry);
      },
    },
    window: options.window ?? 10_000,
  };
  return streams.topic(CHAT_TOPIC, spec);
}

export type ChatTopic = ReturnType<typeof createChatTopic>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A change written to the log by its transaction, waiting for its number. */
export type LogDraft = { id: number };

/** An entry left unnumbered this long lost its writer (a crash between commit and numbering). */
const STRAGGLER_MS = 10_000;

/**
 * Writes a change to the chat log inside the writing transaction, without a number: the change
 * and its entry commit together or not at all. Number it with `numberChatLog` after the commit,
 * then publish.
 */
export async function appendChatLog(tx: Tx, change: ChatChange, now: Date): Promise<LogDraft> {
  const written = { ...change, at: now.toISOString() } as ChatEntry;
  const [row] = await tx
    .insert(chatLog)
    .values({ matchId: change.matchId, entry: written })
    .returning({ id: chatLog.id });
  return { id: row!.id };
}

/**
 * Gives a committed entry the next number, in one statement of its own: the counter row is locked
 * only while the database runs it, never across a round trip to this process. Numbers follow the
 * order of these commits without gaps. Every send in every room takes this lock, and a round trip
 * lasts as long as the process takes to read the answer, which under a crowd can be a whole write
 * to ten thousand streams. Null when another process numbered the entry first.
 */
export async function numberChatLog(db: Db, draft: LogDraft): Promise<ChatEntry | null> {
  const result = await db.execute<{ entry: ChatEntry }>(sql`
    with draft as (
      select id from ${chatLog} where id = ${draft.id} and seq is null for update
    ), counter as (
      insert into ${chatSequence} (id, value) select 1, 1 from draft
      on conflict (id) do update set value = ${chatSequence}.value + 1
      returning value
    )
    update ${chatLog} set seq = counter.value, entry = ${chatLog.entry} || jsonb_build_object('seq', counter.value)
    from counter
    where ${chatLog.id} = ${draft.id}
    returning ${chatLog.entry} as entry`);
  const [row] = (result as unknown as { rows: Array<{ entry: ChatEntry }> }).rows;
  return row?.entry ?? null;
}

/** Numbers entries whose writer stopped between commit and numbering; the topic's poll then delivers them. */
export async function numberStragglers(db: Db, now = new Date()): Promise<number> {
  const drafts = await db
    .select({ id: chatLog.id })
    .from(chatLog)
    .where(and(isNull(chatLog.seq), lt(chatLog.createdAt, new Date(now.getTime() - STRAGGLER_MS))))
    .orderBy(asc(chatLog.id))
    .limit(500);
  for (const draft of drafts) await numberChatLog(db, draft);
  return drafts.length;
}
