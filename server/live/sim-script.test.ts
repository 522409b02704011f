import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../platform/random.ts";
import { createReferee, firstViolation, type Lineup } from "../sports/laws.ts";
import type { LiveMatchState, LiveTimelineEvent } from "./entry.ts";
import { applyEvent, lawEventOf } from "./rules.ts";
import { dueReviews, maybeReview, playMinute, rateFor, type SimAction, type SimState } from "./sim-script.ts";

const squadOf = (club: string) => Array.from({ length: 20 }, (_, i) => `${club}${i + 1}`);
const starters: [string[], string[]] = [squadOf("A").slice(0, 11), squadOf("B").slice(0, 11)];
const bench: [string[], string[]] = [squadOf("A").slice(11), squadOf("B").slice(11)];
const lineup: Lineup = { starters, bench };

function freshState(strengths: [number, number] = [50, 50], knockout = false): SimState {
  return {
    knockout,
    score: [0, 0],
    shootout: null,
    matchId: 1,
    teams: [1, 2],
    rates: rateFor(strengths),
    squads: [[...starters[0]], [...starters[1]]],
    benches: [[...bench[0]], [...bench[1]]],
    phase: "1H",
    minute: 0,
    added: 3,
    breakLeft: 15,
    subsLeft: [5, 5],
    windowsLeft: [3, 3],
    booked: [new Set(), new Set()],
    reviews: [],
  };
}

/** Plays the script to full time through the ingest's rules, with a referee who knows the line-ups. */
function playScript(seed: number, strengths: [number, number], knockout = false) {
  const draw = createRandom(seed);
  const state = freshState(strengths, knockout);
  const referee = createReferee(lineup);
  let match: LiveMatchState = {
    id: 1,
    status: "scheduled",
    period: null,
    minute: null,
    stoppage: null,
    periodStartedAt: null,
    play: null,
    homeTeamId: 1,
    awayTeamId: 2,
    home: null,
    away: null,
    scores: {},
    version: 0,
  };
  const timeline: LiveTimelineEvent[] = [];
  const apply = ({ scoring, ...input }: SimAction) => {
    const target = timeline.find((event) => event.id === input.cancelsEventId) ?? null;
    const lawful = input.type === "correction" ? undefined : referee;
    const outcome = applyEvent(match, input, new Date(0), target, lawful);
    match = outcome.match;
    state.score = [match.home ?? 0, match.away ?? 0];
    timeline.push({ ...outcome.event, id: timeline.length + 1 });
    if (target) target.cancelled = true;
    if (scoring) maybeReview(state, draw, timeline.length);
  };
  apply({ type: "period-start", period: "1H", minute: 0 });
  while (state.phase !== "over") {
    for (const action of dueReviews(state)) apply(action);
    for (const action of playMinute(state, draw)) apply(action);
  }
  return { match, timeline };
}

describe("simulated football", () => {
  it("plays matches at realistic rates with a 15-minute half-time and stoppage time", () => {
    const draw = createRandom(7);
    let goals = 0;
    let cards = 0;
    let minutesAtBreak = 0;
    const runs = 1_000;
    for (let i = 0; i < runs; i++) {
      const state = freshState();
      const actions = [];
      let inPlay = -2;
      while (state.phase !== "over") {
        if (state.phase === "HT") minutesAtBreak += 1;
        else inPlay += 1;
        actions.push(...playMinute(state, draw));
      }
      goals += actions.filter((a) => a.scoring).length;
      cards += actions.filter((a) => a.type === "yellow-card" || a.type === "second-yellow").length;
      expect(actions.map((a) => a.type).filter((t) => t.startsWith("period"))).toEqual([
        "period-end",
        "period-start",
        "period-end",
      ]);
      expect(inPlay).toBeGreaterThanOrEqual(93);
    }
    expect(goals / runs).toBeGreaterThan(2.4);
    expect(goals / runs).toBeLessThan(3.0);
    expect(cards / runs).toBeGreaterThan(2.5);
    expect(minutesAtBreak / runs).toBe(15);
  });
});

describe("simulated live matches", () => {
  it("obey the laws of the game minute by minute, and end with the score of their goals", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.tuple(fc.integer({ min: 30, max: 95 }), fc.integer({ min: 30, max: 95 })),
        fc.boolean(),
        (seed, strengths, knockout) => {
          const { match, timeline } = playScript(seed, strengths, knockout);
          expect(match.status).toBe("finished");
          const laws = timeline.map((event) => lawEventOf(event, match));
          const score = { goals: [match.home!, match.away!] as [number, number], penalties: match.scores.p };
          expect(firstViolation(laws, { lineup, score })).toBeNull();
          if (!knockout) expect(match.period).toBe("FT");
          else if (match.period === "PEN") expect(match.scores.p![0]).not.toBe(match.scores.p![1]);
          else expect(match.home).not.toBe(match.away);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("settle a knockout tie in extra time or with a shoot-out", () => {
    const finishes = Array.from({ length: 400 }, (_, seed) => playScript(seed, [60, 60], true).match.period);
    expect(finishes).toContain("FT");
    expect(finishes).toContain("AET");
    expect(finishes).toContain("PEN");
  });

  it("substitute and send off players as real matches do", () => {
    const runs = 500;
    const timelines = Array.from({ length: runs }, (_, seed) => playScript(seed, [60, 60]).timeline);
    const count = (type: string) => timelines.flat().filter((event) => event.type === type).length / runs;
    expect(count("substitution")).toBeGreaterThan(4);
    expect(count("second-yellow") + count("red-card")).toBeGreaterThan(0.05);
    expect(timelines.flat().filter((event) => event.cancelled).length).toBeGreaterThan(0);
  });
});
