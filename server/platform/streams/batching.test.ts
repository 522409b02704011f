import { describe, expect, it } from "vitest";
import { holdsWithin } from "../../testing/poll.ts";
import { createLogger } from "../logger.ts";
import { frame } from "./frames.ts";
import { batchWindowMs, createStreamHub, type TopicSpec } from "./hub.ts";
import { fakeClient, idsOf } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
type Message = { seq: number; text: string };
const roomSpec = (): TopicSpec<Message> => ({
  seqOf: (m) => m.seq,
  route: (m) => [["everyone", frame("message", m, m.seq)]],
});
const say = (seq: number): Message => ({ seq, text: `message ${seq}` });

/** A client that also counts its writes: a batch is one write however many frames it holds. */
function countingClient() {
  const client = fakeClient();
  let writes = 0;
  const write = client.sink.write;
  client.sink.write = (bytes) => {
    writes += 1;
    write(bytes);
  };
  return Object.assign(client, { writes: () => writes });
}

describe("stream hub batching", () => {
  it("sends at once on a quiet site and gathers frames for a crowd, up to 50 ms", () => {
    expect(batchWindowMs(99)).toBe(0);
    expect(batchWindowMs(1_000)).toBe(5);
    expect(batchWindowMs(10_000)).toBe(50);
    expect(batchWindowMs(1_000_000)).toBe(50);
  });

  it("sends the first frame after a quiet spell at once and gathers the ones that follow it", async () => {
    const hub = createStreamHub({ logger, connectionsPerIp: 10_000 });
    const room = hub.topic("chat:crowd", roomSpec());
    const crowd = Array.from({ length: 1_000 }, () => countingClient());
    for (const client of crowd)
      room.open({ group: "everyone", lastEventId: null, ip: "a", sink: client.sink });
    const before = crowd[0]!.writes();
    room.receive(say(1));
    // The first leaves at the next turn of the event loop; the next three wait for the window.
    await new Promise((done) => setImmediate(done));
    for (let seq = 2; seq <= 4; seq++) room.receive(say(seq));
    expect(idsOf(crowd[0]!.text)).toEqual([1]);
    await holdsWithin(() => idsOf(crowd.at(-1)!.text).length === 4, { timeout: 1_000, interval: 5 });
    for (const client of crowd) {
      expect(idsOf(client.text)).toEqual([1, 2, 3, 4]);
      expect(client.writes() - before).toBe(2);
    }
    await hub.close();
  });

  it("gives a client that resumed during a window only what its replay did not", async () => {
    const hub = createStreamHub({ logger, connectionsPerIp: 10_000 });
    const room = hub.topic("chat:resume", roomSpec());
    const crowd = Array.from({ length: 500 }, () => fakeClient());
    for (const client of crowd)
      room.open({ group: "everyone", lastEventId: null, ip: "a", sink: client.sink });
    room.receive(say(1));
    room.receive(say(2));
    const back = fakeClient();
    room.open({ group: "everyone", lastEventId: "1", ip: "b", sink: back.sink });
    room.receive(say(3));
    await holdsWithin(() => idsOf(back.text).length >= 2 && idsOf(crowd[0]!.text).length === 3, {
      timeout: 1_000,
      interval: 5,
    });
    expect(idsOf(back.text)).toEqual([2, 3]);
    expect(idsOf(crowd[0]!.text)).toEqual([1, 2, 3]);
    await hub.close();
  });

  it("still hands a shared response one frame per write, and flushes what is gathered on close", async () => {
    const hub = createStreamHub({ logger, connectionsPerIp: 10_000 });
    const room = hub.topic("chat:shared", roomSpec());
    const crowd = Array.from({ length: 300 }, () => fakeClient());
    for (const client of crowd)
      room.open({ group: "everyone", lastEventId: null, ip: "a", sink: client.sink });
    const shared = countingClient();
    room.open({ group: "everyone", lastEventId: null, ip: "b", sink: { ...shared.sink, framed: true } });
    const before = shared.writes();
    room.receive(say(1));
    room.receive(say(2));
    expect(idsOf(shared.text)).toEqual([1, 2]);
    expect(shared.writes() - before).toBe(2);
    await hub.close();
    expect(idsOf(crowd[0]!.text)).toEqual([1, 2]);
  });
});
