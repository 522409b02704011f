import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../platform/random.ts";
import { type DemoCentreRows, demoCentreRows } from "../demo/centre.ts";
import { planDemoWorld } from "../demo/plan.ts";
import { PLAYER_EVENT_TYPES } from "../queries/centre.ts";
import { newStatsPlay, playStatsMinute, quietMinute, storedStatsOf } from "./play-stats.ts";
import { cardsOf, goalsOf, momentumOf, settleStats } from "./stats.ts";

const line = fc.record({
  possession: fc.nat(100),
  shots: fc.nat(30),
  shotsOnTarget: fc.nat(30),
  corners: fc.nat(15),
  fouls: fc.nat(25),
  offsides: fc.nat(8),
  saves: fc.nat(15),
  xg: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
});
const event = fc.record({
  type: fc.constantFrom(...PLAYER_EVENT_TYPES),
  side: fc.constantFrom("home" as const, "away" as const),
  cancelled: fc.boolean(),
});

describe("match statistics", () => {
  it("hold together whatever a source sends: possession 100, goals ≤ on target ≤ shots, cards = card events", () => {
    fc.assert(
      fc.property(line, line, fc.array(event, { maxLength: 20 }), (home, away, events) => {
        const stats = settleStats({ home, away }, events);
        expect(stats.home.possession + stats.away.possession).toBe(100);
        for (const side of ["home", "away"] as const) {
          const other = side === "home" ? "away" : "home";
          const mine = stats[side];
          expect(mine.shotsOnTarget).toBeGreaterThanOrEqual(goalsOf(events, side));
          expect(mine.shots).toBeGreaterThanOrEqual(mine.shotsOnTarget);
          expect(mine.saves).toBeLessThanOrEqual(
            Math.max(0, stats[other].shotsOnTarget - goalsOf(events, other)),
          );
          expect({ yellowCards: mine.yellowCards, redCards: mine.redCards }).toEqual(cardsOf(events, side));
        }
      }),
    );
  });

  it("count a second yellow as a yellow and a sending-off, and ignore cancelled cards", () => {
    const events = [
      { type: "yellow-card" as const, side: "home" as const, cancelled: false },
      { type: "second-yellow" as const, side: "home" as const, cancelled: false },
      { type: "red-card" as const, side: "home" as const, cancelled: true },
    ];
    expect(cardsOf(events, "home")).toEqual({ yellowCards: 2, redCards: 1 });
    expect(cardsOf(events, "away")).toEqual({ yellowCards: 0, redCards: 0 });
  });

  it("played minute by minute give every goal a shot on target and a save to every other one", () => {
    const play = newStatsPlay([80, 40]);
    const random = createRandom(7);
    for (let minute = 1; minute <= 90; minute += 1) {
      const goal = minute % 30 === 0 ? { ...quietMinute, goals: 1 } : quietMinute;
      playStatsMinute(play, random, minute, [goal, quietMinute]);
    }
    const [home, away] = storedStatsOf(play);
    expect(home.possession + away.possession).toBe(100);
    expect(home.possession).toBeGreaterThan(away.possession);
    expect(home.shotsOnTarget).toBeGreaterThanOrEqual(3);
    expect(away.saves).toBe(home.shotsOnTarget - 3);
    expect(home.pressure).toHaveLength(90);
    expect(home.pressure.every((value) => value >= 0 && value <= 100)).toBe(true);
  });
});

describe("momentum", () => {
  it("is home pressure minus away pressure per minute, within ±100", () => {
    expect(momentumOf([80, 10, 100], [20, 60])).toEqual([
      { minute: 1, value: 60 },
      { minute: 2, value: -50 },
      { minute: 3, value: 100 },
    ]);
    expect(momentumOf([], [])).toEqual([]);
  });
});

describe("the demo world's match centre", () => {
  const plan = planDemoWorld(new Date("2026-03-14T16:00:00Z"));
  const played = plan.matches.filter((match) => match.status === "finished" || match.status === "live");
  const rowsOf = (match: (typeof played)[number]) => {
    const rows: DemoCentreRows = { lineups: [], players: [], stats: [] };
    const ids = new Map(plan.teams.map((team, i) => [team.key, i + 1]));
    demoCentreRows(match, { matchId: 1, teamId: (team) => ids.get(team.key)!, playerId: () => null }, rows);
    return { rows, homeId: ids.get(match.home.key)!, awayId: ids.get(match.away.key)! };
  };

  it("names every player of every event in the line-ups, eleven starters a side", () => {
    for (const match of played) {
      const { rows, homeId } = rowsOf(match);
      for (const teamId of new Set(rows.players.map((p) => p.teamId))) {
        expect(rows.players.filter((p) => p.teamId === teamId && p.starter)).toHaveLength(11);
        expect(rows.players.filter((p) => p.teamId === teamId && p.captain)).toHaveLength(1);
      }
      for (const event of match.events) {
        const side = event.type === "own-goal" ? (event.side === "home" ? "away" : "home") : event.side;
        const teamId = side === "home" ? homeId : rows.players.find((p) => p.teamId !== homeId)!.teamId;
        const sheet = rows.players.filter((p) => p.teamId === teamId);
        expect(sheet.map((p) => p.name)).toContain(event.playerName);
        // The player coming on is from the bench; the one going off may himself have come on earlier.
        if (event.type === "substitution") {
          expect(sheet.find((p) => p.name === event.secondary)?.starter).toBe(false);
        }
      }
    }
  });

  it("has statistics that agree with each match's goals and possession adding up to 100", () => {
    for (const match of played) {
      const { rows } = rowsOf(match);
      const [home, away] = rows.stats;
      expect(home!.possession + away!.possession).toBe(100);
      const goals = (side: "home" | "away") =>
        match.events.filter((e) => e.side === side && ["goal", "penalty-goal", "own-goal"].includes(e.type))
          .length;
      for (const [stats, side] of [
        [home!, "home"],
        [away!, "away"],
      ] as const) {
        expect(stats.shotsOnTarget).toBeGreaterThanOrEqual(goals(side));
        expect(stats.shots).toBeGreaterThanOrEqual(stats.shotsOnTarget);
      }
    }
  });
});
