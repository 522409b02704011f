import { describe, expect, it } from "vitest";
import { hotReasons } from "./hot-reasons.ts";

describe("hot-match reasons", () => {
  it("explains a tight top-flight game late on", () => {
    expect(
      hotReasons({ status: "live", minute: 82, homeScore: 1, awayScore: 1, competition: { tier: 1 } }),
    ).toEqual(["Top flight", "Level", "Live, tight and late"]);
  });

  it("says a lower-tier fixture is still to come and claims no closeness", () => {
    expect(
      hotReasons({
        status: "scheduled",
        minute: null,
        homeScore: null,
        awayScore: null,
        competition: { tier: 3 },
      }),
    ).toEqual(["Lower tier", "Still to come"]);
  });

  it("gives a finished rout no closeness", () => {
    expect(
      hotReasons({ status: "finished", minute: null, homeScore: 4, awayScore: 0, competition: { tier: 2 } }),
    ).toEqual(["Second tier"]);
  });
});
