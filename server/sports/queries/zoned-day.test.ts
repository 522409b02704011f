import { describe, expect, it } from "vitest";
import { isCalendarDate, isTimeZone, todayIn, zonedDayRange, zonedInstant } from "./zoned-day.ts";

describe("local days as UTC ranges", () => {
  it("starts a London day at midnight GMT in winter and at 23:00 UTC the evening before in summer", () => {
    expect(zonedDayRange("2026-01-10", "Europe/London").from.toISOString()).toBe("2026-01-10T00:00:00.000Z");
    expect(zonedDayRange("2026-07-10", "Europe/London").from.toISOString()).toBe("2026-07-09T23:00:00.000Z");
  });

  it("gives the day the clocks go forward 23 hours and the day they go back 25", () => {
    const spring = zonedDayRange("2026-03-08", "America/New_York");
    const autumn = zonedDayRange("2026-11-01", "America/New_York");
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
  });

  it("turns a local kickoff into UTC, and knows today's date in a zone", () => {
    expect(zonedInstant("2022-12-18", "18:00", "Asia/Qatar").toISOString()).toBe("2022-12-18T15:00:00.000Z");
    expect(zonedInstant("2024-03-31", "15:00", "Europe/London").toISOString()).toBe(
      "2024-03-31T14:00:00.000Z",
    );
    const lateEvening = new Date("2026-05-01T23:30:00Z");
    expect(todayIn("UTC", lateEvening)).toBe("2026-05-01");
    expect(todayIn("Asia/Tokyo", lateEvening)).toBe("2026-05-02");
  });

  it("accepts only real calendar dates and IANA zones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-5")).toBe(false);
    expect(isTimeZone("Europe/Madrid")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
