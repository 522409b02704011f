import { describe, expect, it } from "vitest";
import { formatMoney, periodLabel } from "./money.ts";

describe("prices from minor units", () => {
  it("use the currency's own decimals, including none and three", () => {
    expect(formatMoney(499, "EUR")).toBe("€4.99");
    expect(formatMoney(0, "EUR")).toBe("€0.00");
    expect(formatMoney(500, "JPY")).toBe("¥500");
    expect(formatMoney(1250, "KWD").replace(/\s/g, " ")).toBe("KWD 1.250");
    expect(formatMoney(4990, "USD")).toBe("$49.90");
  });

  it("say what the price buys", () => {
    expect(periodLabel("month", 1)).toBe("per month");
    expect(periodLabel("year", 1)).toBe("per year");
    expect(periodLabel("pass", 1)).toBe("for 1 day");
    expect(periodLabel("pass", 7)).toBe("for 7 days");
  });
});
