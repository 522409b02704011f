import { Redis } from "ioredis";
import type { Logger } from "../logger.ts";

export type BusListener = (topic: string, entry: unknown) => void;

/** Carries committed entries of every topic to every process's stream hub. */
export type StreamBus = {
  kind: "memory" | "redis";
  publish(topic: string, entry: unknown): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
};

function listeners() {
  const set = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(topic: string, entry: unknown) {
      for (const listener of set) listener(topic, entry);
    },
  };
}

/** One process: publishing is a function call. */
export function createMemoryBus(): StreamBus {
  const local = listeners();
  return {
    kind: "memory",
    publish: async (topic, entry) => local.emit(topic, entry),
    subscribe: local.add,
    close: async () => {},
  };
}

export const defaultChannel = "goalline:streams";

/**
 * Several processes: entries go through one Redis pub/sub channel, tagged
 * with their topic. Local subscribers hear an entry at once and again from
 * Redis; topics drop the echo by its sequence.
 */
export async function createRedisBus(
  url: string,
  logger: Logger,
  channel = defaultChannel,
): Promise<StreamBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: Error) => logger.warn({ err: error }, "stream bus: redis error"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = listeners();
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { topic, entry } = JSON.parse(message) as { topic: string; entry: unknown };
      local.emit(topic, entry);
    } catch (error) {
      logger.warn({ err: error }, "stream bus: unreadable message");
    }
  });
  await subscriber.subscribe(channel);
  return {
    kind: "redis",
    publish: async (topic, entry) => {
      local.emit(topic, entry);
      await publisher.publish(channel, JSON.stringify({ topic, entry }));
    },
    subscribe: local.add,
    close: async () => {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
