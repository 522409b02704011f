import { AppError } from "../../../shared/errors.ts";
import type { Logger } from "../logger.ts";
import { createOutageNotice, type OutageNotice } from "../outage.ts";
import { createMemoryBus, type StreamBus } from "./bus.ts";
import { frame, heartbeatFrame, reconnectFrame, retryFrame } from "./frames.ts";
import { batchWindowMs, type Connection, createOutbox } from "./outbox.ts";
import type { StreamSink } from "./sink.ts";

export { batchWindowMs } from "./outbox.ts";

/** Where a topic's entries are kept for good: read at start-up and to fill gaps. */
export type TopicLog<E> = {
  latest(limit: number): Promise<E[]>;
  after(seq: number, limit: number): Promise<E[]>;
};

export type TopicSpec<E> = {
  /** The entry's place in its own topic: 1, 2, 3… without gaps. */
  seqOf(entry: E): number;
  /** Which subscriber groups hear the entry, each with the bytes it gets; encoded once per entry. */
  route(entry: E): ReadonlyArray<readonly [group: string, bytes: Uint8Array]>;
  log?: TopicLog<E>;
  /** Sent after any replay: where things stand now, so a page can start at once. */
  ready?(group: string, lastSeq: number): Uint8Array;
  /** Sees every entry once, in order, before it is sent. */
  onDeliver?(entry: E): void;
  /** Entries kept for Last-Event-ID replay; an older gap gets a `reset`. */
  window?: number;
  /** How long an out-of-order entry waits for the ones before it. */
  gapWaitMs?: number;
  /** Safety net against a lost bus message: how often the log is checked. */
  pollMs?: number;
};

export type StreamHubOptions = {
  logger: Logger;
  bus?: StreamBus;
  connectionsPerIp?: number;
  /** Bytes queued for one client before it counts as too slow and is dropped. */
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  retryMs?: number;
};

export type OpenRequest = {
  group: string;
  lastEventId: string | null | undefined;
  ip: string;
  sink: StreamSink;
  /**
   * False for a topic served on a response another topic already counted
   * (`openTopics`): one response is one stream against the per-address limit.
   */
  counted?: boolean;
};

type Recent = { seq: number; routes: ReadonlyArray<readonly [string, Uint8Array]> };

export type Topic<E> = ReturnType<typeof topicOf<E>>;
export type StreamHub = ReturnType<typeof createStreamHub>;

/**
 * Server-Sent Event streams for every domain: topics (live scores, a chat
 * room, a market's odds) each with their own sequence, replay window and
 * subscriber groups, fed over the in-process bus or Redis. Per process: puts
 * entries back in order, encodes each once and writes it to every open stream.
 */
export function createStreamHub(options: StreamHubOptions) {
  const bus = options.bus ?? createMemoryBus();
  const shared = {
    logger: options.logger,
    bus,
    perIpLimit: options.connectionsPerIp ?? 20,
    maxBufferedBytes: options.maxBufferedBytes ?? 512 * 1024,
    retry: retryFrame(options.retryMs ?? 3_000),
    perIp: new Map<string, number>(),
    open: new Set<Connection>(),
    closed: false,
    // Every topic polls its log every few seconds: a database away for a minute is one line, not dozens.
    logReads: createOutageNotice(options.logger, "streams: the log", {
      back: "streams: reading the log again",
    }),
  };
  const topics = new Map<string, Topic<never>>();
  const unsubscribe = bus.subscribe((name, entry) => topics.get(name)?.receive(entry as never));
  // A stream that was sent something since the last beat is plainly alive: only idle ones get one.
  const beat = setInterval(() => {
    for (const connection of shared.open) {
      if (connection.busy) connection.busy = false;
      else connection.send(heartbeatFrame);
    }
  }, options.heartbeatMs ?? 15_000);
  beat.unref();

  return {
    bus,
    /** The topic of this name, made on first use. */
    topic<E>(name: string, spec: TopicSpec<E>): Topic<E> {
      let topic = topics.get(name) as Topic<E> | undefined;
      if (!topic) {
        topic = topicOf(name, spec, shared);
        topics.set(name, topic as Topic<never>);
      }
      return topic;
    },
    get connections() {
      return shared.open.size;
    },
    /** Ends every stream cleanly, each told to reconnect elsewhere with its last id. */
    async close() {
      shared.closed = true;
      shared.logReads.stop();
      clearInterval(beat);
      unsubscribe();
      // What a window gathered goes out before the streams end.
      for (const topic of topics.values()) topic.flush();
      for (const connection of [...shared.open]) connection.goodbye();
      await Promise.all([...topics.values()].map((topic) => topic.close()));
    },
  };
}

