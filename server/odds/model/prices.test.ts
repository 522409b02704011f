import { describe, expect, it } from "vitest";
import { priceOf } from "./prices.ts";

describe("prices", () => {
  it("spreads a 5% margin proportionally", () => {
    // Fair evens on both sides: 1 / (0.5 · 1.05) = 1.904…, shown as 1.90.
    expect(priceOf(0.5, 0.05)).toBe(1.9);
    expect(priceOf(0.25, 0.05)).toBe(3.8);
    expect(priceOf(0, 0.05)).toBeNull();
    expect(priceOf(0.999, 0.05)).toBe(1.01);
  });
});
