import { describe, expect, it } from "vitest";
import { isTimeZone } from "../../shared/time-zone.ts";
import {
  ageOn,
  dayIn,
  instantIn,
  isIsoDate,
  isoDateIn,
  kickoffTime,
  longDate,
  longDay,
  shiftIsoDate,
  shortDay,
  timeZoneCookieValue,
  timeZoneFromCookie,
  visitorTimeZone,
} from "./time.ts";

describe("kickoff times", () => {
  const kickoff = "2026-11-21T23:30:00.000Z";

  it("reads the same kickoff differently in London and Tokyo", () => {
    expect(kickoffTime(kickoff, "Europe/London")).toBe("23:30");
    expect(kickoffTime(kickoff, "Asia/Tokyo")).toBe("08:30");
  });

  it("puts a late kickoff on the next day further east", () => {
    expect(isoDateIn(kickoff, "UTC")).toBe("2026-11-21");
    expect(isoDateIn(kickoff, "Asia/Tokyo")).toBe("2026-11-22");
    expect(isoDateIn(kickoff, "America/New_York")).toBe("2026-11-21");
  });
});

describe("dates", () => {
  it("accepts real calendar days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("21-11-2026")).toBe(false);
  });

  it("names a calendar day in full, so two Saturdays a week apart read differently", () => {
    expect(longDay("2026-11-28")).toBe("Saturday 28 November");
    expect(longDay("2026-11-21")).toBe("Saturday 21 November");
  });

  it("moves across month and year ends", () => {
    expect(shiftIsoDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftIsoDate("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("days and times in the reader's language", () => {
  const spaced = (text: string) => text.replace(/\s/g, " ");
  it("names a day the way each language writes it, with Western digits in Arabic", () => {
    expect(spaced(shortDay("2026-12-02", "vi"))).toBe("Thứ 4, 2 thg 12");
    expect(spaced(longDay("2026-12-02", "vi"))).toBe("Thứ Tư, 2 tháng 12");
    expect(spaced(shortDay("2026-12-02", "de"))).toBe("Mi., 2. Dez.");
    expect(spaced(shortDay("2026-12-02", "es"))).toBe("mié, 2 dic");
    expect(spaced(shortDay("2026-12-02", "pt-BR"))).toBe("qua., 2 de dez.");
    expect(shortDay("2026-12-02", "ja")).toBe("12月2日(水)");
    expect(shortDay("2026-12-02", "ar")).toBe("الأربعاء، 2 ديسمبر");
    expect(kickoffTime("2026-12-02T19:45:00Z", "UTC", "ar")).toBe("19:45");
  });
});

describe("the tz cookie", () => {
  it("uses a valid zone and falls back to UTC otherwise", () => {
    expect(timeZoneFromCookie("theme=dark; tz=Asia%2FTokyo")).toBe("Asia/Tokyo");
    expect(timeZoneFromCookie("tz=Mars%2FOlympus")).toBe("UTC");
    expect(timeZoneFromCookie("tz=%E0%A4%A")).toBe("UTC");
    expect(timeZoneFromCookie(null)).toBe("UTC");
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
  });

  it("draws a first visit in the zone its browser's first language points to, the cookie winning after", () => {
    const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
    expect(visitorTimeZone(request({ "Accept-Language": "vi-VN,vi;q=0.9" }))).toBe("Asia/Ho_Chi_Minh");
    expect(visitorTimeZone(request({ "Accept-Language": "vi-VN", Cookie: "tz=Europe%2FBerlin" }))).toBe(
      "Europe/Berlin",
    );
    // A cookie the server cannot use leaves the language to decide; neither gives UTC.
    expect(visitorTimeZone(request({ "Accept-Language": "ja", Cookie: "tz=Mars%2FOlympus" }))).toBe(
      "Asia/Tokyo",
    );
    expect(visitorTimeZone(request({ "Accept-Language": "en-US,en;q=0.9" }))).toBe("UTC");
    expect(visitorTimeZone(request({ "Accept-Language": ";;q=;" }))).toBe("UTC");
  });

  it("is read as sent, so a page can say which zone it was asked for", () => {
    expect(timeZoneCookieValue("theme=dark; tz=Mars%2FOlympus")).toBe("Mars/Olympus");
    expect(timeZoneCookieValue("tz=%E0%A4%A")).toBeNull();
    expect(timeZoneCookieValue("theme=dark")).toBeNull();
  });
});

describe("instants on account and billing pages", () => {
  const instant = "2026-11-28T14:07:00.000Z";
  it("are written in the visitor's zone with its offset, and their day is that zone's day", () => {
    expect(instantIn(instant, "UTC")).toBe("28 Nov 2026, 14:07 UTC");
    expect(instantIn(instant, "Europe/Berlin")).toBe("28 Nov 2026, 15:07 UTC+1");
    expect(instantIn(instant, "Pacific/Kiritimati")).toBe("29 Nov 2026, 04:07 UTC+14");
    expect(instantIn(instant, "Asia/Kolkata")).toBe("28 Nov 2026, 19:37 UTC+5:30");
    expect(instantIn(instant, "America/Sao_Paulo")).toBe("28 Nov 2026, 11:07 UTC-3");
    expect(dayIn(instant, "America/Los_Angeles")).toBe("28 Nov 2026");
    expect(dayIn(instant, "Pacific/Kiritimati")).toBe("29 Nov 2026");
  });
});

describe("ages", () => {
  it("counts whole years, the birthday itself included, and reads the date of birth as it is", () => {
    expect(ageOn("2001-04-17", "2026-04-16")).toBe(24);
    expect(ageOn("2001-04-17", "2026-04-17")).toBe(25);
    expect(ageOn("2004-02-29", "2026-02-28")).toBe(21);
    expect(ageOn("2004-02-29", "2026-03-01")).toBe(22);
    expect(longDate("2001-04-17")).toBe("17 April 2001");
  });
});
