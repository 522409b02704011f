import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { impliedProbabilities, MAX_PRICE, MIN_PRICE, marketPrices } from "./prices.ts";

describe("prices", () => {
  it("lays a 5% margin by the power method: evens stay even, the longer price gives up more", () => {
    expect(marketPrices([0.5, 0.5], 0.05).prices).toEqual([1.9, 1.9]);
    // 1-0 up at 27' between even sides: fair 1.24 / 5.18.
    expect(marketPrices([0.807, 0.193], 0.05).prices).toEqual([1.21, 4.42]);
    // A 95% favourite is no longer pushed to the floor (1.01 / 20.94 spread in proportion).
    expect(marketPrices([0.953, 0.047], 0.05).prices).toEqual([1.039, 11.41]);
    expect(marketPrices([0.45, 0.27, 0.28], 0.05).prices).toEqual([2.14, 3.49, 3.37]);
  });

  it("books 1 + margin and never prices a selection above its fair price or one that cannot win", () => {
    const market = fc
      .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
      .map((weights) => weights.map((w) => w / weights.reduce((a, b) => a + b, 0)));
    fc.assert(
      fc.property(market, fc.double({ min: 0.01, max: 0.15, noNaN: true }), (fair, margin) => {
        const implied = impliedProbabilities(fair, margin);
        expect(implied.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + margin, 9);
        const { closed, prices } = marketPrices(fair, margin);
        if (closed) return;
        for (const [i, price] of prices.entries()) {
          expect(price).not.toBeNull();
          expect(price!).toBeLessThanOrEqual(1 / fair[i]! + 1e-9);
          expect(price!).toBeGreaterThanOrEqual(MIN_PRICE);
          expect(price!).toBeLessThanOrEqual(MAX_PRICE);
          // Only a selection all but certain sits on the floor.
          if (fair[i]! < 0.985) expect(price!).toBeGreaterThan(MIN_PRICE);
        }
      }),
      { numRuns: 2000 },
    );
    expect(marketPrices([1, 0], 0.05)).toEqual({ closed: true, prices: [null, null] });
    expect(marketPrices([0.6, 0, 0.4], 0.05).prices[1]).toBeNull();
  });
});
