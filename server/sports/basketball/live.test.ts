import { describe, expect, it } from "vitest";
import { createRandom } from "../../platform/random.ts";
import { applyStep, clockAt, clockText, liveOf, periodLabel, periodStartFor } from "./live.ts";
import { type Play, scoreFromPlays } from "./plays.ts";
import type { BasketballFormat } from "./rules.ts";
import { newGame, simulateGame } from "./simulate.ts";

const format: BasketballFormat = { quarterMinutes: 12, overtimeMinutes: 5 };

describe("basketball live state", () => {
  it("stored scores plus the live state replay a whole game exactly, step by step", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const whole = simulateGame(format, createRandom(seed).next);
      const random = createRandom(seed).next;
      let row = { scores: {}, live: liveOf(newGame(format)) };
      const plays: Play[] = [];
      const labels = new Set<string>();
      let finished: ReturnType<typeof applyStep> | null = null;
      while (!finished) {
        // Through JSON, as the live layer stores it between steps.
        const next = applyStep(format, row.scores, JSON.parse(JSON.stringify(row.live)), random);
        plays.push(...next.plays);
        labels.add(next.live.label);
        row = next;
        if (next.status === "finished") finished = next;
        const fromPlays = scoreFromPlays(plays);
        expect([next.homeScore, next.awayScore]).toEqual([fromPlays.homeScore, fromPlays.awayScore]);
        expect(next.scores).toEqual(fromPlays.scores);
      }
      expect(plays).toEqual(whole.plays);
      const last = finished!;
      expect(last.winner).toBe(last.homeScore > last.awayScore ? "home" : "away");
      expect(() => applyStep(format, last.scores, last.live, random)).toThrow("game-over");
      expect(labels).toContain("HT");
      expect(labels).toContain("End Q1");
      expect(labels).toContain("Q4");
    }
  });

  it("labels periods and breaks as the lists show them", () => {
    expect(periodLabel("live", 1)).toBe("Q1");
    expect(periodLabel("break", 1)).toBe("End Q1");
    expect(periodLabel("break", 2)).toBe("HT");
    expect(periodLabel("break", 4)).toBe("End Q4");
    expect(periodLabel("live", 5)).toBe("OT1");
    expect(periodLabel("live", 6)).toBe("OT2");
    expect(periodLabel("break", 5)).toBe("End OT1");
    expect(periodLabel("final", 4)).toBe("Final");
    expect(periodLabel("final", 5)).toBe("Final/OT");
    expect(periodLabel("final", 6)).toBe("Final/2OT");
  });

  it("shows the time left in the period as m:ss, from the state or from the period's start", () => {
    expect(clockText(720)).toBe("12:00");
    expect(clockText(425)).toBe("7:05");
    expect(clockText(8.4)).toBe("0:09");
    expect(clockText(0)).toBe("0:00");
    const start = new Date("2026-11-24T19:00:00Z");
    expect(clockText(clockAt(format, 2, start, new Date("2026-11-24T19:04:35Z")))).toBe("7:25");
    expect(clockText(clockAt(format, 5, start, new Date("2026-11-24T19:04:35Z")))).toBe("0:25");
    expect(clockAt(format, 1, start, new Date("2026-11-24T19:30:00Z"))).toBe(0);
    const now = new Date("2026-11-24T20:00:00Z");
    expect(clockText(clockAt(format, 3, periodStartFor(format, 3, 301, now), now))).toBe("5:01");
  });
});
