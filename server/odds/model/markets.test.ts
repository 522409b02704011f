import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publishedMarkets } from "../published.ts";
import { MARKETS, type OddsSettingsView } from "../settings.ts";
import { type InPlayState, PRE_MATCH, remainingMinutes, remainingRates } from "./in-play.ts";
import { type MarketProbabilities, marketProbabilities } from "./markets.ts";
import { MIN_PRICE } from "./prices.ts";

const live = (patch: Partial<InPlayState>): InPlayState => ({ ...PRE_MATCH, phase: "2H", ...patch });
const sum = (market: Record<string, number>) => Object.values(market).reduce((a, b) => a + b, 0);
const rates = { home: 1.5, away: 1.1 };
const allMarkets: Pick<OddsSettingsView, "margin" | "markets"> = {
  margin: 0.05,
  markets: Object.fromEntries(
    MARKETS.map((key) => [key, { enabled: true, bookmaker_url: null }]),
  ) as OddsSettingsView["markets"],
};

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

/** Every minute of play in normal time in order, stoppage included (the clock stands still at half-time). */
function* matchMinutes(score: Pick<InPlayState, "home" | "away" | "lastScorer">): Generator<InPlayState> {
  for (let minute = 1; minute <= 45; minute += 1) yield live({ phase: "1H", minute, ...score });
  for (let stoppage = 1; stoppage <= 2; stoppage += 1)
    yield live({ phase: "1H", minute: 45, stoppage, ...score });
  for (let minute = 46; minute <= 90; minute += 1) yield live({ minute, ...score });
  for (let stoppage = 1; stoppage <= 4; stoppage += 1) yield live({ minute: 90, stoppage, ...score });
}

describe("in-play markets as the clock runs", () => {
  const side = fc.double({ min: 0.6, max: 2.2, noNaN: true });
  const minuteOfHalf = fc.record({
    phase: fc.constantFrom("1H" as const, "2H" as const),
    offset: fc.integer({ min: 0, max: 40 }),
  });

  it("at 0-0 between even sides keeps draw no bet even while odd/even and last team to score move every five minutes", () => {
    fc.assert(
      fc.property(side, minuteOfHalf, (rate, { phase, offset }) => {
        const minute = (phase === "1H" ? 0 : 45) + offset;
        const even = { home: rate, away: rate };
        const now = marketProbabilities(even, live({ phase, minute }));
        const later = marketProbabilities(even, live({ phase, minute: minute + 5 }));
        for (const twoWay of [now["two-way"], later["two-way"]]) {
          expect(twoWay.home).toBeCloseTo(0.5, 12);
          expect(twoWay.away).toBeCloseTo(0.5, 12);
        }
        // Less time for a goal: an odd total and any scorer at all both get less likely.
        expect(later["odd-even"].odd).toBeLessThan(now["odd-even"].odd);
        expect(later["last-team-to-score"].none).toBeGreaterThan(now["last-team-to-score"].none);
        const prices = (markets: MarketProbabilities) =>
          publishedMarkets(markets, "open", allMarkets).map((market) =>
            market.selections.map((s) => s.price),
          );
        expect(prices(later)).not.toEqual(prices(now));
      }),
    );
  });

  it("at 0-0 drifts the favourite's draw-no-bet chance toward its share of the next goal", () => {
    fc.assert(
      fc.property(side, side, minuteOfHalf, (home, away, { phase, offset }) => {
        fc.pre(Math.abs(home - away) > 0.1);
        const minute = (phase === "1H" ? 0 : 45) + offset;
        const now = marketProbabilities({ home, away }, live({ phase, minute }))["two-way"].home;
        const later = marketProbabilities({ home, away }, live({ phase, minute: minute + 5 }))["two-way"]
          .home;
        const nextGoal = home / (home + away);
        expect(Math.abs(later - nextGoal)).toBeLessThan(Math.abs(now - nextGoal));
      }),
    );
  });

  it("shortens the price of a side leading 1-0 with every minute that passes", () => {
    fc.assert(
      fc.property(side, side, fc.constantFrom("home" as const, "away" as const), (home, away, leader) => {
        const score = {
          home: leader === "home" ? 1 : 0,
          away: leader === "away" ? 1 : 0,
          lastScorer: leader,
        };
        let before: { chance: number; price: number } | null = null;
        for (const state of matchMinutes(score)) {
          const markets = marketProbabilities({ home, away }, state);
          const twoWay = publishedMarkets(markets, "open", allMarkets).find((m) => m.key === "two-way")!;
          const chance = markets["two-way"][leader];
          const price = twoWay.selections.find((s) => s.key === leader)!.price ?? MIN_PRICE;
          if (before) {
            expect(chance).toBeGreaterThan(before.chance);
            expect(price).toBeLessThanOrEqual(before.price);
          }
          before = { chance, price };
        }
      }),
      { numRuns: 200 },
    );
  });
});
