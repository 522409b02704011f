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
 *
 * One statement takes the number and writes the entry, and it is the transaction's last: the
 * counter is locked for one round trip, not two. Every send in every room waits for that lock,
 * and a round trip lasts as long as the process takes to read the answer, which under a crowd
 * can be a whole write to ten thousand streams.
 */
export async function appendChatLog(tx: Tx, change: ChatChange, now: Date): Promise<ChatEntry> {
  const written = { ...change, at: now.toISOString() };
  const result = await tx.execute<{ seq: string | number }>(sql`
    with counter as (
      insert into ${chatSequence} (id, value) values (1, 1)
      on conflict (id) do update set value = ${chatSequence}.value + 1
      returning value
    )
    insert into ${chatLog} (seq, match_id, entry)
    select value, ${change.matchId}, ${JSON.stringify(written)}::jsonb || jsonb_build_object('seq', value)
    from counter
    returning seq`);
  const [row] = (result as unknown as { rows: Array<{ seq: string | number }> }).rows;
  return { ...written, seq: Number(row!.seq) } as ChatEntry;
}
