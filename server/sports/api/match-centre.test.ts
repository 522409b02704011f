import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoSiteForFile } from "../../app/testing.ts";
import { readSse, type SseMessage } from "../../live/sse-reader.ts";
import type { MatchCentre } from "../queries/centre.ts";
import { matches } from "../schema.ts";

const { site } = demoSiteForFile();

async function centreOf(id: number): Promise<MatchCentre> {
  const response = await fetch(`${site.url}/api/matches/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MatchCentre;
}

/** The latest match of a status: recent results carry their line-ups. */
async function firstWith(status: "finished" | "live"): Promise<number> {
  const [row] = await site.services.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.status, status))
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  return row!.id;
}

describe("GET /api/matches/{id} as a match centre", () => {
  it("keeps statistics but no line-ups for results older than ten days", async () => {
    const [old] = await site.services.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, "finished"))
      .orderBy(matches.kickoffAt)
      .limit(1);
    const match = await centreOf(old!.id);
    expect(match.lineups).toEqual({ home: null, away: null });
    expect(match.stats!.home.possession + match.stats!.away.possession).toBe(100);
  });

  it("gives a finished match its line-ups, officials, settled statistics and momentum", async () => {
    const match = await centreOf(await firstWith("finished"));
    expect(match.referee).toEqual(expect.any(String));
    expect(match.attendance).toBeGreaterThan(0);
    for (const lineup of [match.lineups.home!, match.lineups.away!]) {
      expect(lineup.formation).toMatch(/^\d(-\d)+$/);
      expect(lineup.coach).toEqual(expect.any(String));
      expect(lineup.starters).toHaveLength(11);
      expect(lineup.starters[0]!.position).toBe("GK");
      expect(lineup.bench.length).toBeGreaterThan(0);
      expect(lineup.starters.filter((p) => p.captain)).toHaveLength(1);
    }
    const stats = match.stats!;
    expect(stats.home.possession + stats.away.possession).toBe(100);
    for (const side of ["home", "away"] as const) {
      const events = match.events.filter((e) => e.side === side && !e.cancelled);
      const goals = events.filter((e) => ["goal", "penalty-goal", "own-goal"].includes(e.type)).length;
      expect(stats[side].shotsOnTarget).toBeGreaterThanOrEqual(goals);
      expect(stats[side].shots).toBeGreaterThanOrEqual(stats[side].shotsOnTarget);
      expect(stats[side].yellowCards).toBe(
        events.filter((e) => e.type === "yellow-card" || e.type === "second-yellow").length,
      );
      expect(stats[side].xg).toEqual(expect.any(Number));
    }
    expect(match.momentum.length).toBeGreaterThanOrEqual(90);
    // Every booked player carries the card on the team sheet.
    for (const card of match.events.filter((e) => e.type === "yellow-card")) {
      const sheet = match.lineups[card.side!]!;
      const player = [...sheet.starters, ...sheet.bench].find((p) => p.name === card.playerName);
      expect(player?.marks.map((m) => m.type)).toContain("yellow-card");
    }
  });

  it("sends a live match's statistics on its stream and answers them from the API", async () => {
    const id = await firstWith("live");
    const before = await centreOf(id);
    expect(before.lineups.home?.starters).toHaveLength(11);
    expect(before.stats).not.toBeNull();
    const frames: SseMessage[] = [];
    const got = new Promise<void>((done) => {
      const reader = readSse(`${site.url}/api/live/matches/${id}`, (message) => {
        frames.push(message);
        if (message.event === "ready") void push();
        if (message.event === "stats") {
          reader.cut();
          done();
        }
      });
    });
    const pressure = before.momentum.map(() => 40);
    const line = {
      possession: 50,
      shots: 30,
      shotsOnTarget: 12,
      corners: 9,
      fouls: 8,
      offsides: 1,
      saves: 3,
      xg: 2.5,
      pressure,
    };
    const push = () =>
      site.services.live.recordStats(id, [
        { ...line, possession: 61 },
        { ...line, possession: 39 },
      ]);
    await got;
    const stats = frames.find((frame) => frame.event === "stats")!;
    // The id is the live sequence, beside the odds topic's where odds ride along (`live:12,odds:3`).
    expect(Number(/(?:^|live:)(\d+)/.exec(stats.id ?? "")?.[1])).toBeGreaterThan(0);
    expect(JSON.parse(stats.data)).toMatchObject({
      matchId: id,
      kind: "stats",
      stats: { home: { possession: 61, shots: 30 }, away: { possession: 39 } },
    });
    const after = await centreOf(id);
    expect(after.stats?.home).toMatchObject({ possession: 61, shots: 30, corners: 9, xg: 2.5 });
    expect(after.momentum.every((point) => point.value === 0)).toBe(true);
  });

  it("documents the new fields in the OpenAPI document", async () => {
    const document = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as {
      components: { schemas: Record<string, { allOf: Array<{ properties?: Record<string, unknown> }> }> };
    };
    const added = document.components.schemas.MatchCentre!.allOf.find((part) => part.properties)!;
    expect(JSON.stringify(added.properties!.stats)).toContain("null");
    expect(Object.keys(added.properties!)).toEqual(
      expect.arrayContaining(["lineups", "stats", "momentum", "referee", "attendance", "shootout"]),
    );
  });
});
