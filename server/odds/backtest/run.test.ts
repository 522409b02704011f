import { describe, expect, it } from "vitest";
import { calibrationMarkdown } from "./markdown.ts";
import { rps } from "./metrics.ts";
import { type BacktestMatch, type BacktestSeason, CHECKPOINTS, runBacktest, stateAt } from "./run.ts";

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
    const page = calibrationMarkdown(report, {
      command: "npm run odds:backtest",
      source: "a fixture",
      seconds: 0,
    });
    expect(page).toMatch(/\| Dixon–Coles +\| 0\.\d{4} +\|/);
    expect(page).toContain("Reliability: two-way");
  });

  it("rebuilds the in-play state from goals before the checkpoint", () => {
    const goals = season(2022).matches[0]!.goals!;
    const half = stateAt(CHECKPOINTS[3], goals);
    expect([half.home, half.away, half.lastScorer]).toEqual([1, 0, "home"]);
    const late = stateAt(CHECKPOINTS[6], goals);
    expect([late.home, late.away, late.lastScorer]).toEqual([2, 1, "home"]);
  });

  it("computes the ranked probability score by hand", () => {
    // Forecast (0.5, 0.3, 0.2), home win: ((0.5-1)² + (0.8-1)²) / 2 = 0.145
    expect(rps([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.145, 12);
  });
});
