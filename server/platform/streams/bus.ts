import { Redis } from "ioredis";
import type { Logger } from "../logger.ts";
import { createOutageNotice } from "../outage.ts";

export type BusListener = (topic: string, entry: unknown) => void;

/** Carries committed entries of every topic to every process's stream hub. */
export type StreamBus = {
  kind: "memory" | "redis";
  publish(topic: string, entry: unknown): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** False while the processes cannot hear each other (Redis down): streams then rely on the log's poll. */
  up(): boolean;
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
    up: () => true,
    close: async () => {},
  };
}

export const defaultChannel = "goalline:streams";

/**
 * Several processes: entries go through one Redis pub/sub channel, tagged
 * with their topic. Local subscribers hear an entry at once and again from
 * Redis; topics drop the echo by its sequence.
 *
 * Redis going away is told once ("Redis unreachable") and its return once
 * ("Redis back"), however many reconnects fail in between. While it is away an
 * entry reaches this process's streams at once and the others' through their
 * poll of the log, so publishing does not wait for Redis and never fails.
 */
export async function createRedisBus(
  url: string,
  logger: Logger,
  channel = defaultChannel,
): Promise<StreamBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const ready = new Map<Redis, boolean>([
    [publisher, false],
    [subscriber, false],
  ]);
  const up = () => [...ready.values()].every(Boolean);
  // A publish can fail with both connections standing (a Redis that stopped answering): the probe
  // tells its return when no reconnect will.
  const outage = createOutageNotice(logger, "Redis", {
    back: "Redis back",
    probe: async () =>
      up() &&
      (await publisher.ping().then(
        () => true,
        () => false,
      )),
  });
  let closing = false;
  for (const client of [publisher, subscriber]) {
    // ioredis reconnects by itself: each failed try is one more count, not one more log line.
    client.on("error", (error: Error) => {
      ready.set(client, false);
      if (!closing) outage.failed(error);
    });
    client.on("close", () => {
      ready.set(client, false);
      // A closed socket has no error of its own: a plain reason, not a stack from this handler.
      if (!closing) outage.failed({ message: "the connection to Redis closed" });
    });
    // The subscriber is ready once it has subscribed again, so "back" means entries flow again.
    client.on("ready", () => {
      ready.set(client, true);
      if (up()) outage.recovered();
    });
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
      if (!up()) return;
      await publisher.publish(channel, JSON.stringify({ topic, entry })).catch((error: unknown) => {
        if (!closing) outage.failed(error);
      });
    },
    subscribe: local.add,
    up,
    close: async () => {
      closing = true;
      outage.stop();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
