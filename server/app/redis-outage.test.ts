import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../platform/logger.ts";
import { createRedisBus, type StreamBus } from "../platform/streams/bus.ts";
import { freePort, needPostgresAndRedis, redisUrl } from "../testing/server-processes.ts";
import { TcpRelay } from "../testing/tcp-relay.ts";
import { startTestSite, type TestSite } from "./testing/test-site.ts";

// Redis going away under a site that shares it with other processes, on a real Redis: a TCP relay
// stands between the site and the server, and closing it is Redis being killed.
type Line = { msg: string; failures?: number; err?: { stack?: string } };
const lines: Line[] = [];
const channel = `goalline:streams:test:${randomBytes(6).toString("hex")}`;
let relay: TcpRelay;
let site: TestSite;
let other: StreamBus;

beforeAll(async () => {
  await needPostgresAndRedis();
  const target = new URL(redisUrl);
  relay = new TcpRelay(await freePort(), { host: target.hostname, port: Number(target.port || 6379) });
  await relay.open();
  site = await startTestSite({
    env: { REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_CHANNEL: channel },
    logger: pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line) as Line) }),
  });
  // Another process of the same site, its Redis reachable throughout.
  other = await createRedisBus(redisUrl, createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }), channel);
}, 60_000);

afterAll(async () => {
  await site?.close();
  await other?.close();
  await relay?.close();
});

const readyz = async () => {
  const response = await fetch(`${site.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const redisGauge = async () => {
  const text = await (await fetch(`${site.url}/metrics`)).text();
  return /^goalline_part_up\{part="redis"\} (\d)$/m.exec(text)?.[1];
};
const said = (msg: string) => lines.filter((line) => line.msg === msg);

describe("Redis going away", { timeout: 60_000 }, () => {
  it("shows in /readyz and /metrics, is logged once each way, and publishing neither waits nor fails", async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: "ok", database: true, storage: true, redis: true },
    });
    expect(await redisGauge()).toBe("1");

    await relay.close();
    // Still serving (its streams poll the log), so it stays in rotation: 200, degraded.
    await expect
      .poll(readyz)
      .toEqual({ status: 200, body: { status: "degraded", database: true, storage: true, redis: false } });
    expect(await redisGauge()).toBe("0");
    const started = Date.now();
    await site.services.streams.bus.publish("outage-test", { n: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    // ioredis tries again and again while Redis is away: one line, one stack, however many tries.
    await expect.poll(() => said("Redis unreachable").length).toBe(1);
    await new Promise((done) => setTimeout(done, 1_500));
    expect(said("Redis unreachable")).toHaveLength(1);
    expect(lines.filter((line) => line.err?.stack).length).toBeLessThanOrEqual(1);

    const heard: unknown[] = [];
    other.subscribe((topic, entry) => topic === "after-outage" && heard.push(entry));
    await relay.open();
    await expect.poll(readyz, { timeout: 15_000 }).toEqual({
      status: 200,
      body: { status: "ok", database: true, storage: true, redis: true },
    });
    expect(await redisGauge()).toBe("1");
    expect(said("Redis back")).toHaveLength(1);
    expect(said("Redis back")[0]!.failures).toBeGreaterThan(1);
    // Back means entries flow to the other processes again.
    await site.services.streams.bus.publish("after-outage", { n: 2 });
    await expect.poll(() => heard).toEqual([{ n: 2 }]);
  });
});
