import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { frame, heartbeatFrame } from "./frames.ts";
import { createStreamHub, type TopicSpec } from "./hub.ts";
import { claimsOf, openTopics } from "./multiplex.ts";
import { fakeClient } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

type Entry = { seq: number; text: string };
/** A topic whose entries go to group "match:1" as `event`, with a `ready` saying where it stands. */
const spec = (event: string): TopicSpec<Entry> => ({
  seqOf: (entry) => entry.seq,
  route: (entry) => [["match:1", frame(event, entry, entry.seq)]],
  ready: (_group, lastSeq) => frame("ready", { seq: lastSeq }),
  window: 10,
  gapWaitMs: 20,
});
const entry = (seq: number, text = `entry ${seq}`): Entry => ({ seq, text });

/** Each message of the stream as `event id` (id blank without one), in the order written. */
const messagesOf = (text: string) =>
  text
    .split("\n\n")
    .filter((block) => block.includes("event: "))
    .map((block) => {
      const id = /^id: (.*)$/m.exec(block)?.[1] ?? "";
      return `${/^event: (.*)$/m.exec(block)![1]} ${id}`.trim();
    });

function setUp(options: { connectionsPerIp?: number } = {}) {
  const hub = createStreamHub({ logger, ...options });
  const live = hub.topic("live", spec("match-event"));
  const odds = hub.topic("odds", spec("odds"));
  const parts = [
    { topic: live, group: "match:1" },
    { topic: odds, group: "match:1" },
  ];
  const open = async (lastEventId: string | null = null, ip = "fan") => {
    const client = fakeClient();
    await openTopics(parts, { lastEventId, ip, sink: client.sink });
    return client;
  };
  return { hub, live, odds, open };
}

describe("several topics on one stream", () => {
  it("interleaves both topics in arrival order, each id naming where the client stands in both", async () => {
    const { hub, live, odds, open } = setUp();
    live.receive(entry(1));
    odds.receive(entry(1));
    const client = await open();
    live.receive(entry(2));
    odds.receive(entry(2));
    odds.receive(entry(3));
    live.receive(entry(3));
    expect(messagesOf(client.text)).toEqual([
      "ready",
      "odds-ready",
      "match-event live:2,odds:1",
      "odds live:2,odds:2",
      "odds live:2,odds:3",
      "match-event live:3,odds:3",
    ]);
    // One retry line for the response, not one per topic.
    expect(client.text.match(/^retry:/gm)).toHaveLength(1);
    await hub.close();
  });

  it("replays what a reconnecting client missed of both topics from its composite id", async () => {
    const { hub, live, odds, open } = setUp();
    const first = await open();
    live.receive(entry(1));
    odds.receive(entry(1));
    live.receive(entry(2));
    const lastId = [...first.text.matchAll(/^id: (.*)$/gm)].at(-1)![1]!;
    expect(lastId).toBe("live:2,odds:1");
    for (const close of first.closers) close();
    // Missed while away: two odds entries and one live entry.
    odds.receive(entry(2, "missed odds 2"));
    odds.receive(entry(3, "missed odds 3"));
    live.receive(entry(3, "missed live 3"));
    const back = await open(lastId);
    expect(messagesOf(back.text)).toEqual([
      "match-event live:3,odds:1",
      "ready",
      "odds live:3,odds:2",
      "odds live:3,odds:3",
      "odds-ready",
    ]);
    expect(back.text).toContain("missed live 3");
    expect(back.text).not.toContain("entry 1");
    odds.receive(entry(4));
    expect(messagesOf(back.text).at(-1)).toBe("odds live:3,odds:4");
    await hub.close();
  });

  it("reads a bare number as the first topic's id, and resets only the topic whose gap is too old", async () => {
    const { hub, live, odds, open } = setUp();
    for (let seq = 1; seq <= 3; seq++) live.receive(entry(seq));
    for (let seq = 1; seq <= 25; seq++) odds.receive(entry(seq));
    const plain = await open("2");
    expect(messagesOf(plain.text)).toEqual(["match-event live:3,odds:25", "ready", "odds-ready"]);
    const stale = await open("live:3,odds:1");
    expect(messagesOf(stale.text)).toEqual(["ready", "odds-reset", "odds-ready"]);
    await hub.close();
  });

  it("ignores ids it cannot read and starts fresh", () => {
    expect([...claimsOf("live:x,odds:-1,chat:4", ["live", "odds"])]).toEqual([]);
    expect([...claimsOf("odds:7", ["live", "odds"])]).toEqual([["odds", "7"]]);
    expect([...claimsOf(null, ["live", "odds"])]).toEqual([]);
  });

  it("counts as one stream against the address limit, beats once, and lets go of both topics when it ends", async () => {
    const { hub, live, odds, open } = setUp({ connectionsPerIp: 1 });
    const client = await open();
    expect(hub.connections).toBe(2);
    await expect(open()).rejects.toMatchObject({ code: "too-many-live-connections" });
    expect(live.connections + odds.connections).toBe(2);
    // A slow client is cut by one topic: the response ends for the other too.
    client.lag = 10 ** 9;
    odds.receive(entry(1));
    expect(client.destroyed).toBe(true);
    expect(hub.connections).toBe(0);
    const again = await open();
    expect(again.text).not.toContain(new TextDecoder().decode(heartbeatFrame));
    await hub.close();
    expect(again.ended).toBe(true);
  });
});
