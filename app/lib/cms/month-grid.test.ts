import { describe, expect, it } from "vitest";
import { isIsoMonth, monthName, monthWeeks, shiftIsoMonth } from "./month-grid.ts";

describe("a month's grid", () => {
  it("runs Monday to Sunday around the month, four to six weeks", () => {
    const november = monthWeeks("2026-11");
    expect(november).toHaveLength(6);
    expect(november[0]).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(november.at(-1)?.at(-1)).toBe("2026-12-06");
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    const february = monthWeeks("2027-02");
    expect(february.map((week) => week[0])).toEqual(["2027-02-01", "2027-02-08", "2027-02-15", "2027-02-22"]);
    expect(monthWeeks("2028-02").flat()).toContain("2028-02-29");
  });

  it("steps across years, names months and takes only a well-formed month", () => {
    expect(shiftIsoMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftIsoMonth("2026-01", -1)).toBe("2025-12");
    expect(monthName("2026-11")).toBe("November 2026");
    expect(["2026-11", "2026-13", "2026-1", "1999-01", null].map(isIsoMonth)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
