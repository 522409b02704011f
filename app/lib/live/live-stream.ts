import type { LiveDelta, LiveLogEntry } from "../../../server/live/entry.ts";
import type { RowPrice } from "../../../server/odds/row-prices.ts";
import type { MatchOdds } from "../../../server/odds/view.ts";
import {
  browserStreamEnvironment,
  createEventStream,
  positionIn,
  type StreamEnvironment,
  withPosition,
} from "../event-stream.ts";

export type { LiveDelta, LiveLogEntry, MatchOdds, RowPrice };

/**
 * A change in the match's chat room as its stream sends it (`message`, `message-deleted`,
 * `reactions`, `room`, `cleared`), with the room's place in the chat sequence; `ready` says where
 * the room stood when the connection opened and `resumed` where it claimed to resume from
 * (null: it started fresh), `reset` that the gap was too old to replay.
 */
export type ChatStreamChange = {
  event: string;
  data: unknown;
  seq: number;
  resumed?: number | null;
};

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
  /** A match's own stream, with the chat on: its room's changes. */
  chat?(change: ChatStreamChange): void;
  /** The connection dropped or the browser went offline; it comes back by itself. */
  down?(): void;
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
export const liveSeqOf = (id: string) => positionIn(id, "live", "live") ?? Number.NaN;

/** What the stream needs from the browser; tests hand in stand-ins. */
export type LiveEnvironment = StreamEnvironment & { hidden(): boolean };

export const browserEnvironment = (): LiveEnvironment => ({
  ...browserStreamEnvironment(),
  hidden: () => document.visibilityState === "hidden",
});

/** The chat stream's events on a match's stream, by the name each is sent under. */
const CHAT_EVENTS = ["message", "message-deleted", "reactions", "room", "cleared"] as const;

/**
 * One stream for the whole page, opened while anything listens: the all-matches stream, or on
 * a match's page its own (its entries, its odds where shown and its chat room, as well as its
 * row's deltas). While the tab is hidden it keeps only the latest delta per match.
 */
export function createLiveStream(url: string, env: LiveEnvironment) {
  const listeners = new Set<LiveStreamListener>();
  const held = new Map<number, LiveDelta>();
  let detachVisibility: (() => void) | null = null;
  const stream = createEventStream(url, {
    env,
    onDown: () => {
      for (const listener of listeners) listener.down?.();
    },
  });

  const emit = (delta: LiveDelta) => {
    for (const listener of listeners) listener.delta?.(delta);
  };
  const receive = (delta: LiveDelta) => {
    if (env.hidden()) held.set(delta.matchId, delta);
    else emit(delta);
  };

  stream.on<{ live: LiveDelta[]; seq: number }>("ready", ({ live, seq }) => {
    // The snapshot is current up to `seq`: a reconnect resumes from there.
    const { lastEventId } = stream;
    if (lastEventId === null || !(seq <= liveSeqOf(lastEventId))) {
      stream.resumeFrom(withPosition(lastEventId, "live", seq, "live"));
    }
    for (const delta of live) receive(delta);
  });
  stream.on<LiveDelta>("score", receive);
  for (const name of ENTRY_EVENTS) {
    stream.on<LiveLogEntry>(name, (entry) => {
      // A minute's statistics move no row: the clock runs on its own between events.
      if (entry.kind !== "stats") receive(deltaOf(entry));
      for (const listener of listeners) listener.entry?.(entry);
    });
  }
  const odds = (match: MatchOdds | null) => {
    if (match) for (const listener of listeners) listener.odds?.(match);
  };
  stream.on<MatchOdds>("odds", odds);
  const price = (row: RowPrice) => {
    for (const listener of listeners) listener.price?.(row);
  };
  stream.on<RowPrice>("price", price);
  // The all-matches stream's odds start from every live row's prices, a match's from its odds.
  stream.on<{ prices?: RowPrice[]; odds?: MatchOdds | null }>("odds-ready", (ready) => {
    for (const row of ready.prices ?? []) price(row);
    odds(ready.odds ?? null);
  });
  stream.on("reset", () => {
    for (const listener of listeners) listener.reset?.();
  });
  const chat = (change: ChatStreamChange) => {
    for (const listener of listeners) listener.chat?.(change);
  };
  for (const name of CHAT_EVENTS) {
    stream.on(name, (data, id) => chat({ event: name, data, seq: positionIn(id, "chat", "live") ?? 0 }));
  }
  stream.on<{ seq: number }>("chat-ready", ({ seq }) => {
    const resumed = positionIn(stream.openedWith, "chat", "live");
    // Sent after any replay: the room is heard up to here, and every reconnect claims its place.
    stream.resumeFrom(withPosition(stream.lastEventId, "chat", seq, "live"));
    chat({ event: "ready", data: null, seq, resumed });
  });
  stream.on<{ seq: number }>("chat-reset", ({ seq }) => chat({ event: "reset", data: null, seq }));

  function flushHeld() {
    if (env.hidden()) return;
    const pending = [...held.values()];
    held.clear();
    for (const delta of pending) emit(delta);
  }

  return {
    subscribe(listener: LiveStreamListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        detachVisibility = env.on("document", "visibilitychange", flushHeld);
        stream.open();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stream.close();
        detachVisibility?.();
        detachVisibility = null;
      };
    },
    get connected() {
      return stream.connected;
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;

const shared = new Map<string, LiveStream>();

/** The address of the page's one live stream: a match's own on its page, else every match's. */
export const liveStreamUrl = (apiPath: string, matchId: number | null) =>
  matchId === null ? `${apiPath}/live` : `${apiPath}/live/matches/${matchId}?with=chat`;

/** The live stream at `url`, created on first use in the browser; it connects while anything listens. */
export function sharedLiveStream(url: string): LiveStream {
  let stream = shared.get(url);
  if (!stream) {
    stream = createLiveStream(url, browserEnvironment());
    shared.set(url, stream);
  }
  return stream;
}
