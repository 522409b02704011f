import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../logger.ts";
import type { LiveEntry } from "./entry.ts";
import { createLiveHub, type HubOptions } from "./hub.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const entry = (seq: number, matchId = 1): LiveEntry => ({
  seq,
  at: new Date().toISOString(),
  matchId,
  kind: "event",
  cancelledEventId: null,
  event: {
    id: seq,
    type: "yellow-card",
    period: "1H",
    minute: 10,
    stoppage: null,
    teamId: 1,
    playerName: null,
    secondaryPlayerName: null,
    detail: null,
    cancelled: false,
  },
  match: {
    id: matchId,
    status: "live",
    period: "1H",
    minute: 10,
    stoppage: null,
    periodStartedAt: null,
    homeTeamId: 1,
    awayTeamId: 2,
    home: 0,
    away: 0,
    scores: {},
    version: seq,
  },
});

async function startHub(options: Partial<HubOptions> = {}) {
  const hub = createLiveHub({ db: database.db, logger, ...options });
  await hub.start();
  return hub;
}

const decoder = new TextDecoder();
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean) {
  let text = "";
  while (!done(text)) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  return text;
}
const ids = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

describe("live hub", () => {
  it("puts entries that arrive out of order back in sequence, each once", async () => {
    const hub = await startHub({ gapWaitMs: 10_000 });
    const reader = hub.open({ matchId: null, lastEventId: null, ip: "a", abort: () => {} }).getReader();
    for (const seq of [2, 1, 1, 4, 3, 2, 5]) hub.receive(entry(seq));
    const text = await readUntil(reader, (t) => ids(t).length >= 5);
    expect(ids(text)).toEqual([1, 2, 3, 4, 5]);
    await hub.close();
  });

  it("drops a client that stops reading once its buffer is full, without holding up others", async () => {
    const hub = await startHub({ maxBuffered: 5 });
    let aborted = 0;
    hub.open({ matchId: null, lastEventId: null, ip: "slow", abort: () => aborted++ });
    const fast = hub.open({ matchId: null, lastEventId: null, ip: "fast", abort: () => {} }).getReader();
    const got = readUntil(fast, (t) => ids(t).length >= 10);
    for (let seq = 1; seq <= 10; seq++) {
      hub.receive(entry(seq));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(aborted).toBe(1);
    expect(hub.connections).toBe(1);
    expect(ids(await got)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await hub.close();
  });

  it("sends a heartbeat comment and ends every stream when it closes", async () => {
    const hub = await startHub({ heartbeatMs: 20 });
    const reader = hub.open({ matchId: 3, lastEventId: null, ip: "a", abort: () => {} }).getReader();
    expect(await readUntil(reader, (t) => t.includes(": heartbeat"))).toMatch(/^retry: 3000\n\n/);
    await hub.close();
    await readUntil(reader, () => false);
    expect((await reader.read()).done).toBe(true);
    expect(() => hub.open({ matchId: null, lastEventId: null, ip: "a", abort: () => {} })).toThrow(
      /restarting/,
    );
  });
});
