import { asc, desc, gt, sql } from "drizzle-orm";
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
        (await db.select().from(chatLog).orderBy(desc(chatLog.seq)).limit(limit))
          .map((r) => r.entry)
          .reverse(),
      after: async (seq, limit) =>
        (
          await db.select().from(chatLog).where(gt(chatLog.seq, seq)).orderBy(asc(chatLog.seq)).limit(limit)
        ).map((r) => r.entry),
    },
    window: options.window ?? 10_000,
  };
  return streams.topic(CHAT_TOPIC, spec);
}

export type ChatTopic = ReturnType<typeof createChatTopic>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Appends a change to the chat log under the next sequence. Called inside the
 * writing transaction: the counter row stays locked until commit, so numbers are
 * issued in commit order without gaps. Publish the entry after the commit.
 */
export async function appendChatLog(tx: Tx, change: ChatChange, now: Date): Promise<ChatEntry> {
  const [counter] = await tx
    .insert(chatSequence)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: chatSequence.id, set: { value: sql`${chatSequence.value} + 1` } })
    .returning({ value: chatSequence.value });
  const entry = { ...change, seq: counter!.value, at: now.toISOString() } as ChatEntry;
  await tx.insert(chatLog).values({ seq: entry.seq, matchId: entry.matchId, entry });
  return entry;
}
