import { createReferee, type Referee, record, shootoutDecided } from "../sports/laws.ts";
import type { LiveEventInput } from "./input.ts";

/** The seeded generator the simulator draws from (same shape as the demo world's). */
export type Draw = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

type Side = 0 | 1;
type Played = "1H" | "2H" | "ET1" | "ET2";
/** Half-time, the break before extra time, and extra time's half-time. */
export type Pause = "HT" | "ETB" | "ETHT";

/** What the simulator remembers about one match between minutes. */
export type SimState = {
  matchId: number;
  teams: [number, number];
  /** Expected goals over a match for each side: about 2.7 between equals. */
  rates: [number, number];
  /** Players on the pitch; the first named is the goalkeeper. */
  squads: [string[], string[]];
  /** Substitutes who have not come on yet. */
  benches: [string[], string[]];
  phase: Played | Pause | "PEN" | "over";
  /** A tie must have a winner: extra time, then kicks from the penalty mark. */
  knockout: boolean;
  /** The score as the ingest last answered it (VAR may take goals back). */
  score: [number, number];
  /** The kicks so far, once a shoot-out starts. */
  shootout: Referee | null;
  /** The last minute played in the current period (its length and beyond count as stoppage). */
  minute: number;
  /** Stoppage time announced for the current half. */
  added: number;
  breakLeft: number;
  subsLeft: [number, number];
  /** Stoppages in play a side may still use for substitutions (half-time does not count). */
  windowsLeft: [number, number];
  booked: [Set<string>, Set<string>];
  /** Goals waiting on a VAR review: minute of the verdict and the goal's timeline id. */
  reviews: Array<{ at: number; eventId: number }>;
};

/** One thing the simulator will submit; a VAR overturn names the goal by its timeline id. */
export type SimAction = LiveEventInput & { scoring?: boolean };

const minutesPlayed = 95;
const periodOf: Record<Played, { start: number; length: number }> = {
  "1H": { start: 0, length: 45 },
  "2H": { start: 45, length: 45 },
  ET1: { start: 90, length: 15 },
  ET2: { start: 105, length: 15 },
};
const after: Record<Pause, Played> = { HT: "2H", ETB: "ET1", ETHT: "ET2" };
/** How long each break lasts, in minutes. */
export const breakMinutes: Record<Pause, number> = { HT: 15, ETB: 5, ETHT: 1 };

export function rateFor(strengths: [number, number]): [number, number] {
  const [home, away] = strengths.map((s) => Math.max(10, s)) as [number, number];
  return [Math.min(3.4, 1.5 * (home / away) ** 0.8), Math.min(3.2, 1.2 * (away / home) ** 0.8)];
}

const clock = (phase: Played, played: number) => {
  const { start, length } = periodOf[phase];
  const minute = start + played;
  const end = start + length;
  return minute > end ? { minute: end, stoppage: minute - end } : { minute, stoppage: undefined };
};

export const isPause = (phase: SimState["phase"]): phase is Pause => phase in after;

/** The last period marker of a match's live log: a period starting or ending, and when. */
export type PeriodMarker = { type: "period-start" | "period-end"; period: string | null; at: Date };

type LiveRow = {
  period: string | null;
  minute: number | null;
  stoppage: number | null;
  periodStartedAt: Date | null;
};

/**
 * Where a live match stands for a simulator taking it up at `at`. After the whistle that sends a tie
 * to extra time (or to penalties) the row still says 2H (or ET2): only the log's last period marker
 * tells the break from the half. Periods and breaks count from when they began, so a restart neither
 * replays nor skips time. `added` caps a period's stoppage.
 */
export function resumeAt(
  row: LiveRow,
  marker: PeriodMarker | null,
  at: Date,
  added: number,
): Pick<SimState, "phase" | "minute" | "breakLeft"> {
  const since = (from: Date | null) => (from ? (at.getTime() - from.getTime()) / 60_000 : 0);
  const ended = marker?.type === "period-end" && marker.period === row.period;
  const phase = (
    ended && row.period === "2H" ? "ETB" : ended && row.period === "ET2" ? "PEN" : row.period
  ) as SimState["phase"];
  if (isPause(phase)) {
    // The break began with the whistle that ended the period before it.
    const began = marker?.type === "period-end" ? marker.at : null;
    return { phase, minute: 0, breakLeft: Math.max(1, Math.ceil(breakMinutes[phase] - since(began))) };
  }
  if (phase === "PEN" || phase === "over") return { phase, minute: 0, breakLeft: 0 };
  const { start, length } = periodOf[phase];
  const shown = (row.minute ?? 0) - start + (row.stoppage ?? 0);
  return {
    phase,
    minute: Math.min(length + added, Math.max(shown, Math.floor(since(row.periodStartedAt)))),
    breakLeft: 0,
  };
}

