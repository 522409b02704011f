import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcDateTime, writeCalendar } from "./ics.ts";

const encoder = new TextEncoder();

/** Unfolds per RFC 5545 3.1: a CRLF followed by one space or tab is removed. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n");
}

const event = {
  uid: "match-42@goalline.test",
  start: new Date("2026-05-17T14:00:00Z"),
  end: new Date("2026-05-17T16:00:00Z"),
  modified: new Date("2026-05-01T09:30:15.123Z"),
  sequence: 3,
  summary: "Calderbridge City – CD Peñarroja",
  description: "Premier Division · Matchday 12\nResult: 2–1",
};

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC date-times without separators or milliseconds", () => {
    expect(utcDateTime(new Date("2026-05-01T09:30:15.123Z"))).toBe("20260501T093015Z");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds back", () => {
    const line = `SUMMARY:${"Peñarroja – Ağrı ⚽ ".repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(2);
    for (const [index, part] of physical.entries()) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(" ")).toBe(true);
      expect(part).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toEqual([line]);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes a calendar with CRLF lines and every property a VEVENT needs", () => {
    const text = writeCalendar({
      productId: "-//Goalline//Test//EN",
      name: "Fixtures, all",
      events: [event],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text).filter(Boolean);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("X-WR-CALNAME:Fixtures\\, all");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VEVENT",
        "UID:match-42@goalline.test",
        "DTSTAMP:20260501T093015Z",
        "DTSTART:20260517T140000Z",
        "DTEND:20260517T160000Z",
        "LAST-MODIFIED:20260501T093015Z",
        "SEQUENCE:3",
        "SUMMARY:Calderbridge City – CD Peñarroja",
        "DESCRIPTION:Premier Division · Matchday 12\\nResult: 2–1",
        "END:VEVENT",
      ]),
    );
    // Every unfolded content line is NAME[;params]:value.
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[^:]*)?:/);
  });
});
