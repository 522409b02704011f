import type { LiveDelta, LiveLogEntry } from "../../../server/live/entry.ts";
import type { RowPrice } from "../../../server/odds/row-prices.ts";
import type { MatchOdds } from "../../../server/odds/view.ts";

export type { LiveDelta, LiveLogEntry, MatchOdds, RowPrice };

/** What a listener hears; each takes only what it needs. */
export type LiveStreamListener = {
  delta?(delta: LiveDelta): void;
  /** The server could not replay what was missed: reload the page data. */
  reset?(): void;
  /** A live row's prices, where the site shows odds (they ride on the same stream, own topic). */
  price?(price: RowPrice): void;
  /** A match's own stream: each whole entry (timeline event, play, status change, minute's statistics). */
  entry?(entry: LiveLogEntry): void;
  /** A match's own stream, where odds are shown: the match's whole odds after each repricing. */
  odds?(odds: MatchOdds): void;
};

/** The match stream's kinds of entry, by the event name each is sent under. */
const ENTRY_EVENTS = ["match-event", "play", "status", "stats"] as const;

/** A match stream's entry as a row sees it: the match as it now stands. */
function deltaOf(entry: Exclude<LiveLogEntry, { kind: "stats" }>): LiveDelta {
  const { match } = entry;
  const timeline = entry.kind === "event" || entry.kind === "correction" ? entry : null;
  return {
    seq: entry.seq,
    matchId: entry.matchId,
    status: match.status,
    period: match.period,
    minute: match.minute,
    stoppage: match.stoppage,
    periodStartedAt: match.periodStartedAt,
    home: match.home,
    away: match.away,
    scores: match.scores,
    play: match.play,
    event: timeline?.event.type ?? null,
    teamId: timeline?.event.teamId ?? null,
    cancelledEventId: timeline?.cancelledEventId ?? null,
  };
}

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
 * One EventSource for the whole page, opened while anything listens: the all-matches stream, or on
 * a match's page its own (its entries, and its odds where shown, as well as its row's deltas). It
 * reconnects with backoff from the last id it saw, waits while the browser is offline, and while
 * the tab is hidden keeps only the latest delta per match.
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
    for (const listener of listeners) listener.delta?.(delta);
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
    for (const name of ENTRY_EVENTS) {
      opened.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        lastEventId = message.lastEventId || lastEventId;
        const entry = JSON.parse(message.data) as LiveLogEntry;
        // A minute's statistics move no row: the clock runs on its own between events.
        if (entry.kind !== "stats") receive(deltaOf(entry));
        for (const listener of listeners) listener.entry?.(entry);
      });
    }
    const odds = (match: MatchOdds | null) => {
      if (match) for (const listener of listeners) listener.odds?.(match);
    };
    opened.addEventListener("odds", (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId || lastEventId;
      odds(JSON.parse(message.data) as MatchOdds);
    });
    const price = (row: RowPrice) => {
      for (const listener of listeners) listener.price?.(row);
    };
    opened.addEventListener("price", (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId || lastEventId;
      price(JSON.parse(message.data) as RowPrice);
    });
    // The all-matches stream's odds start from every live row's prices, a match's from its odds.
    opened.addEventListener("odds-ready", (event) => {
      const ready = JSON.parse((event as MessageEvent<string>).data) as {
        prices?: RowPrice[];
        odds?: MatchOdds | null;
      };
      for (const row of ready.prices ?? []) price(row);
      odds(ready.odds ?? null);
    });
    opened.addEventListener("reset", () => {
      for (const listener of listeners) listener.reset?.();
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

const shared = new Map<string, LiveStream>();

/** The address of the page's one live stream: a match's own on its page, else every match's. */
export const liveStreamUrl = (apiPath: string, matchId: number | null) =>
  matchId === null ? `${apiPath}/live` : `${apiPath}/live/matches/${matchId}`;

/** The live stream at `url`, created on first use in the browser; it connects while anything listens. */
export function sharedLiveStream(url: string): LiveStream {
  let stream = shared.get(url);
  if (!stream) {
    stream = createLiveStream(url, browserEnvironment());
    shared.set(url, stream);
  }
  return stream;
}
