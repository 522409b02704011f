import { describe, expect, it } from "vitest";
import { createTranslator } from "../../shared/i18n/messages.ts";
import { matchClock, outcomeFor, setsSeenBy } from "./match-status.ts";

const base = { kickoffAt: "2026-11-21T15:00:00.000Z", period: null, minute: null, stoppage: null } as const;

describe("the match clock", () => {
  it("shows stoppage time and the break while live", () => {
    expect(matchClock({ ...base, status: "live", period: "1H", minute: 45, stoppage: 2 }, "UTC")).toBe(
      "45+2'",
    );
    expect(matchClock({ ...base, status: "live", period: "2H", minute: 67, stoppage: null }, "UTC")).toBe(
      "67'",
    );
    expect(matchClock({ ...base, status: "live", period: "HT", minute: 45, stoppage: null }, "UTC")).toBe(
      "HT",
    );
    expect(matchClock({ ...base, status: "live", period: "1H", minute: 0, stoppage: null }, "UTC")).toBe(
      "1'",
    );
  });

  it("names the extra-time break and a shoot-out under way", () => {
    expect(matchClock({ ...base, status: "live", period: "ETHT", minute: 105, stoppage: 1 }, "UTC")).toBe(
      "ET HT",
    );
    expect(matchClock({ ...base, status: "live", period: "PEN", minute: 120, stoppage: null }, "UTC")).toBe(
      "Pens",
    );
    expect(matchClock({ ...base, status: "live", period: "ET2", minute: 120, stoppage: 3 }, "UTC")).toBe(
      "120+3'",
    );
  });

  it("names how a finished match ended", () => {
    expect(matchClock({ ...base, status: "finished", period: "FT" }, "UTC")).toBe("FT");
    expect(matchClock({ ...base, status: "finished", period: "AET" }, "UTC")).toBe("AET");
    expect(matchClock({ ...base, status: "postponed" }, "UTC")).toBe("Postp.");
  });

  it("keeps a live basketball game's quarter words with the page, even while it shows half-time", () => {
    const used = new Set<string>();
    const t = createTranslator("en", {}, undefined, (id) => used.add(id));
    const atBreak = { ...base, status: "live", sport: "basketball", play: { label: "HT" } } as const;
    expect(matchClock(atBreak as never, "UTC", t)).toBe("HT");
    expect([...used].sort()).toEqual([
      "glossary.abandoned.short",
      "glossary.end-of-quarter.short",
      "glossary.half-time.short",
      "glossary.overtime.short",
      "glossary.quarter.short",
      "glossary.suspended.short",
    ]);
  });

  it("keeps the words of what a match may turn into: called off before kick-off, stopped in play, none once over", () => {
    const heard = (match: object) => {
      const used = new Set<string>();
      matchClock(
        match as never,
        "UTC",
        createTranslator("en", {}, undefined, (id) => used.add(id)),
      );
      return [...used].sort();
    };
    expect(heard({ ...base, status: "scheduled" })).toEqual([
      "glossary.cancelled.short",
      "glossary.postponed.short",
    ]);
    expect(heard({ ...base, status: "live", minute: 23 })).toEqual([
      "glossary.abandoned.short",
      "glossary.suspended.short",
    ]);
    expect(heard({ ...base, status: "finished" })).toEqual(["glossary.full-time.short"]);
  });

  it("shows the local kickoff time before the match", () => {
    expect(matchClock({ ...base, status: "scheduled" }, "Europe/Madrid")).toBe("16:00");
  });
});

describe("a result from one team's side", () => {
  const team = (id: number) => ({
    id,
    name: `T${id}`,
    shortName: `T${id}`,
    code: "TTT",
    colors: null,
    crest: null,
  });
  const result = {
    ...base,
    id: 9,
    status: "finished" as const,
    period: "PEN" as const,
    home: team(1),
    away: team(2),
    homeScore: 1,
    awayScore: 1,
    scores: {},
    winnerTeamId: 2,
    round: null,
  };

  it("counts a shoot-out for the side that went through", () => {
    expect(outcomeFor(2, result)).toBe("W");
    expect(outcomeFor(1, result)).toBe("L");
  });

  it("calls a level game without a winner a draw, and an unplayed one nothing", () => {
    expect(outcomeFor(1, { ...result, winnerTeamId: null, period: "FT" })).toBe("D");
    expect(outcomeFor(1, { ...result, status: "scheduled" })).toBeNull();
  });
});

describe("a tennis player's sets", () => {
  const scores = { s1: [6, 7], s1tb: [5, 7], s2: [6, 3], s3: [1, 0], s3tb: [10, 8] } as never;

  it("prints each set from the player's side, the loser's tie-break points and a match tie-break's points", () => {
    const line = (side: "home" | "away") =>
      setsSeenBy(scores, side).map(({ games, tieBreak, matchTieBreak }) => [games, tieBreak, matchTieBreak]);
    expect(line("home")).toEqual([
      [[6, 7], 5, false],
      [[6, 3], null, false],
      [[10, 8], null, true],
    ]);
    expect(line("away")).toEqual([
      [[7, 6], 5, false],
      [[3, 6], null, false],
      [[8, 10], null, true],
    ]);
  });
});
