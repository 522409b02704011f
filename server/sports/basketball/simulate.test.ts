import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../platform/random.ts";
import { boxScoreOf, type Play, scoreFromPlays } from "./plays.ts";
import type { BasketballFormat } from "./rules.ts";
import { simulateGame } from "./simulate.ts";

const nba: BasketballFormat = { quarterMinutes: 12, overtimeMinutes: 5 };
const fiba: BasketballFormat = { quarterMinutes: 10, overtimeMinutes: 5 };
const play = (format: BasketballFormat, seed: number, strength: [number, number] = [50, 50]) =>
  simulateGame(format, createRandom(seed).next, { strength });

/**
 * Checks one finished game's plays against the rules, counting everything itself: the module's
 * own helpers (totals, afterPeriod, the box score) are only compared with, never trusted.
 */
function must(condition: boolean, message: string) {
  if (!condition) throw new Error(message);
}

function checkGame(format: BasketballFormat, plays: Play[]) {
  const length = (period: number) => (period <= 4 ? format.quarterMinutes : 5) * 60;
  const totals = [0, 0];
  const parts: number[][] = [];
  const teamFouls = [0, 0];
  const playerFouls = [new Map<number, number>(), new Map<number, number>()];
  const timeouts = [0, 0];
  let period = 0;
  let open = false;
  let lastClock = 0;
  let pendingFreeThrows = 0;
  let afterOffensiveRebound: string | null = null;
  for (const [i, p] of plays.entries()) {
    const s = p.side === "home" ? 0 : 1;
    const where = `play ${i} (${p.kind}, period ${p.period} at ${p.clock})`;
    if (p.kind === "period-start") {
      must(!open && p.period === period + 1, `${where}: periods run in order`);
      // Overtime only when the previous period ended level, from the fourth on.
      if (p.period > 4) must(totals[0] === totals[1], `${where}: overtime after a level score`);
      period = p.period;
      open = true;
      lastClock = length(period);
      parts.push([0, 0]);
      if (period <= 4) teamFouls.fill(0);
      if (period === 1 || period === 3 || period > 4) timeouts.fill(0);
      must(p.clock === length(period), `${where}: full clock at the start`);
      continue;
    }
    must(open && p.period === period, `${where}: inside its period`);
    // The clock only runs down, and no possession runs longer than the shot clock.
    must(p.clock <= lastClock && lastClock - p.clock <= 24, `${where}: clock after ${lastClock}`);
    lastClock = p.clock;
    if (pendingFreeThrows > 0) {
      must(p.kind === "free-throw", `${where}: free throws awarded`);
      pendingFreeThrows -= 1;
    }
    // An offensive rebound keeps the ball: the next play is that side's (a foul is the defence's).
    if (afterOffensiveRebound && p.kind !== "period-end" && p.kind !== "timeout") {
      const attacking = p.kind === "foul" ? (p.side === "home" ? "away" : "home") : p.side;
      must(attacking === afterOffensiveRebound, `${where}: ball kept after an offensive rebound`);
      afterOffensiveRebound = null;
    }
    // A player with five fouls takes no further part.
    if ("player" in p) must((playerFouls[s]!.get(p.player) ?? 0) < 5, `${where}: fouled-out player`);
    if (p.kind === "period-end") {
      must(p.clock === 0, `${where}: ends at 0:00`);
      open = false;
      afterOffensiveRebound = null;
    } else if (p.kind === "shot" || p.kind === "free-throw") {
      const points = p.made ? (p.kind === "shot" ? p.value : 1) : 0;
      totals[s]! += points;
      parts[period - 1]![s]! += points;
      if (p.kind === "shot" && p.assist !== null)
        must(p.made && p.assist !== p.player, `${where}: assists on made shots by a team-mate`);
    } else if (p.kind === "foul") {
      teamFouls[s]! += 1;
      playerFouls[s]!.set(p.player, (playerFouls[s]!.get(p.player) ?? 0) + 1);
      const awarded = p.shooting
        ? [1, 2, 3].includes(p.freeThrows)
        : p.freeThrows === (teamFouls[s]! >= 5 ? 2 : 0);
      must(awarded, `${where}: ${p.freeThrows} free throws on team foul ${teamFouls[s]}`);
      pendingFreeThrows = p.freeThrows;
    } else if (p.kind === "rebound" && p.offensive) {
      afterOffensiveRebound = p.side;
      const before = plays[i - 1]?.kind;
      must(before === "shot" || before === "free-throw", `${where}: rebound of a miss`);
    } else if (p.kind === "timeout") {
      timeouts[s]! += 1;
      must(timeouts[s]! <= (period <= 2 ? 2 : period <= 4 ? 3 : 1), `${where}: timeouts left`);
    }
  }
  expect(open).toBe(false);
  expect(period).toBeGreaterThanOrEqual(4);
  // No draws.
  expect(totals[0]).not.toBe(totals[1]);

  const row = scoreFromPlays(plays);
  expect([row.homeScore, row.awayScore]).toEqual(totals);
  const keys = parts.map((_, n) => (n < 4 ? `q${n + 1}` : `ot${n - 3}`));
  expect(Object.keys(row.scores)).toEqual(keys);
  expect(Object.values(row.scores)).toEqual(parts);
  expect(parts.reduce((sum, part) => sum + part[0]! + part[1]!, 0)).toBe(totals[0]! + totals[1]!);

  const box = boxScoreOf(plays, [10, 10]);
  for (const [s, team] of [box.home, box.away].entries()) {
    expect(team.players.reduce((sum, line) => sum + line.points, 0)).toBe(totals[s]);
    expect(team.totals.points).toBe(totals[s]);
    for (const line of team.players) {
      expect(line.points).toBe(2 * (line.fgm - line.tpm) + 3 * line.tpm + line.ftm);
      expect(line.ftm).toBeLessThanOrEqual(line.fta);
      expect(line.fgm).toBeLessThanOrEqual(line.fga);
      expect(line.tpm).toBeLessThanOrEqual(line.tpa);
      expect(line.tpa).toBeLessThanOrEqual(line.fga);
      expect(line.fouls).toBeLessThanOrEqual(5);
    }
  }
}

