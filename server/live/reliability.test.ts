import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { matches } from "../sports/schema.ts";
import { readSse, type SseMessage } from "./sse-reader.ts";
import { type LiveTestServer, startLiveTestServer } from "./test-server.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let counter = 0;
const card = (server: LiveTestServer, target: FixtureMatch) =>
  server.services.live.ingest({
    source: "feed",
    sourceEventId: `card-${++counter}`,
    matchId: target.matchId,
    event: { type: "yellow-card", minute: 20, teamId: target.awayTeamId },
  });

/** Connects with a Last-Event-ID, keeps up to `budget` score events, then cuts the socket. */
async function readSome(
  url: string,
  lastId: string,
  budget: number,
  patienceMs = 300,
): Promise<SseMessage[]> {
  const taken: SseMessage[] = [];
  let enough!: () => void;
  const full = new Promise<void>((resolve) => (enough = resolve));
  const reader = readSse(
    `${url}/api/live`,
    (message) => {
      if (message.event !== "score" || taken.length >= budget) return;
      taken.push(message);
      if (taken.length >= budget) enough();
    },
    { "Last-Event-ID": lastId },
  );
  await Promise.race([full, reader.closed, new Promise((resolve) => setTimeout(resolve, patienceMs))]);
  reader.cut();
  return taken;
}

// Real sockets, a real database and hundreds of events: slower than the rest on a busy machine.
describe("live reliability", { timeout: 180_000 }, () => {
  it("delivers every event exactly once and in order across hundreds of abrupt disconnects", async () => {
    const database = await createTestDatabase();
    const server = await startLiveTestServer(database, { LIVE_CONNECTIONS_PER_IP: "1000" });
    cleanups.push(
      () => database.close(),
      () => server.close(),
    );
    const [match, other] = (await createLiveFixture(database.db, 2, {
      status: "live",
      period: "1H",
      minute: 5,
    })) as FixtureMatch[];
    const total = 300;
    const start = server.services.live.hub.lastSeq;
    const writer = (async () => {
      for (let i = 0; i < total; i++) await card(server, i % 2 ? match! : other!);
    })();
    const received: number[] = [];
    let cuts = 0;
    while (received.length < total) {
      const batch = await readSome(server.url, String(received.at(-1) ?? start), 1 + ((cuts * 7) % 11));
      received.push(...batch.map((message) => Number(message.id)));
      cuts += 1;
    }
    await writer;
    expect(received).toEqual(Array.from({ length: total }, (_, i) => start + 1 + i));
    expect(cuts).toBeGreaterThan(40);
  });

  it("keeps the match and its log through a restart, and clients resume from their last id", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "goalline-live-restart-"));
    const open = () => connectDatabase({ dataDir });
    let database: Database = await open();
    await database.migrate();
    let server = await startLiveTestServer(database);
    const [match] = (await createLiveFixture(database.db, 1, {
      status: "live",
      period: "2H",
      minute: 50,
      homeScore: 0,
      awayScore: 0,
    })) as FixtureMatch[];
    const goal = () =>
      server.services.live.ingest({
        source: "feed",
        sourceEventId: `restart-goal-${++counter}`,
        matchId: match!.matchId,
        event: { type: "goal", minute: 60, teamId: match!.homeTeamId },
      });
    const seen = (await goal()).entry.seq;
    await server.close();
    await database.close();

    database = await open();
    await database.migrate();
    server = await startLiveTestServer(database);
    cleanups.push(
      () => database.close(),
      () => server.close(),
    );
    const [row] = await database.db.select().from(matches).where(eq(matches.id, match!.matchId));
    expect(row).toMatchObject({ status: "live", homeScore: 1 });
    expect(server.services.live.hub.lastSeq).toBe(seen);

    const after = (await goal()).entry.seq;
    expect(after).toBe(seen + 1);
    // A server just started answers its first stream slower than a warm one; on a busy runner
    // 300 ms was too short. The read ends as soon as both events are in.
    const resumed = await readSome(server.url, String(seen - 1), 2, 15_000);
    expect(resumed.map((message) => [Number(message.id), JSON.parse(message.data).home])).toEqual([
      [seen, 1],
      [after, 2],
    ]);
  });

  it("applies a feed's repeated and reordered events once, ending in the right state", async () => {
    const database = await createTestDatabase();
    const server = await startLiveTestServer(database);
    cleanups.push(
      () => database.close(),
      () => server.close(),
    );
    const [match] = (await createLiveFixture(database.db, 1, {
      status: "live",
      period: "1H",
      minute: 1,
      homeScore: 0,
      awayScore: 0,
    })) as FixtureMatch[];
    const send = (id: string, minute: number, teamId: number) =>
      server.services.live.ingest({
        source: "feed",
        sourceEventId: id,
        matchId: match!.matchId,
        event: { type: "goal", minute, teamId },
      });
    const home = match!.homeTeamId;
    const away = match!.awayTeamId;
    // The feed sends goal b before goal a, then repeats both.
    await send("b", 30, away);
    await send("a", 20, home);
    await send("b", 30, away);
    await send("a", 20, home);
    await send("c", 40, home);
    const [row] = await database.db.select().from(matches).where(eq(matches.id, match!.matchId));
    expect(row).toMatchObject({ homeScore: 2, awayScore: 1, minute: 40, version: 3 });
  });
});
