/**
 * A possession-level game simulator. `step` takes the game one possession (or break, or timeout)
 * further and returns its plays; the live simulator calls it every few seconds, the seeder runs it
 * to the end. The state is plain JSON so the live layer can store it between steps.
 */
import type { Play } from "./plays.ts";
import {
  afterPeriod,
  type BasketballFormat,
  BONUS_FROM_FOUL,
  FOUL_OUT,
  other,
  type PeriodParts,
  periodSeconds,
  type Random,
  REGULATION_PERIODS,
  resetsTeamFouls,
  SHOT_CLOCK,
  SHOT_CLOCK_RESET,
  type Side,
  sideIndex,
  timeoutsAtStartOf,
} from "./rules.ts";

export type GamePhase = "pre" | "live" | "break" | "final";

export type GameState = {
  format: BasketballFormat;
  phase: GamePhase;
  /** Period in play, or the one just ended during a break (0 before the tip). */
  period: number;
  /** Seconds left in the period. */
  clock: number;
  possession: Side;
  /** Shot clock the coming possession starts with: 24, or 14 after an offensive rebound or a foul. */
  shotClock: number;
  parts: PeriodParts;
  teamFouls: [number, number];
  playerFouls: [number[], number[]];
  timeouts: [number, number];
  /** Points scored unanswered by one side; a timeout is called against a run once. */
  run: { side: Side | null; points: number; timeoutCalled: boolean };
  /** Who won the opening tip; quarters 2 and 3 start with the other side, the 4th with it again. */
  tip: Side;
  /** 0–100 per side; tilts shooting a little. */
  strength: [number, number];
};

export function newGame(
  format: BasketballFormat,
  options: { rosterSizes?: [number, number]; strength?: [number, number] } = {},
): GameState {
  const [h, a] = options.rosterSizes ?? [10, 10];
  if (h < 5 || a < 5) throw new Error("roster-too-small");
  return {
    format,
    phase: "pre",
    period: 0,
    clock: periodSeconds(format, 1),
    possession: "home",
    shotClock: SHOT_CLOCK,
    parts: [],
    teamFouls: [0, 0],
    playerFouls: [Array(h).fill(0), Array(a).fill(0)],
    timeouts: [0, 0],
    run: { side: null, points: 0, timeoutCalled: false },
    tip: "home",
    strength: options.strength ?? [50, 50],
  };
}

const clone = (s: GameState): GameState => ({
  ...s,
  parts: s.parts.map((p) => [p[0], p[1]]),
  teamFouls: [s.teamFouls[0], s.teamFouls[1]],
  playerFouls: [[...s.playerFouls[0]], [...s.playerFouls[1]]],
  timeouts: [s.timeouts[0], s.timeouts[1]],
  run: { ...s.run },
  strength: [s.strength[0], s.strength[1]],
});

/** Starters take most shots; guards (0, 1) pass, bigs (3, 4) rebound. */
const USAGE = [5, 4.5, 4, 3.5, 3, 2, 1.6, 1.2, 1, 0.8];
const REBOUNDING = [1.5, 2, 3, 4.5, 5, 1.2, 1.2, 1, 1, 0.8];
const PASSING = [5, 3, 2, 1.5, 1, 1.5, 1, 0.8, 0.6, 0.5];

