import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { isAppError } from "../http/errors.ts";
import { matchEvents, matches } from "../sports/schema.ts";
import { ingestEvent } from "./ingest.ts";
import { liveLog } from "./schema.ts";
import { createLiveFixture, type FixtureMatch } from "./testing.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let counter = 0;
const feed = (match: FixtureMatch, event: Record<string, unknown>, id = `e${++counter}`) =>
  ingestEvent(database.db, { source: "feed", sourceEventId: id, matchId: match.matchId, event });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return "accepted";
}

const stateOf = async (match: FixtureMatch) =>
  (await database.db.select().from(matches).where(eq(matches.id, match.matchId)))[0]!;

describe("ingest", () => {
  it("plays a match from kickoff to full time, numbering the log without gaps", async () => {
    const [match] = await createLiveFixture(database.db);
    const before = (await database.db.select().from(liveLog)).length;
    await feed(match!, { type: "period-start", period: "1H", minute: 0 });
    await feed(match!, { type: "goal", minute: 12, teamId: match!.homeTeamId, playerName: "Ada Stone" });
    await feed(match!, { type: "yellow-card", minute: 30, teamId: match!.awayTeamId });
    await feed(match!, { type: "period-end", period: "1H", minute: 45 });
    await feed(match!, { type: "period-start", period: "2H", minute: 45 });
    await feed(match!, { type: "goal", minute: 80, teamId: match!.awayTeamId });
    await feed(match!, { type: "goal", minute: 90, stoppage: 3, teamId: match!.awayTeamId });
    const last = await feed(match!, { type: "period-end", period: "2H", minute: 90 });

    const state = await stateOf(match!);
    expect(state).toMatchObject({ status: "finished", period: "FT", homeScore: 1, awayScore: 2 });
    expect(state.scores).toEqual({ ht: [1, 0], ft: [1, 2] });
    const seqs = (await database.db.select().from(liveLog)).map((row) => row.seq).sort((a, b) => a - b);
    expect(seqs.slice(before)).toEqual(Array.from({ length: 8 }, (_, i) => seqs[before]! + i));
    expect(last.entry.match).toMatchObject({ status: "finished", home: 1, away: 2 });
  });

  it("applies the same feed event once, however often it arrives", async () => {
    const [match] = await createLiveFixture(database.db, 1, {
      status: "live",
      period: "1H",
      minute: 10,
      homeScore: 0,
      awayScore: 0,
    });
    const goal = { type: "goal", minute: 20, teamId: match!.homeTeamId };
    const first = await feed(match!, goal, "dup-1");
    const again = await feed(match!, goal, "dup-1");
    const racing = await Promise.all([feed(match!, goal, "dup-2"), feed(match!, goal, "dup-2")]);
    expect(first.applied).toBe(true);
    expect(again).toMatchObject({ applied: false, sameInput: true, entry: { seq: first.entry.seq } });
    expect(racing.filter((result) => result.applied)).toHaveLength(1);
    expect(await stateOf(match!)).toMatchObject({ homeScore: 2, awayScore: 0 });
  });

  it("cancels a goal after VAR: the score drops and the goal stays, struck through", async () => {
    const [match] = await createLiveFixture(database.db, 1, {
      status: "live",
      period: "2H",
      minute: 60,
      homeScore: 0,
      awayScore: 0,
    });
    const goal = await feed(match!, { type: "goal", minute: 61, teamId: match!.awayTeamId }, "var-goal");
    const correction = await feed(match!, {
      type: "correction",
      minute: 63,
      cancelsSourceEventId: "var-goal",
      reason: "Offside",
    });
    expect(correction.entry).toMatchObject({
      kind: "correction",
      cancelledEventId: goal.entry.event.id,
      match: { away: 0 },
    });
    const [struck] = await database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.id, goal.entry.event.id));
    expect(struck?.cancelled).toBe(true);
    expect(
      await refusal(feed(match!, { type: "correction", minute: 64, cancelsEventId: goal.entry.event.id })),
    ).toBe("event-already-cancelled");
  });

  it("refuses impossible events with a code and changes nothing", async () => {
    const [scheduled] = await createLiveFixture(database.db);
    const [live] = await createLiveFixture(database.db, 1, {
      status: "live",
      period: "1H",
      minute: 20,
      homeScore: 1,
      awayScore: 0,
    });
    const [finished] = await createLiveFixture(database.db, 1, {
      status: "finished",
      period: "FT",
      minute: 90,
      homeScore: 0,
      awayScore: 0,
    });
    const ghost = { matchId: 999_999, homeTeamId: 1, awayTeamId: 2 };
    expect(await refusal(feed(ghost, { type: "period-start", period: "1H", minute: 0 }))).toBe(
      "match-not-found",
    );
    expect(await refusal(feed(scheduled!, { type: "goal", minute: 5, teamId: scheduled!.homeTeamId }))).toBe(
      "match-not-started",
    );
    expect(await refusal(feed(finished!, { type: "goal", minute: 80, teamId: finished!.homeTeamId }))).toBe(
      "match-not-live",
    );
    expect(await refusal(feed(live!, { type: "goal", minute: 70, teamId: live!.homeTeamId }))).toBe(
      "minute-out-of-range",
    );
    expect(await refusal(feed(live!, { type: "goal", minute: 21, teamId: 424_242 }))).toBe(
      "team-not-in-match",
    );
    expect(
      await refusal(feed(live!, { type: "goal", minute: 21, teamId: live!.awayTeamId, score: [0, 1] })),
    ).toBe("score-backwards");
    expect(await refusal(feed(live!, { type: "goal", minute: "soon" }))).toBe("invalid-event-minute");
    expect(await refusal(feed(live!, { type: "period-start", period: "1H", minute: 0 }))).toBe(
      "period-already-started",
    );
    expect(await stateOf(live!)).toMatchObject({ homeScore: 1, awayScore: 0, version: 0 });
  });

  it("accepts a correction after full time", async () => {
    const [match] = await createLiveFixture(database.db, 1, {
      status: "live",
      period: "2H",
      minute: 88,
      homeScore: 0,
      awayScore: 0,
    });
    await feed(match!, { type: "goal", minute: 89, teamId: match!.homeTeamId }, "late-goal");
    await feed(match!, { type: "period-end", period: "2H", minute: 90 });
    await feed(match!, { type: "correction", minute: 90, cancelsSourceEventId: "late-goal" });
    expect(await stateOf(match!)).toMatchObject({ status: "finished", homeScore: 0, scores: { ft: [0, 0] } });
  });
});
