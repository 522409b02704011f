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

/**
 * Each running feed (simulator, football-data poller) reports here after every
 * poll; per process, since each process runs its own feeds.
 */
export function createFeedHealth(now: () => Date = () => new Date()) {
  const feeds = new Map<string, FeedHealth>();
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
    list: (): FeedHealth[] => [...feeds.values()].map((feed) => structuredClone(feed)),
  };
}

export type FeedHealthRegistry = ReturnType<typeof createFeedHealth>;
