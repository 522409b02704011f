import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { readSse, type SseMessage, type SseReader } from "../live/sse-reader.ts";
import { createLiveFixture, type FixtureMatch } from "../live/testing.ts";
import type { MatchOdds } from "./view.ts";

let site: TestSite;
let match: FixtureMatch;
/** The wall clock the odds read; the match kicked off 20½ minutes before it starts. */
let clock = new Date("2026-03-14T15:20:30Z");
const kickoff = new Date("2026-03-14T15:00:00Z");

beforeAll(async () => {
  site = await startTestSite({ services: { oddsNow: () => clock } });
  [match] = (await createLiveFixture(site.services.database.db, 1, {
    status: "live",
    period: "1H",
    minute: 0,
    homeScore: 0,
    awayScore: 0,
    kickoffAt: kickoff,
    periodStartedAt: kickoff,
  })) as [FixtureMatch];
});
afterAll(async () => {
  await site.close();
});

const chance = (odds: MatchOdds, market: string, selection: string) =>
  odds.markets.find((m) => m.key === market)!.selections.find((s) => s.key === selection)!.probability;

describe("odds as the match clock runs", () => {
  it("publishes a new price set when a minute passes without any event, and only then", async () => {
    const messages: SseMessage[] = [];
    const stream: SseReader = readSse(`${site.url}/api/matches/${match.matchId}/odds/stream`, (message) =>
      messages.push(message),
    );
    const sent = () => messages.filter((m) => m.event === "odds").map((m) => JSON.parse(m.data) as MatchOdds);
    try {
      await expect.poll(() => messages.some((m) => m.event === "ready")).toBe(true);

      await site.services.odds.repriceLive();
      await expect.poll(() => sent().length).toBe(1);
      const first = sent()[0]!;
      expect(first).toMatchObject({ minute: 21, score: [0, 0], status: "open" });

      // The same minute again: nothing new to say.
      const seq = site.services.odds.topic.lastSeq;
      await site.services.odds.repriceLive();
      expect(site.services.odds.topic.lastSeq).toBe(seq);

      clock = new Date(clock.getTime() + 60_000);
      await site.services.odds.repriceLive();
      await expect.poll(() => sent().length).toBe(2);
      const next = sent()[1]!;
      expect(next).toMatchObject({ minute: 22, score: [0, 0] });
      // A minute less to play at 0-0: a goal, and so an odd total, is a little less likely.
      expect(chance(next, "odd-even", "odd")).toBeLessThan(chance(first, "odd-even", "odd"));
      expect(chance(next, "last-team-to-score", "none")).toBeGreaterThan(
        chance(first, "last-team-to-score", "none"),
      );
    } finally {
      stream.cut();
    }

    const history = (await (await fetch(`${site.url}/api/matches/${match.matchId}/odds/history`)).json()) as {
      data: Array<{
        at: string;
        minute: number | null;
        probabilities: Record<string, Record<string, number>>;
      }>;
    };
    // The chart starts at the pre-match price, dated at kick-off, not at the minute the server first looked.
    expect(history.data.map((point) => point.minute)).toEqual([null, 21, 22]);
    expect(history.data[0]!.at).toBe(kickoff.toISOString());
    const opening = history.data[0]!.probabilities["1x2"]!;
    const at21 = history.data[1]!.probabilities["1x2"]!;
    // 21 goalless minutes make the draw likelier and either win less so: no cliff, a drift.
    expect(at21.draw).toBeGreaterThan(opening.draw!);
    expect([at21.home! < opening.home!, at21.away! < opening.away!]).toEqual([true, true]);
    expect(Math.abs(at21.home! - opening.home!)).toBeLessThan(0.1);
  });

  it("prices live matches as it starts, so a stream's first frame already has them", async () => {
    const [fresh] = (await createLiveFixture(site.services.database.db, 1, {
      status: "live",
      period: "2H",
      minute: 45,
      homeScore: 0,
      awayScore: 0,
      kickoffAt: kickoff,
      periodStartedAt: new Date(clock.getTime() - 9.5 * 60_000),
    })) as [FixtureMatch];
    const stop = await site.services.odds.start();
    const messages: SseMessage[] = [];
    const stream = readSse(`${site.url}/api/matches/${fresh.matchId}/odds/stream`, (message) =>
      messages.push(message),
    );
    try {
      await expect.poll(() => messages.some((m) => m.event === "ready")).toBe(true);
      const ready = JSON.parse(messages.find((m) => m.event === "ready")!.data) as { odds: MatchOdds | null };
      expect(ready.odds).toMatchObject({ match_id: fresh.matchId, minute: 55, status: "open" });
    } finally {
      stream.cut();
      await stop();
    }
  });
});
