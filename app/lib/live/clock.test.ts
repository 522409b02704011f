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
