import type { Logger } from "../platform/logger.ts";
import type { StreamBus } from "../platform/streams/bus.ts";
import type { PageCache } from "./page-cache.ts";

/** Bus messages `{ tags }`: every process drops the pages carrying them. */
export const PAGE_CACHE_TOPIC = "page-cache";

export type SharedPageCache = PageCache & {
  /** Drops pages by tag in every process ("*": all of them). */
  drop(tags: string[]): Promise<void>;
  /** Stops hearing other processes. */
  close(): void;
};

/**
 * A process's page cache, told by the bus what other processes changed. `sources` hear the
 * bus for what else changes pages (live events) and answer the tags to drop.
 */
export function sharePageCache(
  cache: PageCache,
  bus: StreamBus,
  logger: Logger,
  ...sources: Array<(invalidate: (tags: string[]) => void) => () => void>
): SharedPageCache {
  const stops = sources.map((source) => source((tags) => cache.invalidate(tags)));
  const unsubscribe = bus.subscribe((topic, message) => {
    if (topic !== PAGE_CACHE_TOPIC) return;
    const tags = (message as { tags?: unknown }).tags;
    if (Array.isArray(tags)) cache.invalidate(tags.filter((tag): tag is string => typeof tag === "string"));
  });
  return {
    ...cache,
    async drop(tags) {
      // Here at once; the bus carries it to the others (and back, which is harmless).
      cache.invalidate(tags);
      await bus
        .publish(PAGE_CACHE_TOPIC, { tags })
        .catch((error: unknown) => logger.warn({ err: error }, "page cache: invalidation not shared"));
    },
    close() {
      unsubscribe();
      for (const stop of stops) stop();
    },
  };
}
