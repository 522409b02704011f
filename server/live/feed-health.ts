/** How one live feed is doing, as the dashboard shows it. */
export type FeedHealth = {
  name: string;
  label: string;
  lastPollAt: string | null;
  lastError: { at: string; message: string } | null;
  errors: number;
  /** Requests left in the provider's current window; null for feeds with no limit. */
  budget: { remaining: number; limit: number } | null;
};

export type FeedReporter = {
  polled(): void;
  failed(error: unknown): void;
  budget(remaining: number, limit: number): void;
};

/** How long another process's report stands in for feeds of our own (it sends one every 5 s). */
const REPORT_FRESH_MS = 30_000;

/**
 * Each running feed (simulator, football-data poller) reports here after every
 * poll. Feeds run in the one process holding the leader lease, which shares its
 * list over the stream bus (`heard`), so every process's dashboard shows them.
 */
export function createFeedHealth(now: () => Date = () => new Date()) {
  const feeds = new Map<string, FeedHealth>();
  let elsewhere: { feeds: FeedHealth[]; at: number } | null = null;
  return {
    feed(name: string, label: string): FeedReporter {
      const health: FeedHealth = { name, label, lastPollAt: null, lastError: null, errors: 0, budget: null };
      feeds.set(name, health);
      return {
        polled: () => {
          health.lastPollAt = now().toISOString();
        },
        failed: (error) => {
          health.errors += 1;
          health.lastError = {
            at: now().toISOString(),
            message: error instanceof Error ? error.message : String(error),
          };
        },
        budget: (remaining, limit) => {
          health.budget = { remaining: Math.max(0, remaining), limit };
        },
      };
    },
    /** Forgets this process's feeds once they stop (another process leads now). */
    clear: () => feeds.clear(),
    /** The leading process's latest report. */
    heard(list: FeedHealth[]) {
      elsewhere = { feeds: list, at: now().getTime() };
    },
    list: (): FeedHealth[] => {
      if (feeds.size > 0) return [...feeds.values()].map((feed) => structuredClone(feed));
      if (!elsewhere || now().getTime() - elsewhere.at > REPORT_FRESH_MS) return [];
      return structuredClone(elsewhere.feeds);
    },
  };
}

export type FeedHealthRegistry = ReturnType<typeof createFeedHealth>;
