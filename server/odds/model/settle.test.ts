import { describe, expect, it } from "vitest";
import { settle } from "./settle.ts";

describe("settlement", () => {
  it("settles every market from a 2-1 home win with a late away goal", () => {
    const result = settle([{ side: "home" }, { side: "home" }, { side: "away" }]);
    expect(result["odd-even"]).toEqual({ odd: "won", even: "lost" });
    expect(result["two-way"]).toEqual({ home: "won", away: "lost" });
    expect(result["last-team-to-score"]).toEqual({ home: "lost", away: "won", none: "lost" });
    expect(result["1x2"]).toEqual({ home: "won", draw: "lost", away: "lost" });
  });

  it("voids the two-way market on a draw and settles 0-0 as even with no goal", () => {
    const result = settle([]);
    expect(result["two-way"]).toEqual({ home: "void", away: "void" });
    expect(result["odd-even"]).toEqual({ odd: "lost", even: "won" });
    expect(result["last-team-to-score"]).toEqual({ home: "lost", away: "lost", none: "won" });
  });

  it("changes every market when a goal is cancelled", () => {
    const standing = settle([{ side: "home" }, { side: "away" }]);
    expect(standing["two-way"].home).toBe("void");
    expect(standing["last-team-to-score"].away).toBe("won");
    const cancelled = settle([{ side: "home" }, { side: "away", cancelled: true }]);
    expect(cancelled["odd-even"]).toEqual({ odd: "won", even: "lost" });
    expect(cancelled["two-way"]).toEqual({ home: "won", away: "lost" });
    expect(cancelled["last-team-to-score"]).toEqual({ home: "won", away: "lost", none: "lost" });
  });
});
