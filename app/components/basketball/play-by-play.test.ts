import { describe, expect, it } from "vitest";
import type { PlayLine } from "../../../server/sports/queries/plays.ts";
import { centreTabsFor } from "../match/centre-tabs.tsx";
import { clockOf, periodName, whatHappened } from "./play-by-play.tsx";

const line = (fields: Partial<PlayLine> & Pick<PlayLine, "kind">): PlayLine => ({
  seq: 0,
  period: 3,
  clock: 252,
  side: "home",
  player: null,
  assist: null,
  made: null,
  value: null,
  offensive: null,
  shooting: null,
  freeThrows: null,
  points: 0,
  score: null,
  ...fields,
});

describe("the play-by-play's lines", () => {
  it("reads the quarter and game clock as a scoreboard does", () => {
    expect(`${periodName(3)} ${clockOf(252)}`).toBe("Q3 04:12");
    expect(`${periodName(5)} ${clockOf(0.4)}`).toBe("OT1 00:01");
    expect(clockOf(720)).toBe("12:00");
  });

  it("says what happened in a fan's words", () => {
    expect(whatHappened(line({ kind: "shot", value: 3, made: true }))).toBe("3-pointer made");
    expect(whatHappened(line({ kind: "shot", value: 2, made: false }))).toBe("2-pointer missed");
    expect(whatHappened(line({ kind: "free-throw", value: 1, made: false }))).toBe("Free throw missed");
    expect(whatHappened(line({ kind: "foul", shooting: true, freeThrows: 2 }))).toBe("Shooting foul");
    expect(whatHappened(line({ kind: "turnover" }))).toBe("Turnover");
    expect(whatHappened(line({ kind: "timeout" }))).toBe("Timeout");
    expect(whatHappened(line({ kind: "period-end", period: 2 }))).toBe("End of Q2");
  });

  it("is a tab of basketball games only: football keeps its tabs", () => {
    expect(centreTabsFor("basketball")).toEqual(["summary", "plays", "stats", "h2h", "chat"]);
    expect(centreTabsFor("football")).toEqual(["summary", "line-ups", "stats", "h2h", "chat"]);
    expect(centreTabsFor("tennis")).toEqual(["summary", "stats", "h2h", "chat"]);
  });
});
