import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { readSse, type SseMessage } from "../live/sse-reader.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import { matches, seasons } from "../sports/schema.ts";
import { pollUntil } from "../testing/poll.ts";
import type { RowPrice } from "./row-prices.ts";

let site: TestSite;
let match: FixtureMatch;
let quiet: FixtureMatch;
let stop: () => Promise<void>;
let sent = 0;
const admin = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };
const live = { status: "live" as const, period: "1H" as const, minute: 10, homeScore: 0, awayScore: 0 };

beforeAll(async () => {
  site = await startTestSite();
  [match] = (await createLiveFixture(site.services.database.db, 1, live)) as [FixtureMatch];
  // Another competition, whose odds the operator switches off below.
  [quiet] = (await createLiveFixture(site.services.database.db, 1, live)) as [FixtureMatch];
  stop = await site.services.odds.start();
});
afterAll(async () => {
  await stop();
  await site.close();
});

const goal = (target: FixtureMatch, side: "home" | "away" = "home") =>
  site.services.live.ingest({
    source: "test",
    sourceEventId: `stream-goal-${++sent}`,
    matchId: target.matchId,
    event: {
      type: "goal",
      minute: 10 + sent,
      teamId: side === "home" ? target.homeTeamId : target.awayTeamId,
    },
  });

/** Reads a stream until `until` holds (or two seconds pass), then drops it. */
async function read(path: string, until: (messages: SseMessage[]) => boolean, lastEventId?: string) {
  const messages: SseMessage[] = [];
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const reader = readSse(
    `${site.url}${path}`,
    (message) => {
      messages.push(message);
      if (until(messages)) finish();
    },
    lastEventId ? { "Last-Event-ID": lastEventId } : {},
  );
  const started = pollUntil(
    () => messages.some((m) => m.event === "ready"),
    (ready) => ready,
    { interval: 5 },
  );
  return {
    messages,
    started,
    async end() {
      await Promise.race([done, new Promise((r) => setTimeout(r, 2_000))]);
      reader.cut();
      return messages;
    },
  };
}
const named = (messages: SseMessage[], event: string) => messages.filter((m) => m.event === event);

describe("odds on the live streams", () => {
  it("sends a match's odds on its live stream with composite ids, and replays both topics after a reconnect", async () => {
    const stream = await read(`/api/live/matches/${match.matchId}`, (m) => named(m, "odds").length > 0);
    await stream.started;
    const scored = await goal(match);
    const messages = await stream.end();
    expect(named(messages, "odds-ready")).toHaveLength(1);
    const [event] = named(messages, "match-event");
    expect(event?.id).toMatch(new RegExp(`^live:${scored.entry.seq},odds:\\d+$`));
    const [odds] = named(messages, "odds");
    expect(JSON.parse(odds!.data)).toMatchObject({
      match_id: match.matchId,
      status: "suspended",
      score: [1, 0],
    });
    expect(odds!.id).toMatch(new RegExp(`^live:${scored.entry.seq},odds:\\d+$`));

    // Away while another goal goes in: back with the last id, both the event and its prices arrive.
    const lastId = messages.filter((m) => m.id).at(-1)!.id!;
    const oddsBefore = site.services.odds.topic.lastSeq;
    const missed = await goal(match);
    // The goal's prices are out before the client comes back.
    await pollUntil(
      () => site.services.odds.topic.lastSeq,
      (seq) => seq !== oddsBefore,
      { interval: 10 },
    );
    const again = await read(
      `/api/live/matches/${match.matchId}`,
      (m) => m.some((x) => x.event === "odds-ready"),
      lastId,
    );
    const replayed = await again.end();
    expect(named(replayed, "match-event").map((m) => JSON.parse(m.data).seq)).toEqual([missed.entry.seq]);
    const prices = named(replayed, "odds").map((m) => JSON.parse(m.data) as { score: number[] });
    expect(prices.at(-1)?.score).toEqual([2, 0]);
    const [, oddsSeq] = /odds:(\d+)/.exec(lastId)!;
    for (const m of named(replayed, "odds"))
      expect(Number(/odds:(\d+)/.exec(m.id!)![1])).toBeGreaterThan(Number(oddsSeq));
  });

  it("sends live rows' two-way prices on the all-matches stream", async () => {
    const stream = await read("/api/live", (m) =>
      named(m, "price").some((p) => JSON.parse(p.data).match_id === match.matchId),
    );
    await stream.started;
    // 2-1 rather than 3-0 early on: draw no bet stays open to bets, with two prices.
    await goal(match, "away");
    const messages = await stream.end();
    const price = named(messages, "price")
      .map((m) => JSON.parse(m.data) as RowPrice)
      .find((p) => p.match_id === match.matchId);
    expect(price).toMatchObject({ status: "suspended", home: expect.any(Number), away: expect.any(Number) });
  });

  it("sends no odds for a competition the operator switched off, and leaves its rows without prices", async () => {
    const before = await site.services.odds.rowPrices([match.matchId, quiet.matchId]);
    expect(before.map((p) => p.match_id)).toContain(match.matchId);
    const settings = (await (
      await fetch(`${site.url}/api/cms/odds/settings`, { headers: admin })
    ).json()) as {
      data: { version: number };
    };
    const competition = await competitionOf(quiet);
    const off = await fetch(`${site.url}/api/cms/odds/settings`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ version: settings.data.version, disabled_competitions: [competition] }),
    });
    expect(off.status).toBe(200);

    const own = await read(`/api/live/matches/${quiet.matchId}`, (m) => named(m, "match-event").length > 0);
    // The switched-on match scores after the quiet one: events are priced in order, so once its price
    // is on the all-matches stream, any price of the quiet match's goal would have gone out before it.
    let goalsFrom = Number.POSITIVE_INFINITY;
    const all = await read("/api/live", (m) =>
      named(m.slice(goalsFrom), "price").some((p) => JSON.parse(p.data).match_id === match.matchId),
    );
    await Promise.all([own.started, all.started]);
    goalsFrom = all.messages.length;
    const scored = await goal(quiet);
    await goal(match);
    const allMessages = await all.end();
    const ownMessages = await own.end();
    expect(ownMessages.map((m) => m.event)).toEqual(["ready", "match-event"]);
    // Without odds the stream is the live topic's alone: plain ids.
    expect(named(ownMessages, "match-event")[0]!.id).toBe(String(scored.entry.seq));
    expect(named(allMessages, "price").map((m) => JSON.parse(m.data).match_id)).not.toContain(quiet.matchId);
    const after = await site.services.odds.rowPrices([match.matchId, quiet.matchId]);
    expect(after.map((p) => p.match_id)).toEqual([match.matchId]);
  });
});

async function competitionOf(target: FixtureMatch): Promise<number> {
  const [row] = await site.services.database.db
    .select({ id: seasons.competitionId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(eq(matches.id, target.matchId));
  return row!.id;
}
