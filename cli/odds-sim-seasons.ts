// The demo simulator's own matches as backtest seasons: the live feed's minute-by-minute play
// (server/live/sim-script.ts) between clubs of the demo's strengths, so the in-play prices can be
// checked against the matches the demo actually shows.
import { playMinute, rateFor, type SimState } from "../server/live/sim-script.ts";
import type { BacktestGoal, BacktestMatch, BacktestSeason } from "../server/odds/backtest/run.ts";
import { createRandom, type Random } from "../server/platform/random.ts";

const SCORING = new Set(["goal", "penalty-goal", "own-goal"]);
const WEEK = 7 * 86_400_000;

/** A league match played to full time by the simulator; goals are credited as the ingest would. */
function playMatch(random: Random, strengths: [number, number], at: Date): BacktestMatch {
  const squad = (side: string) => Array.from({ length: 20 }, (_, i) => `${side} ${i + 1}`);
  const [home, away] = [squad("Home"), squad("Away")];
  const state: SimState = {
    matchId: 0,
    teams: [1, 2],
    rates: rateFor(strengths),
    squads: [home.slice(0, 11), away.slice(0, 11)],
    benches: [home.slice(11), away.slice(11)],
    phase: "1H",
    knockout: false,
    score: [0, 0],
    shootout: null,
    minute: 0,
    added: random.int(1, 5),
    breakLeft: 15,
    subsLeft: [5, 5],
    windowsLeft: [3, 3],
    booked: [new Set(), new Set()],
    reviews: [],
  };
  const goals: BacktestGoal[] = [];
  while (state.phase !== "over") {
    for (const action of playMinute(state, random)) {
      if (!SCORING.has(action.type)) continue;
      const side = action.teamId === 1 ? "home" : "away";
      goals.push({ side, minute: action.minute, stoppage: action.stoppage ?? 0 });
      state.score[side === "home" ? 0 : 1] += 1;
    }
  }
  const count = (side: string, upTo = Number.POSITIVE_INFINITY) =>
    goals.filter((g) => g.side === side && g.minute <= upTo).length;
  return {
    home: "",
    away: "",
    at,
    ft: [count("home"), count("away")],
    ht: [count("home", 45), count("away", 45)],
    goals,
  };
}

/**
 * `leagues` leagues of `clubs` clubs (strengths 45–90, as the demo draws them), each
 * playing `seasons` double round robins, a round a week. Seeded: the same every run.
 */
export function simulatedSeasons(options: {
  seed: number;
  leagues: number;
  clubs: number;
  seasons: number;
}): BacktestSeason[] {
  const random = createRandom(options.seed);
  const out: BacktestSeason[] = [];
  for (let league = 0; league < options.leagues; league += 1) {
    const strengths = Array.from({ length: options.clubs }, () => random.int(45, 90));
    let round = 0;
    for (let season = 0; season < options.seasons; season += 1) {
      const matches: BacktestMatch[] = [];
      for (const pairs of doubleRoundRobin(options.clubs)) {
        const at = new Date(Date.UTC(2020, 7, 1) + round * WEEK);
        round += 1;
        for (const [home, away] of pairs) {
          const match = playMatch(random, [strengths[home]!, strengths[away]!], at);
          matches.push({ ...match, home: `club ${home}`, away: `club ${away}` });
        }
      }
      out.push({ code: `sim.${league + 1}`, season: String(season + 1), neutral: false, matches });
    }
  }
  return out;
}

/** Circle method: every club meets every other at home and away. */
function doubleRoundRobin(count: number): Array<Array<[number, number]>> {
  const ids = Array.from({ length: count }, (_, i) => i);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < count - 1; r += 1) {
    rounds.push(
      Array.from({ length: count / 2 }, (_, i): [number, number] => {
        const a = ids[i]!;
        const b = ids[count - 1 - i]!;
        return r % 2 === 0 ? [a, b] : [b, a];
      }),
    );
    ids.splice(1, 0, ids.pop()!);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]): [number, number] => [b, a]))];
}
