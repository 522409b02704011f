import { asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { matches } from "../sports/schema.ts";
import { type LiveDelta, type LiveEntry, toDelta } from "./entry.ts";
import { type EncodedEntry, encodeEntry, frame, heartbeatFrame, retryFrame } from "./frames.ts";
import { liveLog } from "./schema.ts";
import type { LiveSink } from "./sink.ts";

export type HubOptions = {
  db: Db;
  logger: Logger;
  /** Entries kept for Last-Event-ID replay; an older gap gets a `reset`. */
  window?: number;
  /** Bytes queued for one client before it counts as too slow and is dropped. */
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  retryMs?: number;
  connectionsPerIp?: number;
  /** How long an out-of-order entry waits for the ones before it before they are read from the log. */
  gapWaitMs?: number;
  /** Safety net against a lost bus message: how often the log is checked for missed entries. */
  pollMs?: number;
};

export type StreamRequest = {
  /** Null for the all-matches stream. */
  matchId: number | null;
  lastEventId: string | null | undefined;
  ip: string;
  sink: LiveSink;
};

type Connection = {
  matchId: number | null;
  ip: string;
  /** Highest sequence this client has been sent (or told to skip). */
  after: number;
  send(bytes: Uint8Array, seq?: number): void;
  end(): void;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * Per process: receives committed entries from the bus, puts them back in
 * sequence order, keeps the recent window for replay, and writes each entry,
 * encoded once, to every open stream.
 */
export function createLiveHub(options: HubOptions) {
  const { db, logger } = options;
  const window = options.window ?? 5_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 512 * 1024;
  const perIpLimit = options.connectionsPerIp ?? 20;
  const retry = retryFrame(options.retryMs ?? 3_000);
  let ring: EncodedEntry[] = [];
  let lastSeq = 0;
  let closed = false;
  const pending = new Map<number, LiveEntry>();
  const everyMatch = new Set<Connection>();
  const byMatch = new Map<number, Set<Connection>>();
  const perIp = new Map<string, number>();
  let gapTimer: NodeJS.Timeout | undefined;
  let catching: Promise<void> | undefined;
  const timers: NodeJS.Timeout[] = [];
  /** Where every live match stands now: sent with `ready` so pages start their clocks at once. */
  const board = new Map<number, LiveDelta>();
  const readyFrames = new Map<number | null, Uint8Array>();

  function readyFrame(matchId: number | null): Uint8Array {
    let ready = readyFrames.get(matchId);
    if (!ready) {
      const live = [...board.values()].filter((delta) => matchId === null || delta.matchId === matchId);
      ready = frame("ready", { seq: lastSeq, live });
      readyFrames.set(matchId, ready);
    }
    return ready;
  }

  function deliver(entry: LiveEntry) {
    const encoded = encodeEntry(entry);
    lastSeq = entry.seq;
    if (entry.match.status === "live") board.set(entry.matchId, toDelta(entry));
    else board.delete(entry.matchId);
    readyFrames.clear();
    ring.push(encoded);
    if (ring.length >= window * 2) ring = ring.slice(-window);
    for (const connection of everyMatch) connection.send(encoded.delta, encoded.seq);
    const watchers = byMatch.get(entry.matchId);
    if (watchers) for (const connection of watchers) connection.send(encoded.full, encoded.seq);
  }

  function receive(entry: LiveEntry) {
    if (closed || entry.seq <= lastSeq) return;
    if (entry.seq > lastSeq + 1) {
      pending.set(entry.seq, entry);
      gapTimer ??= setTimeout(() => void catchUp(), options.gapWaitMs ?? 200);
      return;
    }
    deliver(entry);
    for (let next = pending.get(lastSeq + 1); next; next = pending.get(lastSeq + 1)) {
      pending.delete(next.seq);
      deliver(next);
    }
    for (const seq of pending.keys()) if (seq <= lastSeq) pending.delete(seq);
    if (pending.size === 0 && gapTimer) {
      clearTimeout(gapTimer);
      gapTimer = undefined;
    }
  }

  /** Reads entries this process has not heard of yet straight from the log. */
  function catchUp(): Promise<void> {
    gapTimer = undefined;
    catching ??= (async () => {
      try {
        for (;;) {
          const rows = await db
            .select({ entry: liveLog.entry })
            .from(liveLog)
            .where(gt(liveLog.seq, lastSeq))
            .orderBy(asc(liveLog.seq))
            .limit(500);
          for (const row of rows) receive(row.entry);
          if (rows.length < 500 || closed) break;
        }
      } catch (error) {
        if (!closed) logger.warn({ err: error }, "live: reading the log failed");
      } finally {
        catching = undefined;
      }
    })();
    return catching;
  }

  function release(connection: Connection) {
    const set = connection.matchId === null ? everyMatch : byMatch.get(connection.matchId);
    if (!set?.delete(connection)) return;
    if (connection.matchId !== null && set.size === 0) byMatch.delete(connection.matchId);
    const left = (perIp.get(connection.ip) ?? 1) - 1;
    if (left > 0) perIp.set(connection.ip, left);
    else perIp.delete(connection.ip);
  }

  function replayFrom(lastEventId: string | null | undefined): { from: number } | "reset" | "fresh" {
    if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return "fresh";
    const from = Number(lastEventId);
    if (from > lastSeq) return "fresh";
    const oldest = ring.length > 0 ? ring[Math.max(0, ring.length - window)]!.seq : lastSeq + 1;
    if (from < oldest - 1) return "reset";
    return { from };
  }

  function open(request: StreamRequest): void {
    if (closed)
      throw new AppError("unavailable", "live-unavailable", "Live updates are restarting; retry shortly.");
    const count = perIp.get(request.ip) ?? 0;
    if (count >= perIpLimit) {
      throw new AppError(
        "too-many-requests",
        "too-many-live-connections",
        "Too many live streams from this address.",
        // A tab closing frees a slot at once; a short wait is enough.
        { retryAfter: 5 },
      );
    }
    const { sink } = request;
    const connection: Connection = {
      matchId: request.matchId,
      ip: request.ip,
      after: lastSeq,
      send(bytes, seq) {
        if (seq !== undefined) {
          if (seq <= connection.after) return;
          connection.after = seq;
        }
        // Too far behind: cut it loose; it reconnects with its last id and catches up.
        if (sink.buffered() > maxBufferedBytes) {
          release(connection);
          sink.destroy();
          return;
        }
        sink.write(bytes);
      },
      end() {
        release(connection);
        sink.end();
      },
    };
    sink.start();
    sink.write(retry);
    const replay = replayFrom(request.lastEventId);
    if (replay === "reset") sink.write(frame("reset", { seq: lastSeq, reason: "gap-too-old" }));
    if (typeof replay === "object") {
      // The replay is bounded by the window and may exceed the live buffer limit.
      for (const encoded of ring) {
        if (encoded.seq <= replay.from) continue;
        if (request.matchId === null) sink.write(encoded.delta);
        else if (encoded.matchId === request.matchId) sink.write(encoded.full);
      }
    }
    sink.write(readyFrame(request.matchId));
    perIp.set(request.ip, count + 1);
    if (request.matchId === null) everyMatch.add(connection);
    else {
      const set = byMatch.get(request.matchId) ?? new Set();
      set.add(connection);
      byMatch.set(request.matchId, set);
    }
    sink.onClose(() => release(connection));
  }

  return {
    receive,
    open,
    catchUp,
    get lastSeq() {
      return lastSeq;
    },
    get connections() {
      let total = everyMatch.size;
      for (const set of byMatch.values()) total += set.size;
      return total;
    },
    async start() {
      const rows = await db
        .select({ entry: liveLog.entry })
        .from(liveLog)
        .orderBy(desc(liveLog.seq))
        .limit(window);
      rows.reverse();
      ring = rows.map((row) => encodeEntry(row.entry));
      lastSeq = rows.at(-1)?.entry.seq ?? 0;
      const playing = await db.select().from(matches).where(eq(matches.status, "live"));
      for (const row of playing) board.set(row.id, boardDelta(row, lastSeq));
      const beat = () => {
        for (const connection of [...everyMatch, ...[...byMatch.values()].flatMap((set) => [...set])]) {
          connection.send(heartbeatFrame);
        }
      };
      timers.push(setInterval(beat, options.heartbeatMs ?? 15_000));
      timers.push(setInterval(() => void catchUp(), options.pollMs ?? 5_000));
      for (const timer of timers) timer.unref();
    },
    /** Ends every stream cleanly (clients reconnect elsewhere with their last id). */
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      if (gapTimer) clearTimeout(gapTimer);
      for (const connection of [...everyMatch]) connection.end();
      for (const set of [...byMatch.values()]) for (const connection of [...set]) connection.end();
      await catching;
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
