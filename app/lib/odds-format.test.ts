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
});
