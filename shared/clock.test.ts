import { describe, expect, it } from "vitest";
import { tickingClock } from "./clock.ts";

const start = Date.parse("2026-05-01T15:00:00Z");
const at = (minutes: number) => start + minutes * 60_000;

describe("the ticking match clock", () => {
  it("counts the minute under way from the start of the period, then stoppage", () => {
    const firstHalf = {
      period: "1H" as const,
      minute: 1,
      stoppage: null,
      periodStartedAt: new Date(start).toISOString(),
    };
    expect(tickingClock(firstHalf, at(30.5))).toEqual({ minute: 31, stoppage: null });
    expect(tickingClock(firstHalf, at(46.2))).toEqual({ minute: 45, stoppage: 2 });
    const secondHalf = { ...firstHalf, period: "2H" as const, minute: 45 };
    expect(tickingClock(secondHalf, at(10))).toEqual({ minute: 56, stoppage: null });
  });

  it("stands still at half-time and never runs behind a reported event", () => {
    expect(tickingClock({ period: "HT", minute: 45, stoppage: null, periodStartedAt: null }, at(5))).toEqual({
      minute: 45,
      stoppage: null,
    });
    const reported = {
      period: "1H" as const,
      minute: 40,
      stoppage: null,
      periodStartedAt: new Date(start).toISOString(),
    };
    expect(tickingClock(reported, at(20))).toEqual({ minute: 40, stoppage: null });
  });
});

describe("the clock in extra time and stoppage", () => {
  const period = (name: "2H" | "ET1" | "ET2", minute: number) => ({
    period: name,
    minute,
    stoppage: null,
    periodStartedAt: new Date(start).toISOString(),
  });

  it("counts from 90 in extra time and shows its stoppage as 105+1", () => {
    expect(tickingClock(period("ET1", 90), at(4.5))).toEqual({ minute: 95, stoppage: null });
    expect(tickingClock(period("ET1", 90), at(15.2))).toEqual({ minute: 105, stoppage: 1 });
    expect(tickingClock(period("ET2", 105), at(16))).toEqual({ minute: 120, stoppage: 2 });
  });

  it("reads 90+3 deep into second-half stoppage and never runs before the period starts", () => {
    expect(tickingClock(period("2H", 45), at(47.5))).toEqual({ minute: 90, stoppage: 3 });
    expect(tickingClock(period("2H", 45), at(-3))).toEqual({ minute: 46, stoppage: null });
  });
});
