/** An EventSource as the client uses it; tests hand in stand-ins. */
export type StreamSource = Pick<EventSource, "addEventListener" | "close"> & {
  onerror: ((event: Event) => void) | null;
};

/** What a stream needs from the browser; tests hand in stand-ins. */
export type StreamEnvironment = {
  open(url: string): StreamSource;
  online(): boolean;
  on(target: "window" | "document", type: string, listener: () => void): () => void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
};

export const browserStreamEnvironment = (): StreamEnvironment => ({
  open: (url) => new EventSource(url),
  online: () => navigator.onLine,
  on: (target, type, listener) => {
    const node = target === "window" ? window : document;
    node.addEventListener(type, listener);
    return () => node.removeEventListener(type, listener);
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  random: Math.random,
});

export type EventStreamOptions = {
  /** Where the first connection resumes from: the sequence a page's read said it stands at. */
  lastEventId?: string | null;
  /** Each time the connection drops or the browser goes offline. */
  onDown?(): void;
  env?: StreamEnvironment;
};

const maxBackoffMs = 30_000;

/** The delay before the nth reconnect in a row: doubling from 1 s to 30 s, jittered over its upper half. */
export function backoffMs(failures: number, random: number): number {
  const ceiling = Math.min(maxBackoffMs, 1_000 * 2 ** Math.min(Math.max(failures, 1) - 1, 5));
  return ceiling / 2 + random * (ceiling / 2);
}

/**
 * A topic's place in a stream id: `live:120,chat:37` holds each topic's sequence
 * (see server/platform/streams/multiplex.ts); a bare number is the stream's first topic's.
 */
export function positionIn(id: string | null, topic: string, first: string): number | null {
  if (!id) return null;
  if (/^\d+$/.test(id)) return topic === first ? Number(id) : null;
  const match = new RegExp(`(?:^|,)${topic}:(\\d+)`).exec(id);
  return match ? Number(match[1]) : null;
}

/** The id with one topic's sequence set, the others' kept; a bare id stays bare while it can. */
export function withPosition(id: string | null, topic: string, seq: number, first: string): string {
  if (!id) return topic === first ? String(seq) : `${topic}:${seq}`;
  const parts = /^\d+$/.test(id) ? [`${first}:${id}`] : id.split(",");
  const others = parts.filter((part) => !part.startsWith(`${topic}:`));
  if (others.length === 0 && topic === first) return String(seq);
  return [...others, `${topic}:${seq}`].join(",");
}

/**
 * The browser's one way to follow a Server-Sent Events stream. EventSource's own
 * retry loop is stopped: after an error this reconnects with jittered exponential
 * back-off, from the last id it saw (as `lastEventId`, which every stream route
 * reads like the `Last-Event-ID` header); it waits while the browser is offline and
 * resumes on `online`. Nothing connects until `open()`; `close()` lets go cleanly.
 */
export function createEventStream(url: string, options: EventStreamOptions = {}) {
  const env = options.env ?? browserStreamEnvironment();
  const handlers = new Map<string, Array<(data: unknown, id: string) => void>>();
  let source: StreamSource | null = null;
  let lastEventId = options.lastEventId ?? null;
  let openedWith: string | null = null;
  let failures = 0;
  let retry: unknown = null;
  let detach: Array<() => void> = [];

  const addressFrom = (id: string | null) =>
    id ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(id)}` : url;

  const listen = (opened: StreamSource, name: string) =>
    opened.addEventListener(name, (event) => {
      const message = event as MessageEvent<string>;
      // Hearing anything means the connection works: the next failure starts the back-off again.
      failures = 0;
      if (message.lastEventId) lastEventId = message.lastEventId;
      const data = message.data ? (JSON.parse(message.data) as unknown) : null;
      for (const run of handlers.get(name) ?? []) run(data, message.lastEventId);
    });

  function connect() {
    if (source || detach.length === 0 || !env.online()) return;
    openedWith = lastEventId;
    const opened = env.open(addressFrom(lastEventId));
    source = opened;
    for (const name of handlers.keys()) listen(opened, name);
    // The server is shutting down and says so: not a failure, so no back-off and no "connection
    // lost"; the reconnect waits a random moment within the time it names, to spread a restart.
    opened.addEventListener("reconnect", (event) => {
      if (source !== opened) return;
      const { withinMs } = JSON.parse((event as MessageEvent<string>).data || "{}") as { withinMs?: number };
      disconnect();
      failures = 0;
      retry = env.setTimeout(
        () => {
          retry = null;
          connect();
        },
        Math.min(Math.max(withinMs ?? 1_000, 0), maxBackoffMs) * env.random(),
      );
    });
    opened.onerror = () => {
      if (source !== opened) return;
      disconnect();
      failures += 1;
      options.onDown?.();
      retry = env.setTimeout(
        () => {
          retry = null;
          connect();
        },
        backoffMs(failures, env.random()),
      );
    };
  }

  function disconnect() {
    source?.close();
    source = null;
    if (retry !== null) env.clearTimeout(retry);
    retry = null;
  }

  return {
    /** Hears one kind of event, its JSON body parsed; the events a connection listens to are fixed when it opens. */
    on<T>(name: string, run: (data: T, id: string) => void) {
      const list = handlers.get(name) ?? [];
      if (list.length === 0 && source) listen(source, name);
      list.push(run as (data: unknown, id: string) => void);
      handlers.set(name, list);
      return this;
    },
    open() {
      if (detach.length > 0) return;
      detach = [
        env.on("window", "offline", () => {
          disconnect();
          options.onDown?.();
        }),
        env.on("window", "online", () => {
          failures = 0;
          connect();
        }),
      ];
      connect();
    },
    close() {
      disconnect();
      for (const off of detach) off();
      detach = [];
    },
    /** Where a reconnect resumes from. */
    get lastEventId() {
      return lastEventId;
    },
    /** A snapshot said where things stand: a reconnect resumes from there. */
    resumeFrom(id: string) {
      lastEventId = id;
    },
    /** The id the open connection resumed from (null: it started fresh). */
    get openedWith() {
      return openedWith;
    },
    get connected() {
      return source !== null;
    },
  };
}

export type EventStream = ReturnType<typeof createEventStream>;
