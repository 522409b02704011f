import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import type { LiveDelta, LiveEntry } from "./entry.ts";
import { readSse, type SseMessage } from "./sse-reader.ts";
import { type LiveTestServer, startLiveTestServer } from "./test-server.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

let database: Database;
let server: LiveTestServer;
let match: FixtureMatch;
let other: FixtureMatch;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startLiveTestServer(database, { LIVE_CONNECTIONS_PER_IP: "6" }, { window: 50 });
  [match, other] = (await createLiveFixture(database.db, 2, {
    status: "live",
    period: "1H",
    minute: 5,
    homeScore: 0,
    awayScore: 0,
  })) as [FixtureMatch, FixtureMatch];
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const card = (target: FixtureMatch) =>
  server.services.live.ingest({
    source: "feed",
    sourceEventId: `card-${++counter}`,
    matchId: target.matchId,
    event: { type: "yellow-card", minute: 20, teamId: target.awayTeamId },
  });

/** Opens a stream and collects its messages until `until` holds. */
function collect(
  path: string,
  until: (messages: SseMessage[]) => boolean,
  headers: Record<string, string> = {},
) {
  const messages: SseMessage[] = [];
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const reader = readSse(
    `${server.url}${path}`,
    (message) => {
      messages.push(message);
      if (until(messages)) finish();
    },
    headers,
  );
  const ready = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (messages.some((m) => m.event === "ready")) {
        clearInterval(check);
        resolve();
      }
    }, 5);
  });
  return { messages, done, ready, reader };
}
const scores = (messages: SseMessage[]) => messages.filter((m) => m.event === "score");

describe("live streams", () => {
  it("streams score deltas with the log sequence as id, uncompressed", async () => {
    const stream = collect("/api/live", (m) => scores(m).length === 2, {
      "Accept-Encoding": "gzip, deflate, br",
    });
    await stream.ready;
    const goal = await server.services.live.ingest({
      source: "feed",
      sourceEventId: `goal-${++counter}`,
      matchId: match.matchId,
      event: { type: "goal", minute: 7, teamId: match.homeTeamId },
    });
    await card(other);
    await stream.done;
    stream.reader.cut();
    const headers = await stream.reader.headers;
    expect(headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(headers["content-encoding"]).toBeUndefined();
    const [first] = scores(stream.messages);
    expect(first?.id).toBe(String(goal.entry.seq));
    expect(JSON.parse(first!.data) as LiveDelta).toMatchObject({
      matchId: match.matchId,
      home: 1,
      away: 0,
      event: "goal",
      status: "live",
    });
  });

  it("sends one match's full events on its own stream", async () => {
    const stream = collect(`/api/live/matches/${other.matchId}`, (m) =>
      m.some((x) => x.event === "match-event"),
    );
    await stream.ready;
    await card(match);
    const mine = await card(other);
    await stream.done;
    stream.reader.cut();
    const events = stream.messages.filter((m) => m.event === "match-event");
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.data) as LiveEntry).toMatchObject({
      seq: mine.entry.seq,
      event: { type: "yellow-card", teamId: other.awayTeamId },
    });
  });

  it("replays what a client missed after Last-Event-ID, once and in order", async () => {
    const seen = (await card(match)).entry.seq;
    const missed = [await card(match), await card(other), await card(match)].map((r) => String(r.entry.seq));
    const stream = collect("/api/live", (m) => m.some((x) => x.event === "ready"), {
      "Last-Event-ID": String(seen),
    });
    await stream.done;
    stream.reader.cut();
    expect(scores(stream.messages).map((m) => m.id)).toEqual(missed);
  });

  it("tells a client whose gap is older than the window to reset", async () => {
    const old = (await card(match)).entry.seq;
    for (let i = 0; i < 55; i++) await card(match);
    const stream = collect("/api/live", (m) => m.some((x) => x.event === "ready"), {
      "Last-Event-ID": String(old),
    });
    await stream.done;
    stream.reader.cut();
    expect(stream.messages.map((m) => m.event)).toEqual(["reset", "ready"]);
  });

  it("treats a Last-Event-ID that is not a number or from the future as a fresh connection", async () => {
    for (const lastEventId of ["banana", "99999999", "-3"]) {
      const stream = collect("/api/live", (m) => m.some((x) => x.event === "ready"), {
        "Last-Event-ID": lastEventId,
      });
      await stream.done;
      stream.reader.cut();
      expect(await stream.reader.status).toBe(200);
      expect(stream.messages.map((m) => m.event)).toEqual(["ready"]);
    }
  });

  it("limits live connections per address", async () => {
    const open = Array.from({ length: 6 }, () => collect("/api/live", () => false));
    await Promise.all(open.map((stream) => stream.ready));
    const refused = await fetch(`${server.url}/api/live`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toMatchObject({ error: { code: "too-many-live-connections" } });
    for (const stream of open) stream.reader.cut();
  });
});
