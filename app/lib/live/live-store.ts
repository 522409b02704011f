import { type LiveDelta, type LiveStream, type RowPrice, sharedLiveStream } from "./live-stream.ts";

type Notify = () => void;

/**
 * The page's latest live state per match, fed by the one shared stream; rows
 * and headers subscribe to their match only, so a goal re-renders one row.
 */
export function createLiveStore(stream: () => LiveStream) {
  const latest = new Map<number, LiveDelta>();
  const prices = new Map<number, RowPrice>();
  const watchers = new Map<number, Set<Notify>>();
  const clockWatchers = new Set<Notify>();
  // 0 until the store first runs: clocks read the minute the page was drawn with (as the server did)
  // until then.
  let now = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let first: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  let onReset: (() => void) | undefined;
  let count = 0;

  const notify = (matchId: number) => {
    for (const watcher of watchers.get(matchId) ?? []) watcher();
  };

  function retain() {
    count += 1;
    if (count > 1) return;
    stop = stream().subscribe({
      delta(delta) {
        const known = latest.get(delta.matchId);
        if (known && known.seq > delta.seq) return;
        latest.set(delta.matchId, delta);
        notify(delta.matchId);
      },
      price(price) {
        prices.set(price.match_id, price);
        notify(price.match_id);
      },
      reset() {
        const stale = [...latest.keys(), ...prices.keys()];
        latest.clear();
        prices.clear();
        for (const matchId of stale) notify(matchId);
        onReset?.();
      },
    });
    // The minute moves on its own between events; a hidden tab skips the work. The first tick is a
    // task of its own, just after the one that starts listening: after hydration that task already
    // holds every part's effects, and redrawing the live clocks in it too would make one long task.
    const tick = () => {
      now = Date.now();
      for (const watcher of clockWatchers) watcher();
    };
    first = setTimeout(tick, 0);
    ticker = setInterval(() => {
      if (document.visibilityState !== "hidden") tick();
    }, 10_000);
  }

  function release() {
    count -= 1;
    if (count > 0) return;
    stop?.();
    clearTimeout(first);
    clearInterval(ticker);
    // A page come back to draws the minute it comes with, as a first page does, until the first tick.
    now = 0;
  }

  return {
    watch(matchId: number, watcher: Notify) {
      const set = watchers.get(matchId) ?? new Set();
      set.add(watcher);
      watchers.set(matchId, set);
      retain();
      return () => {
        set.delete(watcher);
        release();
      };
    },
    watchClock(watcher: Notify) {
      clockWatchers.add(watcher);
      return () => void clockWatchers.delete(watcher);
    },
    delta: (matchId: number) => latest.get(matchId),
    /** The row's latest prices heard on the stream; the page data has the ones before. */
    price: (matchId: number) => prices.get(matchId),
    now: () => now,
    set onReset(handler: () => void) {
      onReset = handler;
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

const stores = new Map<string, LiveStore>();

/** The latest live state heard on the page's stream at `url` (see `liveStreamUrl`). */
export function sharedLiveStore(url: string): LiveStore {
  let store = stores.get(url);
  if (!store) {
    store = createLiveStore(() => sharedLiveStream(url));
    stores.set(url, store);
  }
  return store;
}
