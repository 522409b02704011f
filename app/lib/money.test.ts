import { describe, expect, it } from "vitest";
import { currencyChoices, formatMoney, parseMajorUnits, periodLabel, toMajorUnits } from "./money.ts";

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

describe("prices typed in major units", () => {
  it("become minor units with the currency's own decimals", () => {
    expect(parseMajorUnits("4.99", "EUR")).toEqual({ ok: true, minor: 499 });
    expect(parseMajorUnits("4,5", "EUR")).toEqual({ ok: true, minor: 450 });
    expect(parseMajorUnits(" 1 250 ", "EUR")).toEqual({ ok: true, minor: 125_000 });
    expect(parseMajorUnits("980", "JPY")).toEqual({ ok: true, minor: 980 });
    expect(parseMajorUnits("1.750", "KWD")).toEqual({ ok: true, minor: 1750 });
    expect(toMajorUnits(499, "EUR")).toBe("4.99");
    expect(toMajorUnits(980, "JPY")).toBe("980");
    expect(toMajorUnits(1750, "KWD")).toBe("1.750");
  });

  it("refuse more decimals than the currency has, and what is not a price, in words", () => {
    expect(parseMajorUnits("4.999", "EUR")).toEqual({
      ok: false,
      message: "EUR has 2 decimal places at most.",
    });
    expect(parseMajorUnits("9.5", "JPY")).toEqual({
      ok: false,
      message: "JPY has no decimals: enter a whole number.",
    });
    expect(parseMajorUnits("-3", "EUR")).toMatchObject({
      ok: false,
      message: "Enter the price as a number, like 4.99.",
    });
    expect(parseMajorUnits("4.99.1", "EUR")).toMatchObject({ ok: false });
    expect(parseMajorUnits("", "EUR")).toMatchObject({ ok: false });
  });

  it("offer every ISO 4217 currency by code and name", () => {
    const choices = currencyChoices();
    expect(choices).toContainEqual({ value: "EUR", label: "EUR · Euro" });
    expect(choices).toContainEqual({ value: "JPY", label: "JPY · Japanese Yen" });
    expect(choices.length).toBeGreaterThan(100);
  });
});
