import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { frame } from "./frames.ts";
import { createStreamHub, type TopicSpec } from "./hub.ts";
import { fakeClient, idsOf } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

type Message = { seq: number; room: string; text: string };
/** A chat-like topic: messages numbered per room, no durable log behind the stream. */
const roomSpec = (): TopicSpec<Message> => ({
  seqOf: (m) => m.seq,
  route: (m) => [["everyone", frame("message", m, m.seq)]],
  gapWaitMs: 20,
});
const say = (room: string, seq: number): Message => ({ seq, room, text: `message ${seq}` });

describe("stream hub", () => {
  it("keeps each topic's own sequence: one busy room never holds up another", async () => {
    const hub = createStreamHub({ logger });
    const north = hub.topic("chat:north", roomSpec());
    const south = hub.topic("chat:south", roomSpec());
    const inNorth = fakeClient();
    const inSouth = fakeClient();
    north.open({ group: "everyone", lastEventId: null, ip: "a", sink: inNorth.sink });
    south.open({ group: "everyone", lastEventId: null, ip: "b", sink: inSouth.sink });
    for (let seq = 1; seq <= 5; seq++) await north.publish(say("north", seq));
    await south.publish(say("south", 1));
    expect(idsOf(inNorth.text)).toEqual([1, 2, 3, 4, 5]);
    expect(idsOf(inSouth.text)).toEqual([1]);
    expect(inSouth.text).not.toContain("message 5");
    await hub.close();
  });

  it("replays what a reconnecting client missed from its Last-Event-ID", async () => {
    const hub = createStreamHub({ logger });
    const room = hub.topic("chat:replay", roomSpec());
    for (let seq = 1; seq <= 4; seq++) room.receive(say("replay", seq));
    const back = fakeClient();
    room.open({ group: "everyone", lastEventId: "2", ip: "a", sink: back.sink });
    room.receive(say("replay", 5));
    expect(idsOf(back.text)).toEqual([3, 4, 5]);
    await hub.close();
  });

  it("without a log, moves past a gap that does not fill in time", async () => {
    const hub = createStreamHub({ logger });
    const room = hub.topic("chat:gap", roomSpec());
    const client = fakeClient();
    room.open({ group: "everyone", lastEventId: null, ip: "a", sink: client.sink });
    room.receive(say("gap", 1));
    room.receive(say("gap", 3));
    expect(idsOf(client.text)).toEqual([1]);
    // The gap's wait runs out and the stream moves on: asked until it has, not after a fixed sleep.
    await vi.waitFor(() => expect(idsOf(client.text)).toEqual([1, 3]), { timeout: 2_000, interval: 5 });
    await hub.close();
  });

  it("closing, sends what it holds, then tells every stream once to reconnect elsewhere, then ends it", async () => {
    const hub = createStreamHub({ logger });
    const room = hub.topic("chat:closing", roomSpec());
    const client = fakeClient();
    room.open({ group: "everyone", lastEventId: null, ip: "a", sink: client.sink });
    room.receive(say("closing", 1));
    // A domain closes its own topics first (the live hub does), then the hub closes.
    await room.close();
    await hub.close();
    expect(
      client.text.endsWith('event: reconnect\ndata: {"reason":"server-shutting-down","withinMs":1000}\n\n'),
    ).toBe(true);
    expect(idsOf(client.text)).toEqual([1]);
    expect(client.text.match(/event: reconnect/g)).toHaveLength(1);
    expect(client.ended).toBe(true);
    expect(() =>
      room.open({ group: "everyone", lastEventId: "1", ip: "a", sink: fakeClient().sink }),
    ).toThrow(expect.objectContaining({ code: "live-unavailable" }));
  });

  it("counts one visitor's streams across topics against one limit", async () => {
    const hub = createStreamHub({ logger, connectionsPerIp: 2 });
    const a = hub.topic("chat:a", roomSpec());
    const b = hub.topic("chat:b", roomSpec());
    a.open({ group: "everyone", lastEventId: null, ip: "fan", sink: fakeClient().sink });
    b.open({ group: "everyone", lastEventId: null, ip: "fan", sink: fakeClient().sink });
    expect(() =>
      b.open({ group: "everyone", lastEventId: null, ip: "fan", sink: fakeClient().sink }),
    ).toThrow(expect.objectContaining({ code: "too-many-live-connections", details: { retryAfter: 5 } }));
    expect(hub.connections).toBe(2);
    await hub.close();
  });
});
