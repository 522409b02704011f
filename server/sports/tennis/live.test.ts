import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPoint } from "./live.ts";
import { newMatch, pointWon, type Side, scoresOf, type TennisFormat } from "./rules.ts";

describe("tennis live state", () => {
  it("stored scores plus points and server replay any match exactly, tie-breaks included", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TennisFormat>(
          { bestOf: 3, matchTieBreak: true },
          { bestOf: 5, matchTieBreak: false },
        ),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 400 }),
        (format, wins) => {
          let state = newMatch(format, "home");
          let stored = { scores: scoresOf(state), live: { points: state.points, serving: state.serving } };
          for (const w of wins) {
            if (state.winner) break;
            const side: Side = w ? "home" : "away";
            state = pointWon(state, side);
            const next = applyPoint(format, stored.scores, stored.live, side);
            stored = { scores: next.scores, live: next.live };
            expect(next.scores).toEqual(scoresOf(state));
            expect(next.live.serving).toBe(state.serving);
            expect(next.winner).toBe(state.winner);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("calls advantage for the live list", () => {
    const live = { points: [3, 3] as [number, number], serving: "away" as const };
    const next = applyPoint({ bestOf: 3, matchTieBreak: false }, { s1: [2, 1] }, live, "away");
    expect(next.live.point).toEqual(["40", "AD"]);
    expect(next.live.serving).toBe("away");
  });
});
