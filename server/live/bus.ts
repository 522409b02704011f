import { Redis } from "ioredis";
import type { Logger } from "../logger.ts";
import type { LiveEntry } from "./entry.ts";

export type LiveListener = (entry: LiveEntry) => void;

/** Carries committed log entries to every process's streams. */
export type LiveBus = {
  kind: "memory" | "redis";
  publish(entry: LiveEntry): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
};

function listeners() {
  const set = new Set<LiveListener>();
  return {
    add(listener: LiveListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(entry: LiveEntry) {
      for (const listener of set) listener(entry);
    },
  };
}

/** One process: publishing is a function call. */
export function createMemoryBus(): LiveBus {
  const local = listeners();
  return {
    kind: "memory",
    publish: async (entry) => local.emit(entry),
    subscribe: local.add,
    close: async () => {},
  };
}

export const liveChannel = "goalline:live";

/**
 * Several processes: entries go through Redis pub/sub. Local subscribers hear
 * an entry at once and again from Redis; streams drop the echo by its sequence.
 */
export async function createRedisBus(url: string, logger: Logger, channel = liveChannel): Promise<LiveBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: Error) => logger.warn({ err: error }, "live bus: redis error"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = listeners();
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    try {
      local.emit(JSON.parse(message) as LiveEntry);
    } catch (error) {
      logger.warn({ err: error }, "live bus: unreadable message");
    }
  });
  await subscriber.subscribe(channel);
  return {
    kind: "redis",
    publish: async (entry) => {
      local.emit(entry);
      await publisher.publish(channel, JSON.stringify(entry));
    },
    subscribe: local.add,
    close: async () => {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
