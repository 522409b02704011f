import { describe, expect, it } from "vitest";
import { hotness } from "./hot.ts";
import type { MatchSummary, TeamRef } from "./types.ts";

const team = (id: number): TeamRef => ({
  id,
  slug: `t${id}`,
  name: `Team ${id}`,
  shortName: `T${id}`,
  code: "TTT",
  kind: "club",
  crest: null,
  colors: null,
  countryId: null,
  isDemo: false,
});

function match(overrides: Partial<MatchSummary>): MatchSummary {
  return {
    id: 1,
    competitionId: 1,
    sport: "football",
    seasonId: 1,
    kickoffAt: "2026-03-14T15:00:00.000Z",
    status: "scheduled",
    period: null,
    minute: null,
    stoppage: null,
    periodStartedAt: null,
    home: team(1),
    away: team(2),
    homeScore: null,
    awayScore: null,
    scores: {},
    play: null,
    winnerTeamId: null,
    round: null,
    roundNumber: null,
    stage: null,
    group: null,
    ...overrides,
  };
}

describe("hotness", () => {
  it("adds tier, strength, closeness and live state as documented", () => {
    // Tier 1: 30; strengths 80 and 80: 24; level live game in the 75th minute: 20 + 20.
    expect(hotness(match({ status: "live", minute: 75, homeScore: 1, awayScore: 1 }), 1, [80, 80])).toBe(94);
    // Tier 2: 20; strengths 50 and 70: 18; not started, gap 20: 10; scheduled: 5.
    expect(hotness(match({}), 2, [50, 70]), "scheduled").toBe(53);
    // Tier 3: 10; strengths 40 and 40: 12; finished 4-0: 0; finished: 0.
    expect(hotness(match({ status: "finished", homeScore: 4, awayScore: 0 }), 3, [40, 40])).toBe(22);
  });

  it("ranks a close game late on above the same game early or lopsided", () => {
    const late = hotness(match({ status: "live", minute: 80, homeScore: 2, awayScore: 1 }), 1, [60, 60]);
    const early = hotness(match({ status: "live", minute: 20, homeScore: 2, awayScore: 1 }), 1, [60, 60]);
    const rout = hotness(match({ status: "live", minute: 80, homeScore: 4, awayScore: 0 }), 1, [60, 60]);
    expect(late).toBeGreaterThan(early);
    expect(early).toBeGreaterThan(rout);
  });

  it("never goes above 100", () => {
    expect(hotness(match({ status: "live", minute: 89, homeScore: 0, awayScore: 0 }), 1, [100, 100])).toBe(
      100,
    );
  });
});
