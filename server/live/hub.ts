import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Logger } from "../platform/logger.ts";
import { frame } from "../platform/streams/frames.ts";
import { createStreamHub, type StreamHub, type TopicSpec } from "../platform/streams/hub.ts";
import type { StreamSink } from "../platform/streams/sink.ts";
import { tableLog } from "../platform/streams/table-log.ts";
import { matches } from "../sports/schema.ts";
import {
  isPlayEntry,
  isStatsEntry,
  isStatusEntry,
  type LiveDelta,
  type LiveLogEntry,
  toDelta,
} from "./entry.ts";
import { liveLog } from "./schema.ts";

export type HubOptions = {
  db: Db;
  logger: Logger;
  /** The process's stream hub; a hub of its own when absent (tests). */
  streams?: StreamHub;
  /** Entries kept for Last-Event-ID replay; an older gap gets a `reset`. */
  window?: number;
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  retryMs?: number;
  connectionsPerIp?: number;
  gapWaitMs?: number;
  pollMs?: number;
};

export type StreamRequest = {
  /** Null for the all-matches stream. */
  matchId: number | null;
  lastEventId: string | null | undefined;
  ip: string;
  sink: StreamSink;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

/** Live scores on the stream hub: one topic whose sequence is the live log's. */
export const LIVE_TOPIC = "live";
const ALL = "all";
/** The subscriber group of the all-matches stream (null) or of one match. */
export const groupOf = (matchId: number | null) => (matchId === null ? ALL : `match:${matchId}`);

/**
 * The live topic: the all-matches stream gets each entry's `score` delta, a
 * match's own stream its full `match-event` (`play` for sports without a timeline, `status` for an
 * operator's status change) and its `stats` after each minute; `ready` says where every live
 * match stands so pages start their clocks at once.
 */
export function createLiveHub(options: HubOptions) {
  const { db } = options;
  const streams =
    options.streams ??
    createStreamHub({
      logger: options.logger,
      connectionsPerIp: options.connectionsPerIp,
      maxBufferedBytes: options.maxBufferedBytes,
      heartbeatMs: options.heartbeatMs,
      retryMs: options.retryMs,
    });
  const board = new Map<number, LiveDelta>();
  const readyFrames = new Map<string, Uint8Array>();

  const spec: TopicSpec<LiveLogEntry> = {
    seqOf: (entry) => entry.seq,
    route: (entry) =>
      isStatsEntry(entry)
        ? [[groupOf(entry.matchId), frame("stats", entry, entry.seq)]]
        : isPlayEntry(entry) || isStatusEntry(entry)
          ? [
              [ALL, frame("score", toDelta(entry), entry.seq)],
              [groupOf(entry.matchId), frame(entry.kind, entry, entry.seq)],
            ]
          : [
              [ALL, frame("score", toDelta(entry), entry.seq)],
              [groupOf(entry.matchId), frame("match-event", entry, entry.seq)],
            ],
    onDeliver(entry) {
      // Statistics leave the scoreboard as it is.
      if (isStatsEntry(entry)) return;
      if (entry.match.status === "live") board.set(entry.matchId, toDelta(entry));
      else board.delete(entry.matchId);
      readyFrames.clear();
    },
    ready(group, lastSeq) {
      let ready = readyFrames.get(group);
      if (!ready) {
        const live = [...board.values()].filter((delta) => group === ALL || groupOf(delta.matchId) === group);
        ready = frame("ready", { seq: lastSeq, live });
        readyFrames.set(group, ready);
      }
      return ready;
    },
    log: tableLog<LiveLogEntry>(db, liveLog),
    window: options.window,
    gapWaitMs: options.gapWaitMs,
    pollMs: options.pollMs,
  };
  const topic = streams.topic(LIVE_TOPIC, spec);

  return {
    topic,
    receive: topic.receive,
    catchUp: topic.catchUp,
    open(request: StreamRequest) {
      topic.open({ ...request, group: groupOf(request.matchId) });
    },
    get lastSeq() {
      return topic.lastSeq;
    },
    get connections() {
      return topic.connections;
    },
    async start() {
      await topic.start();
      // The board starts from the matches themselves, not from what the window happens to hold.
      board.clear();
      readyFrames.clear();
      const playing = await db.select().from(matches).where(eq(matches.status, "live"));
      for (const row of playing) board.set(row.id, boardDelta(row, topic.lastSeq));
    },
    async close() {
      if (options.streams) await topic.close();
      else await streams.close();
    },
  };
}

function boardDelta(row: typeof matches.$inferSelect, seq: number): LiveDelta {
  return {
    seq,
    matchId: row.id,
    status: row.status,
    period: row.period,
    minute: row.minute,
    stoppage: row.stoppage,
    periodStartedAt: row.periodStartedAt?.toISOString() ?? null,
    home: row.homeScore,
    away: row.awayScore,
    event: null,
    teamId: null,
    cancelledEventId: null,
  };
}
