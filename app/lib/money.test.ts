import { describe, expect, it } from "vitest";
import {
  currencyChoices,
  formatMoney,
  includedVat,
  includedVatLine,
  parseMajorUnits,
  periodLabel,
  toMajorUnits,
} from "./money.ts";

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

describe("prices in the reader's language", () => {
  const spaced = (text: string) => text.replace(/[\s\u200f]/g, " ").trim();
  it("writes a price as each language does, with Western digits in Arabic", () => {
    expect(spaced(formatMoney(123456, "EUR", "de"))).toBe("1.234,56 €");
    expect(spaced(formatMoney(123456, "EUR", "vi"))).toBe("1.234,56 €");
    expect(spaced(formatMoney(123456, "EUR", "pt-BR"))).toBe("€ 1.234,56");
    expect(spaced(formatMoney(5000000, "VND", "vi"))).toBe("5.000.000 ₫");
    expect(spaced(formatMoney(123456, "EUR", "ar"))).toBe("1,234.56 €");
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

describe("VAT included in a price", () => {
  it("is the price's share at the rate, in whole minor units rounded half up", () => {
    expect(includedVatLine(1000, "GBP", 20)).toBe("Includes VAT (20%): £1.67");
    expect(includedVatLine(499, "EUR", 19)).toBe("Includes VAT (19%): €0.80");
    expect(includedVatLine(4990, "CHF", 7.7).replace(/\s/g, " ")).toBe("Includes VAT (7.7%): CHF 3.57");
    expect(includedVatLine(500, "JPY", 10)).toBe("Includes VAT (10%): ¥45");
    // 6 × 20 / 120 = 1 exactly; 3 × 20 / 120 = 0.5 rounds up.
    expect([includedVat(6, 20), includedVat(3, 20), includedVat(0, 20), includedVat(1000, 0)]).toEqual([
      1, 1, 0, 0,
    ]);
  });
});
