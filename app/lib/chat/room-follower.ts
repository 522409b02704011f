import type { ChatStreamChange } from "../live/live-stream.ts";

export type RoomFollowerDeps<Page extends { seq: number }> = {
  /** Reads the room's history, with the chat sequence it was read at; null when it failed. */
  read(): Promise<Page | null>;
  /** The latest history read, to show before the changes after it. */
  show(page: Page): void;
  /** A change the history does not hold yet. */
  apply(change: ChatStreamChange): void;
  connected(on: boolean): void;
};

/**
 * How the chat joins its history and the match's stream. Changes heard while the
 * history loads wait for it; those up to the sequence it was read at are in it
 * and are dropped. A connection that started fresh after the read may have
 * missed something between the two, and a `reset` says a gap was too old to
 * replay: either way the room is read again (the stream stays as it is).
 */
export function createRoomFollower<Page extends { seq: number }>(deps: RoomFollowerDeps<Page>) {
  let readAt: number | null = null;
  let held: ChatStreamChange[] = [];
  // Only the latest read counts: an earlier one answering late would take the room back in time.
  let reads = 0;
  let stopped = false;

  function hear(change: ChatStreamChange) {
    if (stopped) return;
    if (readAt === null) {
      held.push(change);
    } else if (change.event === "ready") {
      deps.connected(true);
      if (change.resumed === null && change.seq > readAt) void join();
    } else if (change.event === "reset") {
      void join();
    } else if (change.seq > readAt) {
      deps.apply(change);
    }
  }

  async function join() {
    const read = ++reads;
    readAt = null;
    const page = await deps.read();
    if (stopped || read !== reads || page === null) return;
    deps.show(page);
    readAt = page.seq;
    const waiting = held;
    held = [];
    for (const change of waiting) hear(change);
  }

  return {
    hear,
    join,
    down: () => deps.connected(false),
    stop() {
      stopped = true;
    },
  };
}
