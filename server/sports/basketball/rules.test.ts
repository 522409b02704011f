import { describe, expect, it } from "vitest";
import { boxScoreOf, type Play, scoreFromPlays } from "./plays.ts";
import { afterPeriod, matchScore, partsFrom, periodSeconds, winnerOf } from "./rules.ts";

describe("basketball rules, hand-checked", () => {
  it("stores quarters and overtimes under q1…q4, ot1, ot2 with totals that are their sum", () => {
    const parts: [number, number][] = [
      [25, 22],
      [20, 24],
      [28, 21],
      [19, 25],
      [10, 10],
      [12, 9],
    ];
    const row = matchScore(parts);
    expect(row).toEqual({
      homeScore: 114,
      awayScore: 111,
      scores: { q1: [25, 22], q2: [20, 24], q3: [28, 21], q4: [19, 25], ot1: [10, 10], ot2: [12, 9] },
    });
    expect(partsFrom(row.scores)).toEqual(parts);
    expect(winnerOf(parts)).toBe("home");
  });

  /** Four quarters, level at 20 each. */
  const level: [number, number][] = [
    [20, 20],
    [20, 20],
    [20, 20],
    [20, 20],
  ];
  it.each<{ parts: [number, number][]; period: number; next: ReturnType<typeof afterPeriod> }>([
    { parts: [[20, 30]], period: 1, next: "next-quarter" },
    { parts: level, period: 3, next: "next-quarter" },
    { parts: level, period: 4, next: "overtime" },
    { parts: [...level.slice(0, 3), [20, 21]], period: 4, next: "final" },
    { parts: [...level, [8, 8]], period: 5, next: "overtime" },
    { parts: [...level, [9, 8]], period: 5, next: "final" },
  ])(
    "goes to overtime only when level after the fourth quarter or an overtime: $next after period $period",
    ({ parts, period, next }) => {
      expect(afterPeriod(parts, period)).toBe(next);
    },
  );

  it("times quarters by the competition and overtimes at five minutes", () => {
    expect(periodSeconds({ quarterMinutes: 12, overtimeMinutes: 5 }, 4)).toBe(720);
    expect(periodSeconds({ quarterMinutes: 10, overtimeMinutes: 5 }, 1)).toBe(600);
    expect(periodSeconds({ quarterMinutes: 10, overtimeMinutes: 5 }, 5)).toBe(300);
  });

  it("derives the score and the box score from the same plays", () => {
    const at = { period: 1, clock: 700 };
    const plays: Play[] = [
      { ...at, side: "home", kind: "period-start" },
      { ...at, side: "home", kind: "shot", value: 3, made: true, player: 1, assist: 0 },
      { ...at, side: "away", kind: "shot", value: 2, made: false, player: 4, assist: null },
      { ...at, side: "away", kind: "rebound", offensive: true, player: 3 },
      { ...at, side: "home", kind: "foul", player: 2, shooting: true, freeThrows: 2 },
      { ...at, side: "away", kind: "free-throw", made: true, player: 3 },
      { ...at, side: "away", kind: "free-throw", made: false, player: 3 },
      { ...at, side: "home", kind: "rebound", offensive: false, player: 4 },
      { ...at, side: "home", kind: "turnover", player: 0 },
      { ...at, side: "away", kind: "timeout" },
    ];
    expect(scoreFromPlays(plays)).toEqual({ homeScore: 3, awayScore: 1, scores: { q1: [3, 1] } });
    const box = boxScoreOf(plays, [5, 5]);
    expect(box.home.players[1]).toMatchObject({ points: 3, fgm: 1, fga: 1, tpm: 1, tpa: 1 });
    expect(box.home.players[0]).toMatchObject({ assists: 1, turnovers: 1, points: 0 });
    expect(box.home.players[2]).toMatchObject({ fouls: 1 });
    expect(box.away.players[3]).toMatchObject({
      points: 1,
      ftm: 1,
      fta: 2,
      rebounds: 1,
      offensiveRebounds: 1,
    });
    expect(box.away.totals).toMatchObject({ points: 1, fga: 1, fgm: 0, fta: 2, rebounds: 1 });
    expect(box.away.timeouts).toBe(1);
    expect(() => boxScoreOf(plays, [5, 3])).toThrow("player-not-in-roster");
  });
});
