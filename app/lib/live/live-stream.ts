import type { LiveDelta } from "../../../server/live/entry.ts";
import type { RowPrice } from "../../../server/odds/row-prices.ts";

export type { LiveDelta, RowPrice };

export type LiveStreamListener = {
  delta(delta: LiveDelta): void;
  /** The server could not replay what was missed: reload the page data. */
  reset(): void;
  /** A live row's prices, where the site shows odds (they ride on the same stream, own topic). */
  price?(price: RowPrice): void;
};

/** The live topic's place in an id: `live:120,odds:37` (odds shown), or `120`. */
export const liveSeqOf = (id: string) => Number(/(?:^|live:)(\d+)/.exec(id)?.[1] ?? Number.NaN);

type Source = Pick<EventSource, "addEventListener" | "close"> & { onerror: ((event: Event) => void) | null };

/** What the stream needs from the browser; tests hand in stand-ins. */
export type LiveEnvironment = {
  open(url: string): Source;
  online(): boolean;
  hidden(): boolean;
  on(target: "window" | "document", type: string, listener: () => void): () => void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
};

export const browserEnvironment = (): LiveEnvironment => ({
  open: (url) => new EventSource(url),
  online: () => navigator.onLine,
  hidden: () => document.visibilityState === "hidden",
  on: (target, type, listener) => {
    const node = target === "window" ? window : document;
    node.addEventListener(type, listener);
    return () => node.removeEventListener(type, listener);
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  random: Math.random,
});

const maxBackoffMs = 30_000;

/**
 * One EventSource for the whole page, opened while anything listens. It
 * reconnects with backoff from the last id it saw, waits while the browser is
 * offline, and while the tab is hidden keeps only the latest delta per match.
 */
export function createLiveStream(url: string, env: LiveEnvironment) {
  const listeners = new Set<LiveStreamListener>();
  const held = new Map<number, LiveDelta>();
  let source: Source | null = null;
  let lastEventId: string | null = null;
  let failures = 0;
  let retry: unknown = null;
  let detach: Array<() => void> = [];

  const emit = (delta: LiveDelta) => {
    for (const listener of listeners) listener.delta(delta);
  };
  const receive = (delta: LiveDelta) => {
    if (env.hidden()) held.set(delta.matchId, delta);
    else emit(delta);
  };

  function connect() {
    if (source || listeners.size === 0 || !env.online()) return;
    const next = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const opened = env.open(next);
    source = opened;
    opened.addEventListener("ready", (event) => {
      failures = 0;
      const { live, seq } = JSON.parse((event as MessageEvent<string>).data) as {
        live: LiveDelta[];
        seq: number;
      };
      // The snapshot is current up to `seq`: a reconnect resumes from there.
      if (lastEventId === null || seq > liveSeqOf(lastEventId)) lastEventId = String(seq);
      for (const delta of live) receive(delta);
    });
    opened.addEventListener("score", (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId || lastEventId;
      receive(JSON.parse(message.data) as LiveDelta);
    });
    const price = (row: RowPrice) => {
      for (const listener of listeners) listener.price?.(row);
    };
    opened.addEventListener("price", (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId || lastEventId;
      price(JSON.parse(message.data) as RowPrice);
    });
    opened.addEventListener("odds-ready", (event) => {
      const { prices } = JSON.parse((event as MessageEvent<string>).data) as { prices: RowPrice[] };
      for (const row of prices) price(row);
    });
    opened.addEventListener("reset", () => {
      for (const listener of listeners) listener.reset();
    });
    // Reconnecting is ours to pace, so the browser's own retry loop is stopped.
    opened.onerror = () => {
      disconnect();
      failures += 1;
      const ceiling = Math.min(maxBackoffMs, 1_000 * 2 ** Math.min(failures - 1, 5));
      retry = env.setTimeout(
        () => {
          retry = null;
          connect();
        },
        ceiling / 2 + env.random() * (ceiling / 2),
      );
    };
  }

  function disconnect() {
    source?.close();
    source = null;
    if (retry !== null) env.clearTimeout(retry);
    retry = null;
  }

  function flushHeld() {
    if (env.hidden()) return;
    const pending = [...held.values()];
    held.clear();
    for (const delta of pending) emit(delta);
  }

  function start() {
    detach = [
      env.on("window", "offline", disconnect),
      env.on("window", "online", () => {
        failures = 0;
        connect();
      }),
      env.on("document", "visibilitychange", flushHeld),
    ];
    connect();
  }

  return {
    subscribe(listener: LiveStreamListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        disconnect();
        for (const off of detach) off();
        detach = [];
      };
    },
    get connected() {
      return source !== null;
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;

let shared: LiveStream | null = null;

/** The page's one live stream, created on first use in the browser. */
export function sharedLiveStream(apiPath: string): LiveStream {
  shared ??= createLiveStream(`${apiPath}/live`, browserEnvironment());
  return shared;
}
