import { describe, expect, it } from "vitest";
import { calibrationMarkdown } from "./markdown.ts";
import { rps } from "./metrics.ts";
import { type BacktestMatch, type BacktestSeason, runBacktest, stateAtMinute } from "./run.ts";

const teams = ["Ajax", "Feyenoord", "PSV", "Twente"];

/** Two tiny seasons: every pairing home and away, the home side always 2-1 up after goals at 10', 50', 80'. */
function season(year: number): BacktestSeason {
  const matches: BacktestMatch[] = [];
  let day = Date.UTC(year, 7, 1);
  for (const home of teams) {
    for (const away of teams) {
      if (home === away) continue;
      day += 3 * 86_400_000;
      matches.push({
        home,
        away,
        at: new Date(day),
        ft: [2, 1],
        ht: [1, 0],
        goals: [
          { side: "home", minute: 10, stoppage: 0 },
          { side: "away", minute: 50, stoppage: 0 },
          { side: "home", minute: 80, stoppage: 0 },
        ],
      });
    }
  }
  return { code: "nl.1", season: `${year}`, neutral: false, matches };
}

describe("backtest", () => {
  it("scores only seasons it has a past for, and every market", () => {
    const report = runBacktest([season(2023), season(2022)]);
    expect(report.seasonsScored).toEqual(["nl.1 2023"]);
    expect(report.matches).toBe(12);
    expect(report.markets["last-team-to-score"].brier.count).toBe(12);
    expect(report.markets["two-way"].brier.count).toBe(12);
    // The model learns the home sides always win: better than the frequencies' flat start.
    expect(report.oneXTwo.model.rps.value).toBeLessThan(0.2);
    expect(report.inPlay.every((bucket) => bucket.minutes.count === 12)).toBe(true);
    // Every minute of normal time is a forecast: 15 a match in each stretch.
    expect(report.byMinute.map((bucket) => bucket.rps.model.count)).toEqual([180, 180, 180, 180, 180, 180]);
    // Held all match, the pre-match forecast scores the same in every stretch; the in-play model does not.
    const held = report.byMinute.map((bucket) => bucket.rps.preMatch.value.toFixed(12));
    const model = report.byMinute.map((bucket) => bucket.rps.model.value.toFixed(12));
    expect(new Set(held).size).toBe(1);
    expect(new Set(model).size).toBe(6);
    expect(report.totals.weights.every((entry) => entry.poisson.count === 12)).toBe(true);
    const page = calibrationMarkdown(report, {
      command: "npm run odds:backtest",
      source: "a fixture",
      seconds: 0,
    });
    expect(page).toMatch(/\| Dixon–Coles +\| 0\.\d{4} +\|/);
    expect(page).toContain("Reliability: two-way");
    expect(page).toMatch(/\| 75–90 +\| 12 +\| 0\.\d{4} +\| 0\.\d{4} +\| 0\.\d{4} +\|/);
    expect(page).toMatch(/\| 0\.5 +\| \d\.\d{4} +\|/);
    expect(page).toContain("## One early goal");
  });

  it("rebuilds the in-play state from goals before the checkpoint", () => {
    const goals = season(2022).matches[0]!.goals!;
    const half = stateAtMinute(45, goals);
    expect([half.phase, half.home, half.away, half.lastScorer]).toEqual(["HT", 1, 0, "home"]);
    const late = stateAtMinute(85, goals);
    expect([late.phase, late.home, late.away, late.lastScorer]).toEqual(["2H", 2, 1, "home"]);
    // The goal at 10' is in the 11th minute's state, not the 10th's.
    expect([stateAtMinute(10, goals).home, stateAtMinute(11, goals).home]).toEqual([0, 1]);
  });

  it("computes the ranked probability score by hand", () => {
    // Forecast (0.5, 0.3, 0.2), home win: ((0.5-1)² + (0.8-1)²) / 2 = 0.145
    expect(rps([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.145, 12);
  });
});