/** Plays one minute of a match and says what happened in it, in order. */
export function playMinute(state: SimState, draw: Draw): SimAction[] {
  if (state.phase === "over") return [];
  if (state.phase === "PEN") return kickRound(state, draw);
  if (isPause(state.phase)) {
    state.breakLeft -= 1;
    if (state.breakLeft > 0) return [];
    const phase = after[state.phase];
    state.phase = phase;
    state.minute = 0;
    state.added = phase === "2H" ? draw.int(2, 7) : draw.int(0, 2);
    if (phase === "ET1") {
      // Extra time brings one more substitution, in one more window.
      for (const side of [0, 1] as const) {
        state.subsLeft[side] += 1;
        state.windowsLeft[side] += 1;
      }
    }
    const at = { period: phase, minute: periodOf[phase].start };
    const changes = ([0, 1] as const).flatMap((side) =>
      phase !== "ET2" && draw.chance(0.2) ? substitutions(state, side, draw, 1, at, true) : [],
    );
    return [{ type: "period-start", ...at }, ...changes];
  }
  const phase = state.phase;
  const { start, length } = periodOf[phase];
  if (state.minute >= length + state.added) return endPeriod(state, phase, start + length);
  state.minute += 1;
  const at = { period: phase, ...clock(phase, state.minute) };
  const actions: SimAction[] = [];
  for (const side of [0, 1] as const) {
    const team = state.teams[side];
    if (draw.chance(state.rates[side] / minutesPlayed)) {
      const roll = draw.next();
      const type = roll < 0.1 ? "penalty-goal" : roll < 0.14 ? "own-goal" : "goal";
      const scorer = outfielder(state, type === "own-goal" ? other(side) : side, draw);
      actions.push({ type, teamId: team, playerName: scorer, ...at, scoring: true });
    }
    if (draw.chance(0.25 / minutesPlayed))
      actions.push({
        type: "missed-penalty",
        teamId: team,
        playerName: outfielder(state, side, draw),
        ...at,
      });
    // A side is never reduced below seven players: the match would be abandoned.
    const canLose = state.squads[side].length > 7;
    if (draw.chance(1.8 / minutesPlayed)) {
      const name = anyone(state, side, draw);
      if (name === undefined) actions.push({ type: "yellow-card", teamId: team, ...at });
      else if (!state.booked[side].has(name)) {
        state.booked[side].add(name);
        actions.push({ type: "yellow-card", teamId: team, playerName: name, ...at });
      } else if (canLose) {
        sendOff(state, side, name);
        actions.push({ type: "second-yellow", teamId: team, playerName: name, ...at });
      }
    }
    if (canLose && draw.chance(0.06 / minutesPlayed)) {
      const name = draw.pick(state.squads[side]);
      sendOff(state, side, name);
      actions.push({ type: "red-card", teamId: team, playerName: name, ...at });
    }
    const window =
      phase === "2H" ? state.minute > 10 && draw.chance(0.07) : phase !== "1H" && draw.chance(0.03);
    if (window) {
      actions.push(...substitutions(state, side, draw, draw.int(1, 2), at));
    }
  }
  return actions;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** The end of a period, and what follows it: a break, extra time, a shoot-out or the final whistle. */
function endPeriod(state: SimState, phase: Played, minute: number): SimAction[] {
  const level = state.score[0] === state.score[1];
  if (phase === "1H" || phase === "ET1") {
    state.phase = phase === "1H" ? "HT" : "ETHT";
    state.breakLeft = breakMinutes[state.phase];
  } else if (state.knockout && level && phase === "2H") {
    state.phase = "ETB";
    state.breakLeft = breakMinutes.ETB;
    return [{ type: "period-end", period: phase, minute, next: "ET" }];
  } else if (state.knockout && level && phase === "ET2") {
    state.phase = "PEN";
    state.shootout = createReferee();
    return [
      { type: "period-end", period: phase, minute, next: "PEN" },
      { type: "period-start", period: "PEN", minute },
    ];
  } else state.phase = "over";
  return [{ type: "period-end", period: phase, minute }];
}

/** A round of the shoot-out each minute: a kick for each side in turn, until one cannot be caught. */
function kickRound(state: SimState, draw: Draw): SimAction[] {
  state.shootout ??= createReferee();
  const referee = state.shootout;
  const actions: SimAction[] = [];
  for (let n = 0; n < 2 && !shootoutDecided(referee); n += 1) {
    const { kicks } = referee.shootout;
    const side: Side =
      kicks.length === 0 ? (draw.chance(0.5) ? 0 : 1) : kicks.length % 2 === 0 ? kicks[0]! : other(kicks[0]!);
    const squad = state.squads[side];
    const taken = kicks.filter((kick) => kick === side).length;
    // Forwards, named last, step up first.
    const playerName = squad.length > 0 ? squad[squad.length - 1 - (taken % squad.length)] : undefined;
    const type = draw.chance(0.76) ? "shootout-goal" : "shootout-miss";
    record(referee, { type, period: "PEN", minute: 120, side });
    actions.push({ type, period: "PEN", minute: 120, teamId: state.teams[side], playerName });
  }
  if (shootoutDecided(referee)) {
    state.phase = "over";
    actions.push({ type: "period-end", period: "PEN", minute: 120 });
  }
  return actions;
}

/** Anyone on the pitch; nobody when the club's squad is unknown. */
const anyone = (state: SimState, side: Side, draw: Draw): string | undefined =>
  state.squads[side].length > 0 ? draw.pick(state.squads[side]) : undefined;

/** Anyone on the pitch but the goalkeeper, while there is anyone else. */
function outfielder(state: SimState, side: Side, draw: Draw): string | undefined {
  const squad = state.squads[side];
  return squad.length > 1 ? draw.pick(squad.slice(1)) : squad[0];
}

function sendOff(state: SimState, side: Side, name: string) {
  state.squads[side] = state.squads[side].filter((player) => player !== name);
}

/** One window: up to `wanted` outfield players make way for substitutes, within the limits left. */
function substitutions(
  state: SimState,
  side: Side,
  draw: Draw,
  wanted: number,
  at: Pick<SimAction, "period" | "minute" | "stoppage">,
  atBreak = false,
): SimAction[] {
  const bench = state.benches[side];
  const squad = state.squads[side];
  const count = Math.min(wanted, state.subsLeft[side], bench.length, squad.length - 1);
  if (count <= 0 || (!atBreak && state.windowsLeft[side] <= 0)) return [];
  state.subsLeft[side] -= count;
  if (!atBreak) state.windowsLeft[side] -= 1;
  const slots = Array.from({ length: squad.length - 1 }, (_, i) => i + 1);
  return Array.from({ length: count }, () => {
    const slot = slots.splice(draw.int(0, slots.length - 1), 1)[0]!;
    const off = squad[slot]!;
    const coming = bench.splice(draw.int(0, bench.length - 1), 1)[0]!;
    squad[slot] = coming;
    return {
      type: "substitution" as const,
      teamId: state.teams[side],
      playerName: off,
      secondaryPlayerName: coming,
      ...at,
    };
  });
}

/** After a goal is in: now and then VAR looks again and rules it out a minute or two later. */
export function maybeReview(state: SimState, draw: Draw, eventId: number) {
  if (draw.chance(0.05)) state.reviews.push({ at: state.minute + draw.int(1, 2), eventId });
}

/** VAR verdicts due this minute, as corrections. */
export function dueReviews(state: SimState): SimAction[] {
  if (!(state.phase in periodOf)) return [];
  const phase = state.phase as Played;
  const due = state.reviews.filter((review) => review.at <= state.minute);
  state.reviews = state.reviews.filter((review) => review.at > state.minute);
  const at = { period: phase, ...clock(phase, state.minute) };
  return due.map((review) => ({
    type: "correction" as const,
    cancelsEventId: review.eventId,
    reason: "VAR: goal disallowed",
    review: true,
    ...at,
  }));
}
