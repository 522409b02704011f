import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../platform/logger.ts";
import { fakeClient, idsOf as ids } from "../platform/streams/testing.ts";
import { pollUntil } from "../testing/poll.ts";
import { createLiveHub, type HubOptions } from "./hub.ts";
import { liveEventEntry } from "./testing.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A first-half yellow card at 0–0 in match `matchId`, as the seq-th entry. */
const entry = (seq: number, matchId = 1) =>
  liveEventEntry({
    seq,
    at: new Date().toISOString(),
    matchId,
    event: { id: seq, type: "yellow-card", period: "1H", minute: 10 },
    match: { id: matchId, period: "1H", minute: 10, home: 0, away: 0, version: seq },
  });

async function startHub(options: Partial<HubOptions> = {}) {
  const hub = createLiveHub({ db: database.db, logger, ...options });
  await hub.start();
  return hub;
}

describe("live hub", () => {
  it("puts entries that arrive out of order back in sequence, each once", async () => {
    const hub = await startHub({ gapWaitMs: 10_000 });
    const client = fakeClient();
    hub.open({ matchId: null, lastEventId: null, ip: "a", sink: client.sink });
    for (const seq of [2, 1, 1, 4, 3, 2, 5]) hub.receive(entry(seq));
    expect(ids(client.text)).toEqual([1, 2, 3, 4, 5]);
    await hub.close();
  });

  it("drops a client that falls too far behind, without holding up others", async () => {
    const hub = await startHub({ maxBufferedBytes: 64 * 1024 });
    const slow = fakeClient();
    const fast = fakeClient();
    hub.open({ matchId: null, lastEventId: null, ip: "slow", sink: slow.sink });
    hub.open({ matchId: null, lastEventId: null, ip: "fast", sink: fast.sink });
    hub.receive(entry(1));
    slow.lag = 65 * 1024;
    for (let seq = 2; seq <= 10; seq++) hub.receive(entry(seq));
    expect(slow.destroyed).toBe(true);
    expect(ids(slow.text)).toEqual([1]);
    expect(hub.connections).toBe(1);
    expect(ids(fast.text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await hub.close();
  });

  it("sends a heartbeat comment, forgets closed clients and ends every stream when it closes", async () => {
    const hub = await startHub({ heartbeatMs: 20 });
    const gone = fakeClient();
    const staying = fakeClient();
    hub.open({ matchId: 3, lastEventId: null, ip: "a", sink: gone.sink });
    hub.open({ matchId: 3, lastEventId: null, ip: "a", sink: staying.sink });
    for (const close of gone.closers) close();
    expect(hub.connections).toBe(1);
    // Asked until the first heartbeat is out (every 20 ms here), not after a fixed sleep.
    await pollUntil(
      () => staying.text,
      (text) => text.includes(": heartbeat\n\n"),
      { timeout: 5_000, interval: 10 },
    );
    expect(staying.text).toMatch(/^retry: 3000\n\n/);
    await hub.close();
    expect(staying.ended).toBe(true);
    expect(() => hub.open({ matchId: null, lastEventId: null, ip: "a", sink: fakeClient().sink })).toThrow(
      /restarting/,
    );
  });
});
