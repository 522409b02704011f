import type { MatchEventType } from "./schema.ts";

/**
 * The Laws of the Game a match timeline must obey, whoever writes it: the demo
 * seeder, the live simulator and the ingest (for every feed) share this module.
 * Pure: a referee is built from the line-ups, learns each event in order, and
 * judges the next one before it is recorded.
 */

export type Side = 0 | 1;
export type LawPeriod = "1H" | "2H" | "ET1" | "ET2" | "PEN";

export type LawEvent = {
  type: MatchEventType;
  period: LawPeriod;
  minute: number;
  stoppage?: number | null;
  /** The team the event belongs to; for a goal of any kind the team credited with it. */
  side?: Side;
  /** The player acting (for an own goal: the scorer, of the other side; for a substitution: going off). */
  player?: string | null;
  /** Coming on, for a substitution. */
  secondary?: string | null;
  /** Ruled out after VAR: it never happened. */
  cancelled?: boolean;
};

/**
 * Who starts and who waits on the bench, per side; a side without a line-up (null), and feeds
 * that send none, leave the referee to infer who plays from the timeline.
 */
export type Lineup = {
  starters: [string[] | null, string[] | null];
  bench: [string[] | null, string[] | null];
};

/** Names that do not belong on a team sheet: not law breaches but facts the line-ups contradict. */
export type SheetViolation =
  | { code: "player-not-in-team"; message: string }
  | { code: "unknown-player"; message: string };

export const lawCodes = [
  "second-yellow-without-yellow",
  "already-booked",
  "player-sent-off",
  "player-substituted-off",
  "player-not-on-pitch",
  "substitute-already-played",
  "substitute-not-on-bench",
  "substitution-limit",
  "substitution-windows",
  "shootout-not-started",
  "shootout-out-of-turn",
  "shootout-decided",
  "score-mismatch",
] as const;
export type LawCode = (typeof lawCodes)[number];
export type Violation = { code: LawCode; message: string };

type Bench = {
  /** Known only from a line-up. */
  onPitch: Set<string> | null;
  bench: Set<string> | null;
  /** Starters and substitutes named on the team sheet; known only from a line-up. */
  sheet: Set<string> | null;
  /** Everyone who has been on the pitch. */
  played: Set<string>;
  off: Set<string>;
  sentOff: Set<string>;
  booked: Set<string>;
  subs: number;
  windows: number;
  lastWindow: string | null;
};

export type Referee = {
  teams: [Bench, Bench];
  goals: [number, number];
  shootout: { kicks: Side[]; scored: [number, number] };
};

const scoring = new Set<MatchEventType>(["goal", "penalty-goal", "own-goal"]);
const kicks = new Set<MatchEventType>(["shootout-goal", "shootout-miss"]);
const normalSubs = 5;
const normalWindows = 3;

export function createReferee(lineup?: Lineup | null): Referee {
  const team = (side: Side): Bench => ({
    onPitch: lineup?.starters[side] ? new Set(lineup.starters[side]) : null,
    bench: lineup?.starters[side] ? new Set(lineup.bench[side]) : null,
    played: new Set(lineup?.starters[side]),
    sheet: lineup?.starters[side] ? new Set([...lineup.starters[side], ...(lineup.bench[side] ?? [])]) : null,
    off: new Set(),
    sentOff: new Set(),
    booked: new Set(),
    subs: 0,
    windows: 0,
    lastWindow: null,
  });
  return { teams: [team(0), team(1)], goals: [0, 0], shootout: { kicks: [], scored: [0, 0] } };
}

/** The side a named player belongs to: an own goal is scored by the other side's player. */
const playerSide = (event: LawEvent): Side | undefined =>
  event.side === undefined ? undefined : event.type === "own-goal" ? ((1 - event.side) as Side) : event.side;

/** Substitutions at half-time and before or at the break of extra time use no window. */
const atBreak = (event: LawEvent) =>
  !event.stoppage &&
  ((event.period === "2H" && event.minute === 45) ||
    (event.period === "ET1" && event.minute === 90) ||
    (event.period === "ET2" && event.minute === 105));
const windowOf = (event: LawEvent) => `${event.period}:${event.minute}:${event.stoppage ?? 0}`;
const inExtraTime = (event: LawEvent) => event.period === "ET1" || event.period === "ET2";

/** Whether the shoot-out is won: one side cannot be caught with the kicks left, or sudden death split them. */
export function shootoutDecided(referee: Referee): boolean {
  const { kicks: taken, scored } = referee.shootout;
  const count = (side: Side) => taken.filter((kick) => kick === side).length;
  const [home, away] = [count(0), count(1)];
  if (home < 5 || away < 5) {
    return scored[0] > scored[1] + (5 - away) || scored[1] > scored[0] + (5 - home);
  }
  return home === away && scored[0] !== scored[1];
}

