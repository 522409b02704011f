import { describe, expect, it } from "vitest";
import type { ChatStreamChange } from "../live/live-stream.ts";
import { createRoomFollower } from "./room-follower.ts";

/** A room whose history reads the test answers by hand, and what the chat ends up showing. */
type Page = { seq: number; label: string };

function room() {
  const pending: Array<(page: Page | null) => void> = [];
  const shown: string[] = [];
  const follower = createRoomFollower<Page>({
    read: () => new Promise<Page | null>((answer) => pending.push(answer)),
    show: (page) => shown.push(`history ${page.label} at ${page.seq}`),
    apply: (change) => shown.push(`${change.event} ${change.seq}`),
    connected: (on) => shown.push(on ? "connected" : "disconnected"),
  });
  const answer = async (index: number, seq: number, label = String(index)) => {
    pending[index]!({ seq, label });
    await Promise.resolve();
    await Promise.resolve();
  };
  return { follower, pending, shown, answer };
}

const message = (seq: number): ChatStreamChange => ({ event: "message", data: { id: seq }, seq });

describe("the chat joining its history to the match's stream", () => {
  it("holds what the stream says while the history loads, then applies only what the history lacks", async () => {
    const { follower, shown, answer } = room();
    void follower.join();
    follower.hear({ event: "ready", data: null, seq: 40, resumed: null });
    follower.hear(message(41));
    follower.hear(message(43));
    await answer(0, 42);
    follower.hear(message(44));
    expect(shown).toEqual(["history 0 at 42", "connected", "message 43", "message 44"]);
  });

  it("reads the room again when a fresh connection started after the history was read", async () => {
    const { follower, shown, pending, answer } = room();
    void follower.join();
    await answer(0, 42);
    // The stream opened only now, at 45: 43 to 45 may have been said in between.
    follower.hear({ event: "ready", data: null, seq: 45, resumed: null });
    expect(pending).toHaveLength(2);
    follower.hear(message(46));
    await answer(1, 45);
    expect(shown).toEqual(["history 0 at 42", "connected", "history 1 at 45", "message 46"]);
  });

  it("trusts a reconnect that resumed the room, and reads again after a reset", async () => {
    const { follower, shown, pending, answer } = room();
    void follower.join();
    await answer(0, 42);
    follower.hear({ event: "ready", data: null, seq: 50, resumed: 42 });
    expect(pending).toHaveLength(1);
    follower.down();
    follower.hear({ event: "reset", data: null, seq: 9_000 });
    expect(pending).toHaveLength(2);
    await answer(1, 9_000);
    expect(shown).toEqual(["history 0 at 42", "connected", "disconnected", "history 1 at 9000"]);
  });

  it("ignores an earlier read that answers after a later one, and everything once stopped", async () => {
    const { follower, shown, answer } = room();
    void follower.join();
    void follower.join();
    await answer(1, 50, "new");
    await answer(0, 42, "old");
    follower.hear(message(49));
    follower.hear(message(51));
    follower.stop();
    follower.hear(message(52));
    expect(shown).toEqual(["history new at 50", "message 51"]);
  });
});
