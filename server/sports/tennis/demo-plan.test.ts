import { describe, expect, it } from "vitest";
import { planDemoTennis } from "./demo-plan.ts";

describe("demo tennis tournament", () => {
  const now = new Date("2026-11-24T15:00:00Z");
  const { players, matches } = planDemoTennis(now);

  it("has 32 players, eight seeded, and a full first and second round played", () => {
    expect(players).toHaveLength(32);
    expect(players.filter((p) => p.seed !== null)).toHaveLength(8);
    expect(matches.filter((m) => m.roundNumber === 1 && m.status === "finished")).toHaveLength(16);
    expect(matches.filter((m) => m.roundNumber === 2 && m.status === "finished")).toHaveLength(8);
  });

  it("ranks the seeds 1 to 8 and every other player once, lower, down to 200 at most", () => {
    expect(players.filter((p) => p.seed !== null).map((p) => p.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const rankings = players.map((p) => p.ranking);
    expect(new Set(rankings).size).toBe(32);
    // Strongest first: each player is ranked below the one before.
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    expect(Math.max(...rankings)).toBeLessThanOrEqual(200);
  });

  it("plays today's quarter-finals between yesterday's winners, two live with a point score and a server", () => {
    const quarters = matches.filter((m) => m.roundNumber === 3);
    expect(quarters).toHaveLength(4);
    const winners = new Set(matches.filter((m) => m.roundNumber === 2).map((m) => m.winner));
    for (const q of quarters) {
      expect(winners.has(q.home) && winners.has(q.away)).toBe(true);
      expect(q.kickoffAt.toISOString().slice(0, 10)).toBe("2026-11-24");
    }
    const live = quarters.filter((m) => m.status === "live");
    expect(live).toHaveLength(2);
    for (const m of live) {
      expect(m.live?.serving).toMatch(/^(home|away)$/);
      expect(m.live?.point).toHaveLength(2);
    }
    // Semi-finals are not yet known.
    expect(matches.some((m) => m.roundNumber === 4)).toBe(false);
  });

  it("advances each winner into the slot the draw names", () => {
    for (const m of matches.filter((x) => x.roundNumber >= 2)) {
      const feeders = matches.filter(
        (x) => x.roundNumber === m.roundNumber - 1 && Math.floor(x.slot / 2) === m.slot,
      );
      expect(feeders.map((f) => f.winner)).toEqual([m.home, m.away]);
    }
  });
});
