import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type InPlayState, PRE_MATCH } from "./model/in-play.ts";
import { marketProbabilities } from "./model/markets.ts";
import { MAX_PRICE, MIN_PRICE } from "./model/prices.ts";
import { publishedMarkets, rounded } from "./published.ts";
import { MARKETS, type OddsSettingsView } from "./settings.ts";

const settings = (margin: number): Pick<OddsSettingsView, "margin" | "markets"> => ({
  margin,
  markets: Object.fromEntries(
    MARKETS.map((key) => [key, { enabled: true, bookmaker_url: null }]),
  ) as OddsSettingsView["markets"],
});

/** Where a period's clock can stand: its minutes, and stoppage once they run out. */
const PERIODS = {
  "1H": [0, 45],
  HT: [45, 45],
  "2H": [45, 90],
  "ET-break": [90, 90],
  ET1: [90, 105],
  ETHT: [105, 105],
  ET2: [105, 120],
} as const;

const liveState = fc
  .record({
    phase: fc.constantFrom(...(Object.keys(PERIODS) as Array<keyof typeof PERIODS>)),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    stoppage: fc.integer({ min: 0, max: 12 }),
    home: fc.integer({ min: 0, max: 9 }),
    away: fc.integer({ min: 0, max: 9 }),
    redHome: fc.integer({ min: 0, max: 4 }),
    redAway: fc.integer({ min: 0, max: 4 }),
    lastScorer: fc.constantFrom("home" as const, "away" as const),
  })
  .map(({ phase, at, stoppage, home, away, redHome, redAway, lastScorer }): InPlayState => {
    const [from, to] = PERIODS[phase];
    return {
      ...PRE_MATCH,
      phase,
      minute: Math.round(from + at * (to - from)),
      stoppage,
      home,
      away,
      redCards: { home: redHome, away: redAway },
      lastScorer: home + away > 0 ? lastScorer : null,
    };
  });
const state = fc.oneof(fc.constant(PRE_MATCH), liveState);
/** From a side that hardly scores to a rout, as any fitted league may give. */
const rate = fc.double({ min: 0.05, max: 4.5, noNaN: true });

describe("published prices", () => {
  it("lie within the floor and the ceiling, or the market is closed with none, in any state", () => {
    fc.assert(
      fc.property(
        state,
        rate,
        rate,
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (now, home, away, rho, margin) => {
          const markets = publishedMarkets(
            marketProbabilities({ home, away }, now, { rho }),
            "open",
            settings(margin),
          );
          for (const market of markets) {
            const prices = market.selections.map((s) => s.price);
            if (market.status === "closed") {
              expect(prices.every((price) => price === null)).toBe(true);
              continue;
            }
            expect(market.status).toBe("open");
            for (const selection of market.selections) {
              // Only a selection that cannot win goes without a price in an open market.
              if (selection.probability === 0) expect(selection.price).toBeNull();
              else {
                expect(selection.price).toBeGreaterThanOrEqual(MIN_PRICE);
                expect(selection.price).toBeLessThanOrEqual(MAX_PRICE);
              }
            }
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("closes draw no bet at 4-0 after 72 minutes instead of printing 56022.40", () => {
    const rout: InPlayState = { ...PRE_MATCH, phase: "2H", minute: 72, home: 4, lastScorer: "home" };
    const [twoWay] = publishedMarkets(
      marketProbabilities({ home: 1.81, away: 1.24 }, rout),
      "suspended",
      settings(0.05),
    ).filter((market) => market.key === "two-way");
    expect(twoWay).toMatchObject({ status: "closed", selections: [{ price: null }, { price: null }] });
  });

  it("keeps a chance that is not zero above zero when rounding, so a decided market cannot look open", () => {
    expect(rounded([1 - 3e-8, 3e-8])).toEqual([0.999999, 0.000001]);
    expect(rounded([0.25, 0.75, 0])).toEqual([0.25, 0.75, 0]);
    const late: InPlayState = {
      ...PRE_MATCH,
      phase: "2H",
      minute: 90,
      stoppage: 5,
      home: 5,
      lastScorer: "home",
    };
    const twoWay = publishedMarkets(
      marketProbabilities({ home: 1.5, away: 1.1 }, late),
      "open",
      settings(0.05),
    ).find((market) => market.key === "two-way")!;
    expect(twoWay.status).toBe("closed");
  });
});