describe("basketball simulator, property checks", () => {
  it("every simulated game keeps its periods, clock, fouls, free throws and scores consistent", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(nba, fiba),
        fc.integer({ min: 20, max: 90 }),
        fc.integer({ min: 20, max: 90 }),
        (seed, format, home, away) => {
          checkGame(format, play(format, seed, [home, away]).plays);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("basketball simulator, realism over many games", () => {
  const season = (format: BasketballFormat) => {
    const scores: number[] = [];
    let threes = 0;
    let attempts = 0;
    let ftm = 0;
    let fta = 0;
    let overtimes = 0;
    let bigRuns = 0;
    for (let seed = 1; seed <= 800; seed++) {
      const { plays } = play(format, seed);
      const row = scoreFromPlays(plays);
      scores.push(row.homeScore, row.awayScore);
      if ("ot1" in row.scores) overtimes += 1;
      let runSide = "";
      let run = 0;
      let best = 0;
      for (const p of plays) {
        if (p.kind === "shot") {
          attempts += 1;
          threes += p.value === 3 ? 1 : 0;
        }
        if (p.kind === "free-throw") {
          fta += 1;
          ftm += p.made ? 1 : 0;
        }
        const points = p.kind === "shot" && p.made ? p.value : p.kind === "free-throw" && p.made ? 1 : 0;
        if (points === 0) continue;
        run = p.side === runSide ? run + points : points;
        runSide = p.side;
        best = Math.max(best, run);
      }
      if (best >= 10) bigRuns += 1;
    }
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const inRange = scores.filter((s) => s >= 85 && s <= 125).length / scores.length;
    return { mean, inRange, threeShare: threes / attempts, ftPct: ftm / fta, overtimes, bigRuns };
  };

  it("scores like a 48-minute professional game: about 105 a side, 35–40 % of shots from three", () => {
    const s = season(nba);
    expect(s.mean).toBeGreaterThan(98);
    expect(s.mean).toBeLessThan(112);
    expect(s.inRange).toBeGreaterThan(0.75);
    expect(s.threeShare).toBeGreaterThan(0.35);
    expect(s.threeShare).toBeLessThan(0.4);
    expect(s.ftPct).toBeGreaterThan(0.72);
    expect(s.ftPct).toBeLessThan(0.78);
    // Level games go to overtime now and then; 10–0 runs happen in most games.
    expect(s.overtimes).toBeGreaterThan(5);
    expect(s.overtimes).toBeLessThan(80);
    expect(s.bigRuns).toBeGreaterThan(400);
  });

  it("scores less over four 10-minute quarters", () => {
    const s = season(fiba);
    expect(s.mean).toBeGreaterThan(80);
    expect(s.mean).toBeLessThan(95);
  });

  it("gives the stronger side the better of it", () => {
    let wins = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const { final } = play(nba, seed, [80, 30]);
      const [h, a] = final.parts.reduce(([x, y], [p, q]) => [x + p, y + q], [0, 0]);
      if (h > a) wins += 1;
    }
    expect(wins).toBeGreaterThan(260);
  });
});
