import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { createMemoryBus, createRedisBus, type LiveBus } from "./bus.ts";
import { createLiveHub, type HubOptions, type LiveHub } from "./hub.ts";
import { type IngestResult, ingestEvent } from "./ingest.ts";

export type LiveService = {
  bus: LiveBus;
  hub: LiveHub;
  /** Applies one event from any source and, once committed, publishes it. */
  ingest(raw: unknown): Promise<IngestResult>;
  close(): Promise<void>;
};

export type LiveDeps = {
  config: Pick<Config, "REDIS_URL" | "LIVE_CONNECTIONS_PER_IP">;
  logger: Logger;
  database: Database;
};

export type LiveOptions = Partial<HubOptions> & {
  /** Redis channel; deployments sharing one Redis server keep theirs apart with it. */
  channel?: string;
};

export async function createLiveService(deps: LiveDeps, options: LiveOptions = {}): Promise<LiveService> {
  const { config, logger, database } = deps;
  const { channel, ...hubOptions } = options;
  const bus = config.REDIS_URL ? await createRedisBus(config.REDIS_URL, logger, channel) : createMemoryBus();
  const hub = createLiveHub({
    db: database.db,
    logger,
    connectionsPerIp: config.LIVE_CONNECTIONS_PER_IP,
    ...hubOptions,
  });
  await hub.start();
  const unsubscribe = bus.subscribe(hub.receive);
  return {
    bus,
    hub,
    async ingest(raw) {
      const result = await ingestEvent(database.db, raw);
      if (result.applied) {
        // Committed already: if the bus fails, every hub still finds the entry in the log.
        await bus
          .publish(result.entry)
          .catch((error: unknown) => logger.warn({ err: error }, "live: publish failed"));
      }
      return result;
    },
    async close() {
      unsubscribe();
      await hub.close();
      await bus.close();
    },
  };
}
