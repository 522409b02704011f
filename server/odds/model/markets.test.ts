import { describe, expect, it } from "vitest";
import { type InPlayState, PRE_MATCH, remainingMinutes, remainingRates } from "./in-play.ts";
import { marketProbabilities } from "./markets.ts";

const live = (patch: Partial<InPlayState>): InPlayState => ({ ...PRE_MATCH, phase: "2H", ...patch });
const sum = (market: Record<string, number>) => Object.values(market).reduce((a, b) => a + b, 0);
const rates = { home: 1.5, away: 1.1 };

describe("in-play markets", () => {
  it("gives a side 2-0 up at 89' a two-way probability above 0.99", () => {
    const markets = marketProbabilities(rates, live({ minute: 89, home: 2, away: 0, lastScorer: "home" }));
    expect(markets["two-way"].home).toBeGreaterThan(0.99);
    expect(markets["1x2"].home).toBeGreaterThan(0.99);
  });

  it("gives 'no goal' probability 1 at full time when 0-0", () => {
    const markets = marketProbabilities(rates, { ...PRE_MATCH, phase: "over" });
    expect(markets["last-team-to-score"]).toEqual({ home: 0, away: 0, none: 1 });
    expect(markets["odd-even"].even).toBe(1);
  });

  it("keeps the last scorer when no goal is left, and never 'none' once someone scored", () => {
    const over = marketProbabilities(rates, {
      ...PRE_MATCH,
      phase: "over",
      home: 2,
      away: 1,
      lastScorer: "away",
    });
    expect(over["last-team-to-score"]).toEqual({ home: 0, away: 1, none: 0 });
    expect(over["odd-even"].odd).toBe(1);
    const running = marketProbabilities(rates, live({ minute: 60, home: 1, lastScorer: "home" }));
    expect(running["last-team-to-score"].none).toBe(0);
  });

  it("sums every market to 1 in every state", () => {
    const states: InPlayState[] = [
      PRE_MATCH,
      live({ phase: "1H", minute: 10 }),
      live({ phase: "HT", minute: 45, home: 1, lastScorer: "home" }),
      live({ minute: 70, home: 1, away: 3, lastScorer: "away", redCards: { home: 1, away: 0 } }),
      live({ phase: "ET2", minute: 118, home: 2, away: 2, lastScorer: "home" }),
      { ...PRE_MATCH, phase: "over", home: 1, lastScorer: "home" },
    ];
    for (const state of states) {
      const markets = marketProbabilities(rates, state, { rho: -0.08 });
      for (const market of Object.values(markets)) expect(sum(market)).toBeCloseTo(1, 9);
    }
  });

  it("matches the hand-computed pre-match last-team-to-score split", () => {
    // No goal: e^-2.6; otherwise the home share 1.5/2.6 of the rest.
    const markets = marketProbabilities(rates, PRE_MATCH);
    expect(markets["last-team-to-score"].none).toBeCloseTo(Math.exp(-2.6), 9);
    expect(markets["last-team-to-score"].home).toBeCloseTo((1 - Math.exp(-2.6)) * (1.5 / 2.6), 9);
  });

  it("scales the remaining rates by time left and red cards", () => {
    expect(remainingMinutes(live({ phase: "HT", minute: 45 }))).toBe(49);
    const half = remainingRates(rates, live({ phase: "HT", minute: 45 }));
    expect(half.home).toBeCloseTo((1.5 * 49) / 96, 9);
    const sentOff = remainingRates(rates, live({ phase: "HT", minute: 45, redCards: { home: 1, away: 0 } }));
    expect(sentOff.home).toBeCloseTo(half.home * 0.7, 9);
    expect(sentOff.away).toBeCloseTo(half.away * 1.15, 9);
  });
});
