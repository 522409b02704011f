import type { Config } from "../config/config.ts";
import type { Database } from "../db/connect.ts";
import type { Logger } from "../platform/logger.ts";
import { createMemoryBus, createRedisBus } from "../platform/streams/bus.ts";
import { createStreamHub, type StreamHub } from "../platform/streams/hub.ts";
import type { StoredStats } from "../sports/service.ts";
import type { LiveEntry, LiveLogEntry, LivePlayEntry, LiveStatsEntry, LiveStatusEntry } from "./entry.ts";
import { createLiveHub, type HubOptions, type LiveHub } from "./hub.ts";
import { type IngestOptions, type IngestResult, ingestEvent, ingestReplacement } from "./ingest.ts";
import { pageTags } from "./page-tags.ts";
import { type PlayOrigin, type PlayUpdate, recordPlay } from "./play.ts";
import { recordStats } from "./stats-log.ts";
import { recordStatus } from "./status-log.ts";

/** Peak concurrent streams per day, from the hourly samples each process records. */
export { dailyViewerPeaks } from "./viewer-peaks.ts";

export type LiveService = {
  hub: LiveHub;
  /** Hears every committed timeline entry (football's events) once it reaches this process, in any order. */
  onEntry(listener: (entry: LiveEntry) => void): () => void;
  /** Applies one event from any source and, once committed, publishes it; `now` is when it happened (a feed's clock). */
  ingest(raw: unknown, options?: Pick<IngestOptions, "expectedVersion" | "now">): Promise<IngestResult>;
  /**
   * Puts one event right: the correction taking it back and the event as it should have been, both or
   * neither; each published once committed.
   */
  replace(
    raws: { correction: unknown; replacement: unknown },
    options: Pick<IngestOptions, "expectedVersion" | "now"> & { replaces: number },
  ): Promise<[IngestResult, IngestResult]>;
  /** Stores a live match's statistics and, once committed, sends them on its stream. */
  recordStats(
    matchId: number,
    lines: [StoredStats & { pressure: number[] }, StoredStats & { pressure: number[] }],
  ): Promise<LiveStatsEntry | null>;
  /** Hears every committed play (tennis, basketball) once it reaches this process. */
  onPlay(listener: (entry: LivePlayEntry) => void): () => void;
  /** A point, a basket or a clock change of a sport without a football timeline; published once committed. */
  play(
    matchId: number,
    update: PlayUpdate,
    expectedVersion: number,
    at?: Date,
    origin?: PlayOrigin,
  ): Promise<LivePlayEntry>;
  /**
   * An operator changed a match's status (postponed, cancelled, abandoned, scheduled again): logs it
   * and sends it on the stream, so scoreboards and open pages follow. Null if it was logged already.
   */
  statusChanged(matchId: number): Promise<LiveStatusEntry | null>;
  /** The names pages tag their shared renders with, so the live entries that change them drop them. */
  pageTags: typeof pageTags;
  close(): Promise<void>;
};

export type LiveDeps = {
  config: Pick<Config, "REDIS_URL" | "LIVE_CONNECTIONS_PER_IP">;
  logger: Logger;
  database: Database;
  /** The process's stream hub; without one (tests) the service makes and closes its own. */
  streams?: StreamHub;
};

export type LiveOptions = Partial<Omit<HubOptions, "db" | "logger" | "streams">> & {
  /** Redis channel; deployments sharing one Redis server keep theirs apart with it. */
  channel?: string;
};

/** A stream hub over Redis when REDIS_URL is set, else over the in-process bus. */
export async function createStreams(
  config: Pick<Config, "REDIS_URL" | "LIVE_CONNECTIONS_PER_IP"> & { REDIS_CHANNEL?: string },
  logger: Logger,
  options: Omit<LiveOptions, "window" | "gapWaitMs" | "pollMs"> = {},
): Promise<StreamHub> {
  const { channel = config.REDIS_CHANNEL, ...hubOptions } = options;
  const bus = config.REDIS_URL ? await createRedisBus(config.REDIS_URL, logger, channel) : createMemoryBus();
  return createStreamHub({ logger, bus, connectionsPerIp: config.LIVE_CONNECTIONS_PER_IP, ...hubOptions });
}

export async function createLiveService(deps: LiveDeps, options: LiveOptions = {}): Promise<LiveService> {
  const { config, logger, database } = deps;
  const { window, gapWaitMs, pollMs, ...streamOptions } = options;
  const streams = deps.streams ?? (await createStreams(config, logger, streamOptions));
  const hub = createLiveHub({ db: database.db, logger, streams, window, gapWaitMs, pollMs });
  await hub.start();
  return {
    hub,
    pageTags,
    onEntry: (listener) =>
      streams.bus.subscribe((topic, entry) => {
        const kind = (entry as LiveLogEntry).kind;
        if (topic === hub.topic.name && (kind === "event" || kind === "correction"))
          listener(entry as LiveEntry);
      }),
    onPlay: (listener) =>
      streams.bus.subscribe((topic, entry) => {
        if (topic === hub.topic.name && (entry as LiveLogEntry).kind === "play")
          listener(entry as LivePlayEntry);
      }),
    async ingest(raw, ingestOptions) {
      const result = await ingestEvent(database.db, raw, ingestOptions);
      if (result.applied) {
        // Committed already: if the bus fails, every hub still finds the entry in the log.
        await hub.topic
          .publish(result.entry)
          .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      }
      return result;
    },
    async replace(raws, replaceOptions) {
      const results = await ingestReplacement(database.db, raws, replaceOptions);
      for (const result of results) {
        if (!result.applied) continue;
        await hub.topic
          .publish(result.entry)
          .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      }
      return results;
    },
    async recordStats(matchId, lines) {
      const entry = await recordStats(database.db, matchId, lines);
      if (entry) {
        await hub.topic
          .publish(entry)
          .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      }
      return entry;
    },
    async play(matchId, update, expectedVersion, at, origin) {
      const entry = await recordPlay(database.db, matchId, update, expectedVersion, at, origin);
      await hub.topic
        .publish(entry)
        .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      return entry;
    },
    async statusChanged(matchId) {
      const entry = await recordStatus(database.db, matchId);
      if (entry) {
        await hub.topic
          .publish(entry)
          .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      }
      return entry;
    },
    async close() {
      await hub.close();
      if (!deps.streams) {
        await streams.close();
        await streams.bus.close();
      }
    },
  };
}
