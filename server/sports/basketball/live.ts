/**
 * Basketball in the live layer: the stored row (flat period scores) plus the live state (clock,
 * possession, fouls, timeouts) rebuilds the simulator's state, so any process can take the next
 * step. Also what the lists show: the period label and the time left as "m:ss".
 */
import type { MatchPlay } from "../schema.ts";
import type { Play } from "./plays.ts";
import {
  type BasketballFormat,
  type BasketballScores,
  partsFrom,
  periodSeconds,
  type Random,
  REGULATION_PERIODS,
  scoresOf,
  totalsOf,
  winnerOf,
} from "./rules.ts";
import { type GamePhase, type GameState, step } from "./simulate.ts";

/** The live state kept beside the row: everything of the game state but the format and the score. */
export type BasketballLive = Omit<GameState, "format" | "parts"> & { label: string; clockText: string };

const periodName = (period: number) =>
  period <= REGULATION_PERIODS ? `Q${period}` : `OT${period - REGULATION_PERIODS}`;

/** "Q1".."Q4", "OT1"… in play; "HT" after Q2, "End Q1", "End Q4", "End OT1" at the other breaks; "Final", "Final/OT". */
export function periodLabel(phase: GamePhase, period: number): string {
  if (phase === "pre") return "";
  if (phase === "live") return periodName(period);
  if (phase === "break") return period === 2 ? "HT" : `End ${periodName(period)}`;
  const overtimes = period - REGULATION_PERIODS;
  return overtimes <= 0 ? "Final" : overtimes === 1 ? "Final/OT" : `Final/${overtimes}OT`;
}

/** Seconds as the game clock reads them: "12:00", "7:05", "0:09". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Seconds left in `period` when its clock has run since `periodStartedAt` (never below zero). */
export function clockAt(format: BasketballFormat, period: number, periodStartedAt: Date, now: Date): number {
  const elapsed = Math.max(0, (now.getTime() - periodStartedAt.getTime()) / 1000);
  return Math.max(0, periodSeconds(format, period) - elapsed);
}

/** The start time that makes a running clock read `clock` at `now`, for `matches.periodStartedAt`. */
export function periodStartFor(format: BasketballFormat, period: number, clock: number, now: Date): Date {
  return new Date(now.getTime() - (periodSeconds(format, period) - clock) * 1000);
}

export function liveOf(state: GameState): BasketballLive {
  const { format: _format, parts: _parts, ...rest } = state;
  return { ...rest, label: periodLabel(state.phase, state.period), clockText: clockText(state.clock) };
}

export function stateFrom(
  format: BasketballFormat,
  scores: BasketballScores,
  live: BasketballLive,
): GameState {
  const { label: _label, clockText: _clockText, ...rest } = live;
  return {
    ...rest,
    format,
    parts: partsFrom(scores),
    teamFouls: [...live.teamFouls],
    playerFouls: [[...live.playerFouls[0]], [...live.playerFouls[1]]],
    timeouts: [...live.timeouts],
    run: { ...live.run },
    strength: [...live.strength],
  };
}

/** Takes one step on a stored match; returns the new row fields, the live state and the plays. */
export function applyStep(
  format: BasketballFormat,
  scores: BasketballScores,
  live: BasketballLive,
  random: Random,
): {
  homeScore: number;
  awayScore: number;
  scores: BasketballScores;
  status: "live" | "finished";
  winner: "home" | "away" | null;
  live: BasketballLive;
  plays: Play[];
} {
  const { state, plays } = step(stateFrom(format, scores, live), random);
  const [homeScore, awayScore] = totalsOf(state.parts);
  const finished = state.phase === "final";
  return {
    homeScore,
    awayScore,
    scores: scoresOf(state.parts),
    status: finished ? "finished" : "live",
    winner: finished ? winnerOf(state.parts) : null,
    live: liveOf(state),
    plays,
  };
}

/** The row's `play` for a live game: the label and clock clients show, and the state to carry on from. */
export function playOf(format: BasketballFormat, state: GameState): MatchPlay {
  return {
    label: periodLabel(state.phase, state.period),
    clockLeft: Math.round(state.clock),
    periodSeconds: periodSeconds(format, Math.max(1, state.period)),
    sim: liveOf(state),
  };
}
