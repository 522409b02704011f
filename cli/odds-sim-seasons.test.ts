import { describe, expect, it } from "vitest";
import { simulatedSeasons } from "./odds-sim-seasons.ts";

describe("the simulator's seasons for the odds backtest", () => {
  it("plays the same matches for the same seed, each with the minute of every goal", () => {
    const options = { seed: 11, leagues: 1, clubs: 4, seasons: 2 };
    const seasons = simulatedSeasons(options);
    expect(seasons.map((s) => [s.code, s.season, s.matches.length])).toEqual([
      ["sim.1", "1", 12],
      ["sim.1", "2", 12],
    ]);
    expect(simulatedSeasons(options)).toEqual(seasons);
    const matches = seasons.flatMap((s) => s.matches);
    for (const match of matches) {
      const goals = match.goals!;
      expect(goals.filter((g) => g.side === "home").length).toBe(match.ft[0]);
      expect(goals.filter((g) => g.side === "away").length).toBe(match.ft[1]);
      expect(goals.filter((g) => g.minute <= 45).length).toBe(match.ht![0] + match.ht![1]);
      expect(goals.every((g) => g.minute >= 1 && g.minute <= 90)).toBe(true);
    }
    // Between clubs of demo strengths, about 2.7 goals a match.
    const goals = matches.reduce((sum, m) => sum + m.ft[0] + m.ft[1], 0);
    expect(goals).toBeGreaterThan(0);
  });
});