/** The law the event would break, or null when it may happen. */
export function judge(referee: Referee, event: LawEvent): Violation | null {
  if (event.cancelled) return null;
  if (kicks.has(event.type) && event.side !== undefined) {
    const shootout = judgeKick(referee, event.side, event.period);
    if (shootout) return shootout;
  }
  const side = playerSide(event);
  if (side === undefined) return null;
  const team = referee.teams[side];
  if (event.type === "substitution") {
    const limit = normalSubs + (inExtraTime(event) ? 1 : 0);
    if (team.subs + 1 > limit) {
      return breach("substitution-limit", `A team may make at most ${limit} substitutions.`);
    }
    const windows = normalWindows + (inExtraTime(event) ? 1 : 0);
    if (!atBreak(event) && team.lastWindow !== windowOf(event) && team.windows + 1 > windows) {
      return breach("substitution-windows", `A team has at most ${windows} substitution windows.`);
    }
  }
  const name = event.player;
  if (name) {
    const who = judgePlayer(team, name);
    if (who) return who;
    if (event.type === "second-yellow" && !team.booked.has(name)) {
      return breach("second-yellow-without-yellow", `${name} has not been booked before.`);
    }
    if (event.type === "yellow-card" && team.booked.has(name)) {
      return breach("already-booked", `${name} is already booked; a second caution is a second-yellow.`);
    }
  }
  const coming = event.type === "substitution" ? event.secondary : null;
  if (coming) {
    if (team.played.has(coming) || coming === name) {
      return breach("substitute-already-played", `${coming} has already played in this match.`);
    }
    if (team.bench && !team.bench.has(coming)) {
      return breach("substitute-not-on-bench", `${coming} is not among the substitutes.`);
    }
  }
  return null;
}

/**
 * Whether the names an event gives belong to the team the event credits them to, as far as
 * the line-ups say: a player of the other team, or a name on neither sheet, is refused. A
 * side without a line-up accepts any name.
 */
export function sheetViolation(referee: Referee, event: LawEvent): SheetViolation | null {
  if (event.cancelled) return null;
  const side = playerSide(event);
  if (side === undefined) return null;
  const own = referee.teams[side].sheet;
  const other = referee.teams[(1 - side) as Side].sheet;
  for (const name of [event.player, event.type === "substitution" ? event.secondary : null]) {
    if (!name || !own || own.has(name)) continue;
    if (other?.has(name)) {
      return { code: "player-not-in-team", message: `${name} plays for the other team.` };
    }
    return { code: "unknown-player", message: `${name} is not in this team's line-up.` };
  }
  return null;
}

function judgePlayer(team: Bench, name: string): Violation | null {
  if (team.sentOff.has(name)) return breach("player-sent-off", `${name} has been sent off.`);
  if (team.off.has(name)) return breach("player-substituted-off", `${name} has been substituted off.`);
  if (team.onPitch && !team.onPitch.has(name)) {
    return breach("player-not-on-pitch", `${name} is not on the pitch.`);
  }
  return null;
}

function judgeKick(referee: Referee, side: Side, period: LawPeriod): Violation | null {
  if (period !== "PEN")
    return breach("shootout-not-started", "Kicks from the penalty mark need a shoot-out.");
  if (shootoutDecided(referee)) return breach("shootout-decided", "The shoot-out is already decided.");
  const { kicks: taken } = referee.shootout;
  const due = taken.length === 0 ? side : taken.length % 2 === 0 ? taken[0]! : ((1 - taken[0]!) as Side);
  if (side !== due)
    return breach("shootout-out-of-turn", "Kicks in a shoot-out alternate between the teams.");
  return null;
}

const breach = (code: LawCode, message: string): Violation => ({ code, message });

/** Learns an event, lawful or not (a feed's history is what it is). */
export function record(referee: Referee, event: LawEvent): void {
  if (event.cancelled || event.side === undefined) return;
  if (scoring.has(event.type)) referee.goals[event.side] += 1;
  if (kicks.has(event.type)) {
    referee.shootout.kicks.push(event.side);
    if (event.type === "shootout-goal") referee.shootout.scored[event.side] += 1;
  }
  const team = referee.teams[playerSide(event)!];
  const name = event.player;
  if (name) team.played.add(name);
  if (event.type === "substitution") {
    team.subs += 1;
    if (!atBreak(event) && team.lastWindow !== windowOf(event)) {
      team.windows += 1;
      team.lastWindow = windowOf(event);
    }
    if (name) {
      team.off.add(name);
      team.onPitch?.delete(name);
    }
    const coming = event.secondary;
    if (coming) {
      team.played.add(coming);
      team.bench?.delete(coming);
      team.onPitch?.add(coming);
    }
  }
  if (!name) return;
  if (event.type === "yellow-card" || event.type === "second-yellow") team.booked.add(name);
  if (event.type === "second-yellow" || event.type === "red-card") {
    team.sentOff.add(name);
    team.onPitch?.delete(name);
  }
}

/**
 * The first law a whole timeline breaks, with the index of the event, or
 * null. With `score`, the final score must equal the goals (VAR-cancelled ones
 * not counted) and a shoot-out's result its kicks.
 */
export function firstViolation(
  events: readonly LawEvent[],
  options: { lineup?: Lineup | null; score?: { goals: [number, number]; penalties?: [number, number] } } = {},
): (Violation & { index: number }) | null {
  const referee = createReferee(options.lineup);
  for (const [index, event] of events.entries()) {
    const violation = judge(referee, event);
    if (violation) return { ...violation, index };
    record(referee, event);
  }
  const { score } = options;
  if (!score) return null;
  const [home, away] = referee.goals;
  if (home !== score.goals[0] || away !== score.goals[1]) {
    return {
      ...breach("score-mismatch", `The score ${score.goals.join("-")} is not the goals' ${home}-${away}.`),
      index: events.length,
    };
  }
  const { kicks: taken, scored } = referee.shootout;
  const penalties = score.penalties;
  if (
    (penalties || taken.length > 0) &&
    (!penalties || penalties[0] !== scored[0] || penalties[1] !== scored[1] || !shootoutDecided(referee))
  ) {
    return {
      ...breach("score-mismatch", "The shoot-out result is not what its kicks say."),
      index: events.length,
    };
  }
  return null;
}
