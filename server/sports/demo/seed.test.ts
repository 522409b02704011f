import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { firstViolation, type LawEvent, type LawPeriod } from "../laws.ts";
import { listCompetitions } from "../queries/competitions.ts";
import { getMatch, listLiveMatches, listMatchesByDate } from "../queries/matches.ts";
import { getStandings } from "../queries/standings.ts";
import { matchEvents, matches } from "../schema.ts";
import { demoLeagues } from "./clubs.ts";
import { planDemoWorld } from "./plan.ts";
import { seedDemoIfEmpty } from "./seed.ts";
import { lawEventsOf, lineupOf } from "./testing.ts";

const now = new Date("2026-03-14T16:00:00Z");
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const scoring = new Set(["goal", "penalty-goal", "own-goal"]);

describe("demo world", () => {
  it("is the same world for the same seed and moment", () => {
    const a = planDemoWorld(now);
    const b = planDemoWorld(now);
    const shape = (plan: typeof a) =>
      plan.matches.map((m) => [m.sourceKey, m.kickoffAt, m.homeScore, m.awayScore, m.events]);
    expect(shape(b)).toEqual(shape(a));
    expect(shape(planDemoWorld(now, 7))).not.toEqual(shape(a));
  });

  it("seeds an empty database once, and leaves it alone after", async () => {
    const summary = await seedDemoIfEmpty(database.db, now);
    const clubs = demoLeagues.reduce((sum, league) => sum + league.clubs.length, 0);
    // Every league and the cup; four matches kick off together in the league in play at the boot.
    expect(summary).toMatchObject({ competitions: demoLeagues.length + 1, teams: clubs });
    expect(summary!.live).toBeGreaterThanOrEqual(4);
    expect(await seedDemoIfEmpty(database.db, now)).toBeNull();
    const page = await listCompetitions(database.db);
    expect(page.data.every((competition) => competition.isDemo && competition.name.includes("(demo)"))).toBe(
      true,
    );
  });

  it("has live matches whose clocks tick and whose scores match their goals", async () => {
    const live = (await listLiveMatches(database.db)).flatMap((group) => group.matches);
    expect(live.length).toBeGreaterThanOrEqual(4);
    for (const summary of live) {
      expect(summary.periodStartedAt).not.toBeNull();
      expect(["1H", "HT", "2H"]).toContain(summary.period);
      const match = (await getMatch(database.db, summary.id))!;
      const goals = match.events.filter((event) => scoring.has(event.type));
      expect(goals.filter((g) => g.side === "home").length).toBe(match.homeScore);
      expect(goals.filter((g) => g.side === "away").length).toBe(match.awayScore);
      const latest = match.events.at(-1);
      if (latest && match.period !== "HT") expect(latest.minute).toBeLessThanOrEqual(match.minute!);
    }
  });

  it("has results behind and fixtures ahead, each finished score matching its goals", async () => {
    const rows = await database.db.select().from(matches);
    expect(rows.some((row) => row.status === "scheduled" && row.kickoffAt > now)).toBe(true);
    const finished = rows.filter((row) => row.status === "finished");
    expect(finished.length).toBeGreaterThan(300);
    expect(finished.every((row) => row.kickoffAt < now)).toBe(true);
    const sample = finished.slice(0, 40);
    for (const row of sample) {
      const match = (await getMatch(database.db, row.id))!;
      const goals = match.events.filter((event) => scoring.has(event.type));
      expect(goals.length).toBe((row.homeScore ?? 0) + (row.awayScore ?? 0));
      expect(row.scores.ft).toEqual(row.scores.et ? row.scores.ft : [row.homeScore, row.awayScore]);
    }
  });

  it("has matches every day from a month back to a month ahead, in every league and the cup", async () => {
    const day = 86_400_000;
    const seen = new Set<string>();
    for (const tz of ["Europe/London", "America/New_York", "Asia/Tokyo"]) {
      for (let offset = -30; offset <= 30; offset += 1) {
        const date = new Date(now.getTime() + offset * day).toISOString().slice(0, 10);
        const groups = await listMatchesByDate(database.db, { date, tz, now });
        expect(groups.length, `${date} in ${tz}`).toBeGreaterThan(0);
        for (const group of groups) seen.add(group.competition.name);
      }
    }
    expect(seen.size).toBe(demoLeagues.length + 1);
    expect([...seen].some((name) => name.startsWith("Challenge Cup"))).toBe(true);
  });

  it("stores every played match within the laws, its score the sum of its goals and kicks", async () => {
    const rows = await database.db.select().from(matches);
    const events = await database.db.select().from(matchEvents).orderBy(asc(matchEvents.id));
    const byMatch = Map.groupBy(events, (event) => event.matchId);
    const played = rows.filter((row) => row.status !== "scheduled");
    for (const row of played) {
      const timeline: LawEvent[] = (byMatch.get(row.id) ?? []).map((event) => ({
        type: event.type,
        period: event.period as LawPeriod,
        minute: event.minute,
        stoppage: event.stoppage,
        side: event.teamId === row.homeTeamId ? 0 : 1,
        player: event.playerName,
        secondary: event.secondaryPlayerName,
      }));
      const score = { goals: [row.homeScore!, row.awayScore!] as [number, number], penalties: row.scores.p };
      expect(firstViolation(timeline, { score }), `match ${row.sourceKey}`).toBeNull();
    }
  });

  it("plans the last month's matches within the laws for their line-ups, substitutes included", () => {
    const plan = planDemoWorld(now);
    const recent = plan.matches.filter(
      (match) => match.status !== "scheduled" && now.getTime() - match.kickoffAt.getTime() < 30 * 86_400_000,
    );
    expect(recent.flatMap((match) => match.events).some((e) => e.type === "substitution")).toBe(true);
    for (const match of recent) {
      const lineup = lineupOf([match.home.squad, match.away.squad]);
      expect(firstViolation(lawEventsOf(match.events), { lineup }), match.sourceKey).toBeNull();
    }
  });

  it("applies the top division's points deduction in its table", async () => {
    const page = await listCompetitions(database.db);
    const premier = page.data.find((competition) => competition.shortName === "Premier Division")!;
    const standings = (await getStandings(database.db, premier.id))!;
    expect(standings.adjustments).toEqual([
      expect.objectContaining({ points: -6, reason: "Breach of financial rules (demo)" }),
    ]);
    const penalised = standings.groups[0]!.rows.find((row) => row.adjustment === -6)!;
    expect(penalised.points).toBe(penalised.won * 3 + penalised.drawn - 6);
    // The table is marked live exactly while one of the division's matches is in play.
    const inPlay = (await listLiveMatches(database.db)).some((group) => group.competition.id === premier.id);
    expect(standings.live).toBe(inPlay);
    expect(standings.groups[0]!.rows).toHaveLength(16);
  });
});
