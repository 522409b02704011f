import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createLogger } from "../../platform/logger.ts";
import { matchEvents, matches } from "../../sports/schema.ts";
import { ingestEvent } from "../ingest.ts";
import { createLiveFixture } from "../testing.ts";
import { createFootballDataPoller, footballDataSource } from "./poller.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, "recorded", `pl-${name}.json`), "utf8");

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * There is no network here: a stand-in fetch answers with responses recorded
 * in football-data.org's documented v4 shape, in the order of a real match.
 */
function recordedFeed(names: string[]) {
  const calls: string[] = [];
  let index = 0;
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push(`${url} ${new Headers(init?.headers).get("X-Auth-Token")}`);
    const name = names[Math.min(index++, names.length - 1)]!;
    if (name === "429")
      return new Response("{}", { status: 429, headers: { "X-RequestCounter-Reset": "30" } });
    return new Response(recorded(name), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("football-data.org v4 adapter", () => {
  it("follows a match from kickoff to full time, a retracted goal included, applying each poll once", async () => {
    const [match] = await createLiveFixture(database.db, 1, { sourceKey: "football-data:497410" });
    const steps = [
      "1-timed",
      "2-first-half",
      "2-first-half",
      "3-half-time",
      "4-second-half",
      "5-goal-ruled-out",
      "5-goal-ruled-out",
      "6-full-time",
    ];
    const feed = recordedFeed(steps);
    let clock = Date.parse("2026-11-21T15:00:00Z");
    const live = { ingest: (raw: unknown) => ingestEvent(database.db, raw) };
    const poller = createFootballDataPoller({
      live,
      db: database.db,
      logger,
      token: "fd-token",
      competitions: ["PL"],
      fetch: feed.fetch,
      now: () => new Date(clock),
    });
    const applied: number[] = [];
    for (const _ of steps) {
      clock += 7_000;
      applied.push(await poller.pollNext());
    }
    expect(feed.calls[0]).toBe(
      "https://api.football-data.org/v4/competitions/PL/matches?dateFrom=2026-11-21&dateTo=2026-11-21 fd-token",
    );
    const [row] = await database.db.select().from(matches).where(eq(matches.id, match!.matchId));
    expect(row).toMatchObject({
      status: "finished",
      period: "FT",
      homeScore: 1,
      awayScore: 2,
      scores: { ht: [1, 1], ft: [1, 2] },
    });
    expect(applied[2]).toBe(0);
    expect(applied[6]).toBe(0);
    const timeline = await database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match!.matchId))
      .orderBy(asc(matchEvents.id));
    expect(timeline.every((event) => event.source === footballDataSource)).toBe(true);
    expect(timeline.filter((event) => event.type === "goal" && event.cancelled)).toHaveLength(1);
  });

  it("stays within ten requests a minute and backs off when told to", async () => {
    const feed = recordedFeed(["1-timed"]);
    let clock = Date.parse("2026-11-21T12:00:00Z");
    const poller = createFootballDataPoller({
      live: { ingest: () => Promise.reject(new Error("no events expected")) },
      db: database.db,
      logger,
      token: "fd-token",
      competitions: ["PL", "CL", "BL1"],
      fetch: feed.fetch,
      now: () => new Date(clock),
    });
    for (let i = 0; i < 30; i++) {
      await poller.pollNext();
      clock += 1_000;
    }
    expect(feed.calls).toHaveLength(10);
    clock += 60_000;
    await poller.pollNext();
    expect(feed.calls).toHaveLength(11);

    const limited = recordedFeed(["429", "1-timed"]);
    const polite = createFootballDataPoller({
      live: { ingest: () => Promise.reject(new Error("none")) },
      db: database.db,
      logger,
      token: "t",
      competitions: ["PL"],
      fetch: limited.fetch,
      now: () => new Date(clock),
    });
    await polite.pollNext();
    clock += 10_000;
    await polite.pollNext();
    expect(limited.calls).toHaveLength(1);
    clock += 25_000;
    await polite.pollNext();
    expect(limited.calls).toHaveLength(2);
  });
});
