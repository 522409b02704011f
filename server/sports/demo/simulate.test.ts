import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../platform/random.ts";
import { firstViolation } from "../laws.ts";
import { clockAt, cutAt, simulateMatch } from "./simulate.ts";
import { lawEventsOf, lineupOf } from "./testing.ts";

const squad = (side: string) => Array.from({ length: 20 }, (_, i) => `${side} ${i + 1}`);
const squads: [string[], string[]] = [squad("Home"), squad("Away")];
const lineup = lineupOf(squads);

const aMatch = fc.record({
  seed: fc.integer(),
  strengths: fc.tuple(fc.integer({ min: 45, max: 90 }), fc.integer({ min: 45, max: 90 })),
  decisive: fc.boolean(),
});

describe("simulated finished matches", () => {
  it("obey the laws of the game, with scores equal to their goals", () => {
    fc.assert(
      fc.property(aMatch, ({ seed, strengths, decisive }) => {
        const match = simulateMatch(createRandom(seed), strengths, { decisive, squads });
        const violation = firstViolation(lawEventsOf(match.events), {
          lineup,
          score: { goals: [match.home, match.away], penalties: match.scores.p },
        });
        expect(violation).toBeNull();
        if (decisive) expect(match.winner).not.toBeNull();
        if (match.scores.p) expect(match.period).toBe("PEN");
      }),
      { numRuns: 3_000 },
    );
  });

  it("play out a live match's first part with the score of the goals so far", () => {
    fc.assert(
      fc.property(aMatch, fc.integer({ min: 0, max: 109 }), ({ seed, strengths }, elapsed) => {
        const full = simulateMatch(createRandom(seed), strengths, { squads });
        const sofar = cutAt(full, clockAt(elapsed));
        const violation = firstViolation(lawEventsOf(sofar.events), {
          lineup,
          score: { goals: [sofar.home, sofar.away] },
        });
        expect(violation).toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });

  it("use substitutes and cards at realistic rates", () => {
    const random = createRandom(11);
    const runs = 2_000;
    const matches = Array.from({ length: runs }, () => simulateMatch(random, [60, 60], { squads }));
    const count = (type: string) =>
      matches.reduce((sum, m) => sum + m.events.filter((e) => e.type === type).length, 0) / runs;
    expect(count("substitution")).toBeGreaterThan(6);
    expect(count("yellow-card")).toBeGreaterThan(2.5);
    expect(count("second-yellow")).toBeGreaterThan(0);
  });
});
