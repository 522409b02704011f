import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { ingestEvent } from "../../live/ingest.ts";
import { createLiveFixture, type FixtureMatch } from "../../live/testing.ts";
import { matches, standingAdjustments } from "../schema.ts";
import { getHeadToHead, getMatch, listLiveMatches, listMatchesByDate } from "./matches.ts";
import { getStandings } from "./standings.ts";

// Pages reuse computed reads between changes; every read below runs twice around a change, so a
// stale copy would show the old score.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let counter = 0;
const feed = (match: FixtureMatch, event: Record<string, unknown>) =>
  ingestEvent(database.db, { source: "feed", sourceEventId: `c${++counter}`, matchId: match.matchId, event });

const inPlay = { status: "live", period: "2H", minute: 80, homeScore: 0, awayScore: 0 } as const;
const today = () => new Date().toISOString().slice(0, 10);

async function tableOf(match: FixtureMatch) {
  const detail = (await getMatch(database.db, match.matchId))!;
  const standings = (await getStandings(database.db, detail.competition.id))!;
  return standings.groups[0]!.rows.map((row) => ({
    team: row.team.id,
    points: row.points,
    live: row.live,
    form: row.form,
  }));
}

describe("cached reads", () => {
  it("a goal and the final whistle change the table, the day's scores and the match centre", async () => {
    const [match] = await createLiveFixture(database.db, 1, inPlay);
    const { homeTeamId, awayTeamId } = match!;
    expect(await tableOf(match!)).toContainEqual({ team: homeTeamId, points: 1, live: true, form: [] });
    const scoreOnDay = async () =>
      (await listMatchesByDate(database.db, { date: today(), tz: "UTC" }))
        .flatMap((group) => group.matches)
        .find((summary) => summary.id === match!.matchId);
    expect(await scoreOnDay()).toMatchObject({ homeScore: 0, awayScore: 0 });

    await feed(match!, { type: "goal", minute: 85, teamId: homeTeamId, playerName: "Ada Stone" });
    expect(await tableOf(match!)).toContainEqual({ team: homeTeamId, points: 3, live: true, form: [] });
    expect(await scoreOnDay()).toMatchObject({ homeScore: 1, awayScore: 0, status: "live" });
    const detail = (await getMatch(database.db, match!.matchId))!;
    expect(detail.events.map((event) => event.playerName)).toContain("Ada Stone");
    const live = (await listLiveMatches(database.db)).flatMap((group) => group.matches);
    expect(live.find((summary) => summary.id === match!.matchId)).toMatchObject({ homeScore: 1 });

    await feed(match!, { type: "period-end", period: "2H", minute: 90 });
    const table = await tableOf(match!);
    expect(table).toContainEqual({ team: homeTeamId, points: 3, live: false, form: ["W"] });
    expect(table).toContainEqual({ team: awayTeamId, points: 0, live: false, form: ["L"] });
    expect(await scoreOnDay()).toMatchObject({ homeScore: 1, status: "finished" });
    expect((await listLiveMatches(database.db)).flatMap((group) => group.matches)).not.toContainEqual(
      expect.objectContaining({ id: match!.matchId }),
    );
  });

  it("a points deduction changes the cached table", async () => {
    const [match] = await createLiveFixture(database.db, 1, inPlay);
    expect(await tableOf(match!)).toContainEqual({
      team: match!.awayTeamId,
      points: 1,
      live: true,
      form: [],
    });
    const detail = (await getMatch(database.db, match!.matchId))!;
    await database.db.insert(standingAdjustments).values({
      seasonId: detail.season.id,
      teamId: match!.awayTeamId,
      points: -3,
      reason: "Administration",
    });
    expect(await tableOf(match!)).toContainEqual({
      team: match!.awayTeamId,
      points: -2,
      live: true,
      form: [],
    });
  });

  it("a meeting that finishes joins the head-to-head", async () => {
    const [earlier, later] = await createLiveFixture(database.db, 2, inPlay);
    await database.db
      .update(matches)
      .set({ kickoffAt: new Date(Date.now() - 86_400_000) })
      .where(eq(matches.id, earlier!.matchId));
    expect((await getHeadToHead(database.db, later!.matchId))!.meetings).toEqual([]);

    await feed(earlier!, { type: "goal", minute: 88, teamId: earlier!.awayTeamId });
    await feed(earlier!, { type: "period-end", period: "2H", minute: 90 });
    const headToHead = (await getHeadToHead(database.db, later!.matchId))!;
    expect(headToHead.meetings.map((meeting) => meeting.id)).toEqual([earlier!.matchId]);
    expect(headToHead.totals).toMatchObject({ awayWins: 1, homeGoals: 0, awayGoals: 1 });
  });
});
