import { describe, expect, it } from "vitest";
import { BILLION_LAUGHS, guideDocument } from "./testing/guide-document.ts";
import { MAX_GUIDE_BYTES, parseXmltv, parseXmltvTime } from "./xmltv.ts";

const iso = (value: Date | null) => value?.toISOString() ?? null;

describe("reading XMLTV guides", () => {
  const guide = parseXmltv(guideDocument());
  const on = (channel: string) =>
    guide.programmes
      .filter((p) => p.channel === channel)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((p) => [p.title, p.startsAt.toISOString(), p.endsAt.toISOString()]);

  it("reads channels with their English name, else the first, and only web logos", () => {
    expect(guide.channels).toEqual([
      { xmltvId: "sport1.example", name: "Sport One", logoUrl: "https://img.example/sport1.png" },
      { xmltvId: "news.example", name: "World News & Sport", logoUrl: null },
      { xmltvId: "us.example", name: "Deportes EE. UU.", logoUrl: null },
    ]);
  });

  it("turns +0100, -0500 and offset-less (UTC) times into instants", () => {
    expect(iso(parseXmltvTime("20261123193000 +0100"))).toBe("2026-11-23T18:30:00.000Z");
    expect(iso(parseXmltvTime("20261123140000 -0500"))).toBe("2026-11-23T19:00:00.000Z");
    expect(iso(parseXmltvTime("20261123190000"))).toBe("2026-11-23T19:00:00.000Z");
    expect(iso(parseXmltvTime("202611231900"))).toBe("2026-11-23T19:00:00.000Z");
    expect(parseXmltvTime("20261131190000 +0100")).toBeNull();
    expect(parseXmltvTime("20261123250000")).toBeNull();
    expect(parseXmltvTime("tomorrow")).toBeNull();
    expect(on("us.example")).toEqual([
      ["Fútbol en vivo", "2026-11-23T19:00:00.000Z", "2026-11-23T20:00:00.000Z"],
    ]);
  });

  it("prefers English titles and descriptions and decodes character references", () => {
    const buildUp = guide.programmes.find((p) => p.title === "Build-up");
    expect(buildUp).toMatchObject({
      subtitle: "Matchday 12",
      description: "Everything before kick-off.",
      category: "Sport",
    });
    const news = guide.programmes.find((p) => p.title === "News at Seven");
    expect(news?.description).toBe("Headlines – and the weather.");
  });

  it("settles a channel's evening: overlaps cut, a repeat dropped, a missing stop filled", () => {
    expect(on("sport1.example")).toEqual([
      // Listed until 19:30 but the next programme starts at 19:00 (+0100): cut there.
      ["Build-up", "2026-11-23T17:00:00.000Z", "2026-11-23T18:00:00.000Z"],
      // Listed twice, stored once.
      ["Evening Match", "2026-11-23T18:00:00.000Z", "2026-11-23T20:00:00.000Z"],
      // No stop: runs until the next programme.
      ["Late Show", "2026-11-23T20:00:00.000Z", "2026-11-23T22:00:00.000Z"],
      ["Night Highlights", "2026-11-23T22:00:00.000Z", "2026-11-23T23:00:00.000Z"],
    ]);
    expect(guide.truncated).toBe(1);
  });

  it("keeps both one o'clocks of the night the clocks go back", () => {
    expect(on("news.example").slice(0, 3)).toEqual([
      ["Night News", "2026-10-24T23:00:00.000Z", "2026-10-25T00:00:00.000Z"],
      ["The First One O'Clock", "2026-10-25T00:00:00.000Z", "2026-10-25T01:00:00.000Z"],
      ["The Second One O'Clock", "2026-10-25T01:00:00.000Z", "2026-10-25T02:00:00.000Z"],
    ]);
  });

  it("skips and counts malformed entries, and leaves channel checks to the import", () => {
    // A channel without id, the repeat, a bad start, no title, a stop before the start, 31 November.
    expect(guide.skipped).toBe(6);
    expect(guide.programmes.filter((p) => p.channel === "ghost.example")).toHaveLength(1);
  });

  it("refuses entity declarations (billion laughs) before parsing", () => {
    expect(() => parseXmltv(BILLION_LAUGHS)).toThrow(
      expect.objectContaining({ code: "xml-entities-refused" }),
    );
  });

  it("refuses broken XML, other documents and oversized guides with their codes", () => {
    expect(() => parseXmltv("<tv><channel></tv>")).toThrow(expect.objectContaining({ code: "invalid-xml" }));
    expect(() => parseXmltv("<rss><channel/></rss>")).toThrow(
      expect.objectContaining({ code: "invalid-xmltv" }),
    );
    const huge = `<tv>${" ".repeat(MAX_GUIDE_BYTES)}</tv>`;
    expect(() => parseXmltv(huge)).toThrow(expect.objectContaining({ code: "guide-too-large", status: 413 }));
    expect(parseXmltv("<tv/>")).toEqual({ channels: [], programmes: [], skipped: 0, truncated: 0 });
  });
});
