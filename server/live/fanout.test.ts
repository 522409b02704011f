import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { createLogger } from "../platform/logger.ts";
import { createRedisBus } from "../platform/streams/bus.ts";
import { createSharedDatabase } from "../testing/server-processes.ts";
import type { LiveEntry } from "./entry.ts";
import { readSse, type SseMessage } from "./sse-reader.ts";
import { startLiveTestServer, testAdminToken } from "./test-server.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

// Real Redis at 127.0.0.1:6379; each test uses its own channel so parallel runs do not cross.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const channelName = () => `goalline:live:test:${randomBytes(6).toString("hex")}`;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One match in play, 20 minutes into the first half at 0–0. */
const liveAtNil = (database: Database) =>
  createLiveFixture(database.db, 1, {
    status: "live",
    period: "1H",
    minute: 20,
    homeScore: 0,
    awayScore: 0,
  }) as Promise<FixtureMatch[]>;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Subscribes to `url` and resolves once the stream says it is ready. */
async function listen(url: string) {
  const messages: SseMessage[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const reader = readSse(url, (message) => {
    messages.push(message);
    if (message.event === "ready") ready();
  });
  cleanups.push(async () => reader.cut());
  await isReady;
  return messages;
}

async function scoreGoal(baseUrl: string, match: FixtureMatch, key: string) {
  const response = await fetch(`${baseUrl}/api/admin/matches/${match.matchId}/events`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${testAdminToken}`,
      "Idempotency-Key": key,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ type: "goal", minute: 30, teamId: match.homeTeamId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { seq: number }).seq;
}

// Each test boots its own database and servers: generous limits for a busy machine.
describe("fan-out over Redis", { timeout: 90_000 }, () => {
  it("hands an entry published on one bus to a subscriber of another, once", async () => {
    const channel = channelName();
    const [a, b] = await Promise.all([
      createRedisBus(redisUrl, logger, channel),
      createRedisBus(redisUrl, logger, channel),
    ]);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const heard: string[] = [];
    b.subscribe((topic, entry) => heard.push(`${topic}:${(entry as LiveEntry).seq}`));
    await a.publish("live", { seq: 7, matchId: 1 } as LiveEntry);
    for (let i = 0; i < 100 && heard.length === 0; i++) await settle(10);
    await settle(100);
    expect(heard).toEqual(["live:7"]);
  });

  it("streams an event ingested on server A to a client of server B, once", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const channel = channelName();
    const env = { REDIS_URL: redisUrl };
    const [a, b] = await Promise.all([
      startLiveTestServer(database, env, { channel }),
      startLiveTestServer(database, env, { channel }),
    ]);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const [match] = await liveAtNil(database);
    const messages = await listen(`${b.url}/api/live/matches/${match!.matchId}`);
    const seq = await scoreGoal(a.url, match!, "fanout-goal-1");
    for (let i = 0; i < 200 && !messages.some((m) => m.event === "match-event"); i++) await settle(10);
    await settle(200);
    expect(messages.filter((m) => m.event === "match-event").map((m) => m.id)).toEqual([String(seq)]);
  });
});

/**
 * Two separate server processes need a database both can open: PGlite cannot be
 * shared between processes, so this runs in the PostgreSQL pass (DATABASE_URL set).
 */
describe.runIf(process.env.DATABASE_URL)(
  "two server processes on PostgreSQL and Redis",
  { timeout: 90_000 },
  () => {
    it("delivers an event ingested on process A to an SSE client of process B exactly once", async () => {
      const { url, database, drop } = await createSharedDatabase();
      cleanups.push(drop);
      const [match] = await liveAtNil(database);
      const channel = channelName();
      const start = async () => {
        const child: ChildProcess = spawn(
          process.execPath,
          [resolve(import.meta.dirname, "serve-for-tests.ts")],
          {
            env: {
              ...process.env,
              DATABASE_URL: url,
              REDIS_URL: redisUrl,
              LIVE_TEST_CHANNEL: channel,
            },
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        cleanups.push(async () => {
          child.kill("SIGTERM");
          await once(child, "exit");
        });
        const [line] = (await once(child.stdout!, "data")) as [Buffer];
        return (JSON.parse(line.toString()) as { url: string }).url;
      };
      const [processA, processB] = await Promise.all([start(), start()]);
      const messages = await listen(`${processB}/api/live`);
      const first = await scoreGoal(processA, match!, "two-process-goal-1");
      const second = await scoreGoal(processA, match!, "two-process-goal-2");
      for (let i = 0; i < 300 && messages.filter((m) => m.event === "score").length < 2; i++)
        await settle(10);
      await settle(300);
      const scores = messages.filter((m) => m.event === "score");
      expect(scores.map((m) => m.id)).toEqual([String(first), String(second)]);
      expect(JSON.parse(scores[1]!.data)).toMatchObject({ matchId: match!.matchId, home: 2 });
    });
  },
);
