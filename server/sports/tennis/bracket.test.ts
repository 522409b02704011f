import { describe, expect, it } from "vitest";
import { buildDraw, type Entrant, placeEntrants, recordWinner, roundName, seedLines } from "./bracket.ts";

const field = (n: number, seeds: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: 100 + i + 1, seed: i < seeds ? i + 1 : null }));

describe("draw placement", () => {
  it("puts ranks on the lines of an 8-draw as the sheet shows them", () => {
    expect(seedLines(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2]);
    expect(() => seedLines(12)).toThrow("draw-size-not-power-of-two");
  });

  it("keeps seeds 1 and 2 in opposite halves and 1–4 in different quarters of a 32-draw", () => {
    const lines = placeEntrants(field(32, 8));
    const line = (seed: number) => lines.findIndex((e) => e?.seed === seed);
    const half = (seed: number) => Math.floor(line(seed) / 16);
    const quarter = (seed: number) => Math.floor(line(seed) / 8);
    expect(line(1)).toBe(0);
    expect(line(2)).toBe(31);
    expect(half(1)).not.toBe(half(2));
    expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => Math.floor(line(s) / 4))).size).toBe(8);
    // No two seeds meet in round one.
    for (let i = 0; i < 32; i += 2) expect(lines[i]?.seed && lines[i + 1]?.seed).toBeFalsy();
  });
});

describe("draw progress", () => {
  it("gives the top seeds byes when the field is short, and they wait in round two", () => {
    const draw = buildDraw(field(6, 2));
    expect(draw.size).toBe(8);
    expect(draw.rounds[0]).toEqual([
      { home: 101, away: null, winner: 101, bye: true },
      { home: 105, away: 104, winner: null, bye: false },
      { home: 103, away: 106, winner: null, bye: false },
      { home: null, away: 102, winner: 102, bye: true },
    ]);
    expect(draw.rounds[1]).toEqual([
      { home: 101, away: null, winner: null, bye: false },
      { home: null, away: 102, winner: null, bye: false },
    ]);
    expect(draw.seeds).toEqual({ 101: 1, 102: 2 });
  });

  it("moves each winner to the next round's slot, home from an even tie and away from an odd one", () => {
    let draw = buildDraw(field(4, 2));
    expect(draw.rounds[0]).toEqual([
      { home: 101, away: 104, winner: null, bye: false },
      { home: 103, away: 102, winner: null, bye: false },
    ]);
    draw = recordWinner(draw, 0, 1, 103);
    expect(draw.rounds[1]?.[0]).toEqual({ home: null, away: 103, winner: null, bye: false });
    draw = recordWinner(draw, 0, 0, 101);
    expect(draw.rounds[1]?.[0]).toEqual({ home: 101, away: 103, winner: null, bye: false });
    draw = recordWinner(draw, 1, 0, 103);
    expect(draw.rounds[1]?.[0]?.winner).toBe(103);
    expect(() => recordWinner(draw, 0, 0, 999)).toThrow("winner-not-in-match");
  });

  it("names rounds from the final back", () => {
    expect([0, 1, 2, 3, 4].map((r) => roundName(r, 5))).toEqual([
      "Round of 32",
      "Round of 16",
      "Quarter-finals",
      "Semi-finals",
      "Final",
    ]);
  });
});
