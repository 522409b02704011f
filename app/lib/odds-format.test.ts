import { describe, expect, it } from "vitest";
import { americanOf, formatPrice, fractionalOf } from "./odds-format.ts";

describe("odds formats", () => {
  it("formats decimal, fractional and American odds", () => {
    expect(fractionalOf(2.5)).toBe("3/2");
    expect(fractionalOf(1.91)).toBe("10/11");
    expect(fractionalOf(3)).toBe("2/1");
    expect(americanOf(2.5)).toBe("+150");
    expect(americanOf(1.5)).toBe("-200");
    expect(formatPrice(2.5, "decimal")).toBe("2.50");
    expect(formatPrice(null, "american")).toBe("–");
  });

  it("reads short prices in thousandths, and as books print them in the other formats", () => {
    expect([1.015, 1.05, 1.001, 1.1].map((price) => formatPrice(price, "decimal"))).toEqual([
      "1.015",
      "1.05",
      "1.001",
      "1.10",
    ]);
    expect([1.04, 1.015, 1.001].map(fractionalOf)).toEqual(["1/25", "1/67", "1/1000"]);
    expect(americanOf(1.015)).toBe("-6667");
  });
});