/** A player of `side` drawn by weight among those not fouled out. */
function pick(state: GameState, side: Side, weights: number[], random: Random, except = -1): number {
  const fouls = state.playerFouls[sideIndex(side)];
  const eligible = fouls.map((f, i) => (f < FOUL_OUT && i !== except ? (weights[i] ?? 0.5) : 0));
  let r = random() * eligible.reduce((sum, w) => sum + w, 0);
  for (let i = 0; i < eligible.length; i++) {
    r -= eligible[i] ?? 0;
    if (r < 0 && (eligible[i] ?? 0) > 0) return i;
  }
  return eligible.findLastIndex((w) => w > 0);
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** One step: the tip or a period's start, a period's end, a timeout, or one possession. */
export function step(previous: GameState, random: Random): { state: GameState; plays: Play[] } {
  if (previous.phase === "final") throw new Error("game-over");
  const state = clone(previous);
  const plays: Play[] = [];
  const at = (side: Side) => ({ period: state.period, clock: state.clock, side });

  if (state.phase === "pre" || state.phase === "break") {
    state.period += 1;
    const period = state.period;
    state.phase = "live";
    state.clock = periodSeconds(state.format, period);
    state.shotClock = SHOT_CLOCK;
    state.parts.push([0, 0]);
    if (period === 1 || period > REGULATION_PERIODS) {
      // A jump ball opens the game and every overtime.
      state.possession = random() < 0.5 ? "home" : "away";
      if (period === 1) state.tip = state.possession;
    } else state.possession = period === 4 ? state.tip : other(state.tip);
    if (resetsTeamFouls(period)) state.teamFouls = [0, 0];
    const timeouts = timeoutsAtStartOf(period);
    if (timeouts !== null) state.timeouts = [timeouts, timeouts];
    plays.push({ ...at(state.possession), kind: "period-start" });
    return { state, plays };
  }

  if (state.clock <= 0) {
    plays.push({ ...at(state.possession), kind: "period-end" });
    state.phase = afterPeriod(state.parts, state.period) === "final" ? "final" : "break";
    return { state, plays };
  }

  const offence = state.possession;
  const o = sideIndex(offence);
  const defence = other(offence);
  const d = sideIndex(defence);
  const { run } = state;
  // A coach stops an opponent's 8–0 run once, and now and then calls a play out of a timeout.
  const againstRun = run.side === defence && run.points >= 8 && !run.timeoutCalled;
  if ((state.timeouts[o] ?? 0) > 0 && (againstRun || random() < 0.012)) {
    state.timeouts[o] -= 1;
    if (againstRun) run.timeoutCalled = true;
    plays.push({ ...at(offence), kind: "timeout" });
    return { state, plays };
  }

  // The possession's length: most of a fresh shot clock, less of a reset one.
  const length =
    state.shotClock === SHOT_CLOCK
      ? 8 + Math.floor(((random() + random()) / 2) ** 1.4 * 17)
      : between(random, 3, state.shotClock);
  state.clock = Math.max(0, state.clock - length);
  state.shotClock = SHOT_CLOCK;

  const score = (side: Side, points: number) => {
    const i = sideIndex(side);
    const part = state.parts[state.period - 1];
    if (part) part[i] += points;
    if (run.side === side) run.points += points;
    else Object.assign(run, { side, points, timeoutCalled: false });
  };
  const keep = () => {
    state.shotClock = SHOT_CLOCK_RESET;
  };
  const turnOver = () => {
    state.possession = defence;
  };
  const rebound = (offensiveChance: number) => {
    if (random() < offensiveChance) {
      plays.push({
        ...at(offence),
        kind: "rebound",
        offensive: true,
        player: pick(state, offence, REBOUNDING, random),
      });
      keep();
    } else {
      plays.push({
        ...at(defence),
        kind: "rebound",
        offensive: false,
        player: pick(state, defence, REBOUNDING, random),
      });
      turnOver();
    }
  };
  const foul = (shooting: boolean, freeThrows: number) => {
    const player = pick(state, defence, USAGE, random);
    state.teamFouls[d] += 1;
    state.playerFouls[d][player] = (state.playerFouls[d][player] ?? 0) + 1;
    plays.push({ ...at(defence), kind: "foul", player, shooting, freeThrows });
  };
  const freeThrows = (shooter: number, count: number) => {
    let made = false;
    for (let i = 0; i < count; i++) {
      made = random() < 0.76 - shooter * 0.006;
      plays.push({ ...at(offence), kind: "free-throw", made, player: shooter });
      if (made) score(offence, 1);
    }
    if (made) turnOver();
    else rebound(0.14);
  };

  // Stronger sides and sides on a run shoot a little better; home a little better still.
  const edge =
    (state.strength[o] - state.strength[d]) * 0.0008 +
    (offence === "home" ? 0.008 : 0) +
    (run.side === offence && run.points >= 6 ? 0.025 : 0);
  const r = random();
  if (r < 0.13) {
    plays.push({ ...at(offence), kind: "turnover", player: pick(state, offence, USAGE, random) });
    turnOver();
  } else if (r < 0.21) {
    // A foul away from the shot: free throws only in the bonus, else the ball is inbounded again.
    const shooter = pick(state, offence, USAGE, random);
    const bonus = state.teamFouls[d] + 1 >= BONUS_FROM_FOUL;
    foul(false, bonus ? 2 : 0);
    if (bonus) freeThrows(shooter, 2);
    else keep();
  } else {
    const value = random() < 0.365 ? 3 : 2;
    const shooter = pick(state, offence, USAGE, random);
    const fouled = random() < (value === 3 ? 0.02 : 0.15);
    const chance = (value === 3 ? 0.358 : 0.535) + edge - (fouled ? 0.2 : 0);
    const made = random() < chance;
    // A missed shot on a foul is not an attempt: only the free throws follow.
    if (made || !fouled) {
      const passer = made && random() < 0.6 ? pick(state, offence, PASSING, random, shooter) : -1;
      plays.push({
        ...at(offence),
        kind: "shot",
        value,
        made,
        player: shooter,
        assist: passer >= 0 ? passer : null,
      });
    }
    if (made) score(offence, value);
    if (fouled) {
      foul(true, made ? 1 : value);
      freeThrows(shooter, made ? 1 : value);
    } else if (made) turnOver();
    else rebound(0.27);
  }
  return { state, plays };
}

/** Plays a whole game; returns the final state and every play in order. */
export function simulateGame(
  format: BasketballFormat,
  random: Random,
  options: { rosterSizes?: [number, number]; strength?: [number, number] } = {},
): { final: GameState; plays: Play[] } {
  let state = newGame(format, options);
  const plays: Play[] = [];
  while (state.phase !== "final") {
    const next = step(state, random);
    state = next.state;
    plays.push(...next.plays);
  }
  return { final: state, plays };
}
