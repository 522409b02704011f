import { describe, expect, it } from "vitest";
import { earlyGoalLines, pricesOf } from "./early-goal.ts";

describe("one early goal", () => {
  it("prices the side 1-0 up at 27' between even league-average sides at a fair 1.2–1.3 to draw no bet", () => {
    const { even } = earlyGoalLines();
    expect(even.before).toBeCloseTo(0.5, 9);
    expect(1 / even.after).toBeGreaterThan(1.2);
    expect(1 / even.after).toBeLessThan(1.3);
    // The power method leaves the leader near its fair 1.24 and takes the margin from the long price.
    expect(pricesOf(even.after)).toEqual([1.21, 4.42]);
  });

  it("clears the suspects: a wider score matrix changes nothing, the game-state factors make the leader less sure", () => {
    const { even, flat, wide } = earlyGoalLines();
    expect(wide.after).toBeCloseTo(even.after, 6);
    expect(flat.after).toBeGreaterThan(even.after);
  });

  it("makes a low expected total the way to a near-certain leader, and steadying it lengthens the price", () => {
    const { byTotal, fitted, steadied } = earlyGoalLines();
    const chances = byTotal.map((line) => line.after);
    expect([...chances].sort((a, b) => b - a)).toEqual(chances);
    expect(steadied.after).toBeLessThan(fitted.after);
    expect(pricesOf(steadied.after)[0]).toBeGreaterThan(pricesOf(fitted.after)[0]!);
  });
});