function topicOf<E>(name: string, spec: TopicSpec<E>, shared: SharedState) {
  const window = spec.window ?? 5_000;
  let ring: Recent[] = [];
  let lastSeq = 0;
  let closed = false;
  const pending = new Map<number, E>();
  const groups = new Map<string, Set<Connection>>();
  const outbox = createOutbox(groups);
  let gapTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let catching: Promise<void> | undefined;

  function deliver(entry: E) {
    const seq = spec.seqOf(entry);
    lastSeq = seq;
    spec.onDeliver?.(entry);
    const routes = spec.route(entry);
    ring.push({ seq, routes });
    if (ring.length >= window * 2) ring = ring.slice(-window);
    const wait = batchWindowMs(shared.open.size);
    for (const [group, bytes] of routes) outbox.send(group, bytes, seq, wait);
    outbox.schedule(wait);
  }

  function receive(entry: E) {
    const seq = spec.seqOf(entry);
    if (closed || seq <= lastSeq) return;
    if (seq > lastSeq + 1) {
      pending.set(seq, entry);
      gapTimer ??= setTimeout(() => void catchUp(), spec.gapWaitMs ?? 200);
      return;
    }
    deliver(entry);
    drainPending();
  }

  function drainPending() {
    for (let next = pending.get(lastSeq + 1); next; next = pending.get(lastSeq + 1)) {
      pending.delete(lastSeq + 1);
      deliver(next);
    }
    for (const seq of pending.keys()) if (seq <= lastSeq) pending.delete(seq);
    if (pending.size === 0 && gapTimer) {
      clearTimeout(gapTimer);
      gapTimer = undefined;
    }
  }

  /** Reads entries this process has not heard of yet from the log; without one, skips the gap. */
  function catchUp(): Promise<void> {
    gapTimer = undefined;
    const log = spec.log;
    if (!log) {
      const next = Math.min(...pending.keys());
      if (Number.isFinite(next)) {
        lastSeq = next - 1;
        drainPending();
      }
      return Promise.resolve();
    }
    catching ??= (async () => {
      try {
        for (;;) {
          const entries = await log.after(lastSeq, 500);
          for (const entry of entries) receive(entry);
          if (entries.length < 500 || closed) break;
        }
        shared.logReads.recovered();
      } catch (error) {
        if (!closed) shared.logReads.failed(error);
      } finally {
        catching = undefined;
      }
    })();
    return catching;
  }

  function release(connection: Connection) {
    const set = groups.get(connection.group);
    if (!set?.delete(connection)) return;
    if (set.size === 0) groups.delete(connection.group);
    shared.open.delete(connection);
    if (!connection.counted) return;
    const left = (shared.perIp.get(connection.ip) ?? 1) - 1;
    if (left > 0) shared.perIp.set(connection.ip, left);
    else shared.perIp.delete(connection.ip);
  }

  function replayFrom(lastEventId: string | null | undefined): { from: number } | "reset" | "fresh" {
    if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return "fresh";
    const from = Number(lastEventId);
    if (from > lastSeq) return "fresh";
    const oldest = ring.length > 0 ? ring[Math.max(0, ring.length - window)]!.seq : lastSeq + 1;
    if (from < oldest - 1) return "reset";
    return { from };
  }

  function open(request: OpenRequest): void {
    if (closed || shared.closed)
      throw new AppError("unavailable", "live-unavailable", "Live updates are restarting; retry shortly.");
    const counted = request.counted ?? true;
    const count = shared.perIp.get(request.ip) ?? 0;
    if (counted && count >= shared.perIpLimit) {
      throw new AppError(
        "too-many-requests",
        "too-many-live-connections",
        "Too many live streams from this address.",
        // A tab closing frees a slot at once; a short wait is enough.
        { retryAfter: 5 },
      );
    }
    const { sink, group } = request;
    const connection: Connection = {
      group,
      ip: request.ip,
      counted,
      after: lastSeq,
      framed: sink.framed === true,
      busy: false,
      send(bytes, seq) {
        if (seq !== undefined) {
          if (seq <= connection.after) return;
          connection.after = seq;
          connection.busy = true;
        }
        // Too far behind: cut it loose; it reconnects with its last id and catches up.
        if (sink.buffered() > shared.maxBufferedBytes) {
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
      goodbye() {
        // Past the buffer check: the last words go out even to a client that is behind.
        sink.write(reconnectFrame);
        connection.end();
      },
    };
    sink.start();
    sink.write(shared.retry);
    const replay = replayFrom(request.lastEventId);
    if (replay === "reset") sink.write(frame("reset", { seq: lastSeq, reason: "gap-too-old" }));
    if (typeof replay === "object") {
      // The replay is bounded by the window and may exceed the live buffer limit.
      for (const recent of ring) {
        if (recent.seq <= replay.from) continue;
        for (const [to, bytes] of recent.routes) if (to === group) sink.write(bytes);
      }
    }
    if (spec.ready) sink.write(spec.ready(group, lastSeq));
    if (counted) shared.perIp.set(request.ip, count + 1);
    const set = groups.get(group) ?? new Set();
    set.add(connection);
    groups.set(group, set);
    shared.open.add(connection);
    sink.onClose(() => release(connection));
  }

  return {
    name,
    receive,
    open,
    catchUp,
    flush: outbox.flush,
    /** Sends a committed entry to every process's subscribers (this one included). */
    publish: (entry: E) => shared.bus.publish(name, entry),
    get lastSeq() {
      return lastSeq;
    },
    get connections() {
      let total = 0;
      for (const set of groups.values()) total += set.size;
      return total;
    },
    /** Loads the replay window from the log and starts the safety-net poll. */
    async start() {
      if (spec.log) {
        const entries = await spec.log.latest(window);
        for (const entry of entries) spec.onDeliver?.(entry);
        ring = entries.map((entry) => ({ seq: spec.seqOf(entry), routes: spec.route(entry) }));
        lastSeq = ring.at(-1)?.seq ?? 0;
        pollTimer = setInterval(() => void catchUp(), spec.pollMs ?? 5_000);
        pollTimer.unref();
      }
    },
    async close() {
      closed = true;
      outbox.flush();
      if (pollTimer) clearInterval(pollTimer);
      if (gapTimer) clearTimeout(gapTimer);
      for (const set of [...groups.values()]) for (const connection of [...set]) connection.goodbye();
      await catching;
    },
  };
}

type SharedState = {
  logger: Logger;
  bus: StreamBus;
  perIpLimit: number;
  maxBufferedBytes: number;
  retry: Uint8Array;
  perIp: Map<string, number>;
  open: Set<Connection>;
  closed: boolean;
  logReads: OutageNotice;
};
