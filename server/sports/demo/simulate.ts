import type { Random } from "../../platform/random.ts";
import { createReferee, record, shootoutDecided } from "../laws.ts";
import type { MatchEventType, MatchPeriod, PeriodScores } from "../schema.ts";

export type Side = "home" | "away";

export type SimEvent = {
  type: MatchEventType;
  period: MatchPeriod;
  minute: number;
  stoppage: number | null;
  /** The team of the event; for a goal of any kind the team credited with it. */
  side: Side;
  /** The player acting: for an own goal, the scorer from the other side; for a substitution, going off. */
  playerName: string;
  /** Coming on, for a substitution. */
  secondary?: string;
  score?: string;
};

export type SimMatch = {
  events: SimEvent[];
  home: number;
  away: number;
  scores: PeriodScores;
  period: MatchPeriod;
  winner: Side | null;
};

/** Where a live match stands, from minutes since kickoff (a 3-minute first-half stoppage, 15-minute break). */
export type Clock = {
  period: MatchPeriod;
  minute: number;
  stoppage: number | null;
  periodStartOffset: number;
};

export function clockAt(elapsed: number): Clock {
  if (elapsed < 48) {
    const minute = Math.max(1, Math.ceil(elapsed));
    return minute > 45
      ? { period: "1H", minute: 45, stoppage: minute - 45, periodStartOffset: 0 }
      : { period: "1H", minute, stoppage: null, periodStartOffset: 0 };
  }
  if (elapsed < 63) return { period: "HT", minute: 45, stoppage: null, periodStartOffset: 48 };
  const minute = 45 + Math.ceil(elapsed - 63);
  return minute > 90
    ? { period: "2H", minute: 90, stoppage: minute - 90, periodStartOffset: 63 }
    : { period: "2H", minute, stoppage: null, periodStartOffset: 63 };
}

const periodRank: Record<string, number> = { "1H": 0, HT: 1, "2H": 2, ET1: 3, ETHT: 4, ET2: 5, PEN: 6 };
type When = Pick<SimEvent, "period" | "minute" | "stoppage">;
const at = (e: When) => periodRank[e.period]! * 10_000 + e.minute * 100 + (e.stoppage ?? 0);

function timeIn(random: Random, period: MatchPeriod): When {
  const [from, to, end] =
    period === "1H"
      ? [1, 48, 45]
      : period === "2H"
        ? [46, 95, 90]
        : period === "ET1"
          ? [91, 106, 105]
          : [106, 121, 120];
  const raw = random.int(from, to);
  return raw > end ? { period, minute: end, stoppage: raw - end } : { period, minute: raw, stoppage: null };
}

/** Something that happens before anyone is named: a goal, a caution, a sending-off, a substitution window. */
type Moment = When & { side: Side } & (
    | { kind: "goal"; type: "goal" | "penalty-goal" | "own-goal" }
    | { kind: "caution" | "red" }
    | { kind: "window"; count: number }
  );

function goals(random: Random, side: Side, count: number, periods: MatchPeriod[]): Moment[] {
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const type = roll < 0.1 ? "penalty-goal" : roll < 0.14 ? "own-goal" : "goal";
    return { kind: "goal" as const, type, ...timeIn(random, random.pick(periods)), side };
  });
}

function discipline(random: Random, side: Side): Moment[] {
  const moments: Moment[] = Array.from({ length: random.poisson(1.7) }, () => ({
    kind: "caution" as const,
    ...timeIn(random, random.pick(["1H", "2H"])),
    side,
  }));
  if (random.chance(0.04)) moments.push({ kind: "red", ...timeIn(random, "2H"), side });
  return moments;
}

/** Up to five substitutions in two or three windows of the second half, maybe one more at half-time. */
function windows(random: Random, side: Side): Moment[] {
  const moments: Moment[] = [];
  let left = 5;
  if (random.chance(0.25)) {
    moments.push({ kind: "window", count: 1, period: "2H", minute: 45, stoppage: null, side });
    left -= 1;
  }
  const count = random.int(2, 3);
  const span = Math.floor(34 / count);
  for (let w = 0; w < count; w += 1) {
    const subs = Math.max(1, Math.min(random.int(1, 2), left - (count - w - 1)));
    left -= subs;
    const minute = 55 + w * span + random.int(0, span - 1);
    moments.push({ kind: "window", count: subs, period: "2H", minute, stoppage: null, side });
  }
  return moments;
}

/** Who scores: forwards most often, defenders rarely, never the goalkeeper (the first named). */
const scorerSlots = [1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 10];

type Team = { pitch: string[]; bench: string[]; booked: Set<string> };

/** Names everyone in time order, so nobody acts after leaving the pitch. */
function name(random: Random, moments: Moment[], teams: Record<Side, Team>): SimEvent[] {
  const events: SimEvent[] = [];
  for (const moment of moments) {
    const { kind, side, ...when } = moment;
    const team = teams[side];
    const time = { period: when.period, minute: when.minute, stoppage: when.stoppage };
    if (moment.kind === "goal") {
      const scorerTeam = moment.type === "own-goal" ? teams[side === "home" ? "away" : "home"] : team;
      const pitch = scorerTeam.pitch;
      const slots = moment.type === "own-goal" ? [1, 2, 3, 4] : scorerSlots;
      const open = slots.filter((slot) => slot < pitch.length);
      const playerName = pitch[open.length > 0 ? random.pick(open) : 0]!;
      events.push({ type: moment.type, ...time, side, playerName });
    } else if (moment.kind === "caution") {
      const playerName = random.pick(team.pitch);
      if (!team.booked.has(playerName)) {
        team.booked.add(playerName);
        events.push({ type: "yellow-card", ...time, side, playerName });
      } else if (team.pitch.length > 7) {
        team.pitch = team.pitch.filter((player) => player !== playerName);
        events.push({ type: "second-yellow", ...time, side, playerName });
      }
    } else if (moment.kind === "red" && team.pitch.length > 7) {
      const playerName = random.pick(team.pitch);
      team.pitch = team.pitch.filter((player) => player !== playerName);
      events.push({ type: "red-card", ...time, side, playerName });
    } else if (moment.kind === "window") {
      const slots = Array.from({ length: team.pitch.length - 1 }, (_, i) => i + 1);
      for (let n = 0; n < moment.count && slots.length > 0 && team.bench.length > 0; n += 1) {
        const slot = slots.splice(random.int(0, slots.length - 1), 1)[0]!;
        const secondary = team.bench.splice(random.int(0, team.bench.length - 1), 1)[0]!;
        events.push({ type: "substitution", ...time, side, playerName: team.pitch[slot]!, secondary });
        team.pitch[slot] = secondary;
      }
    }
  }
  return events;
}

/** Kicks from the penalty mark, alternating from a drawn side, until one side cannot be caught. */
function shootout(random: Random, teams: Record<Side, Team>): SimEvent[] {
  const first: Side = random.chance(0.5) ? "home" : "away";
  const second: Side = first === "home" ? "away" : "home";
  const referee = createReferee();
  const events: SimEvent[] = [];
  const taken = { home: 0, away: 0 };
  while (!shootoutDecided(referee)) {
    const side = events.length % 2 === 0 ? first : second;
    // Forwards (named last) step up first.
    const pitch = teams[side].pitch;
    const playerName = pitch[pitch.length - 1 - (taken[side] % pitch.length)]!;
    taken[side] += 1;
    const type = random.chance(0.76) ? "shootout-goal" : "shootout-miss";
    events.push({ type, period: "PEN", minute: 120, stoppage: null, side, playerName });
    record(referee, { type, period: "PEN", minute: 120, side: side === "home" ? 0 : 1 });
  }
  return events;
}

const isGoal = (type: MatchEventType) => type === "goal" || type === "penalty-goal" || type === "own-goal";

/**
 * A whole match from two strengths (0-100) and the two squads (the first
 * eleven start, the rest wait on the bench): goals, cards and substitutions in
 * order and within the laws, scores by period, and for a tie that must have a
 * winner, extra time and a shoot-out.
 */
export function simulateMatch(
  random: Random,
  strengths: [number, number],
  options: { decisive?: boolean; squads: [string[], string[]] },
): SimMatch {
  const [home, away] = strengths;
  const homeRate = Math.min(3.2, 1.45 * (home / away) ** 1.3);
  const awayRate = Math.min(3, 1.1 * (away / home) ** 1.3);
  const moments: Moment[] = [
    ...goals(random, "home", random.poisson(homeRate), ["1H", "2H", "2H"]),
    ...goals(random, "away", random.poisson(awayRate), ["1H", "2H", "2H"]),
  ];
  for (const side of ["home", "away"] as const)
    moments.push(...discipline(random, side), ...windows(random, side));
  const tally = (side: Side, upTo = "PEN") =>
    moments.filter((m) => m.kind === "goal" && m.side === side && periodRank[m.period]! <= periodRank[upTo]!)
      .length;
  const scores: PeriodScores = { ht: [tally("home", "1H"), tally("away", "1H")] };
  scores.ft = [tally("home"), tally("away")];
  let period: MatchPeriod = "FT";
  if (options.decisive && scores.ft[0] === scores.ft[1]) {
    period = "AET";
    moments.push(
      ...goals(random, "home", random.poisson(0.35), ["ET1", "ET2"]),
      ...goals(random, "away", random.poisson(0.3), ["ET1", "ET2"]),
    );
    for (const side of ["home", "away"] as const) {
      // Extra time allows one more substitution, in one more window.
      if (random.chance(0.6)) moments.push({ kind: "window", count: 1, ...timeIn(random, "ET1"), side });
    }
    scores.et = [tally("home"), tally("away")];
  }
  moments.sort((a, b) => at(a) - at(b));
  const squad = (players: string[]): Team => ({
    pitch: players.slice(0, 11),
    bench: players.slice(11),
    booked: new Set(),
  });
  const teams = { home: squad(options.squads[0]), away: squad(options.squads[1]) };
  const events = name(random, moments, teams);
  let h = 0;
  let a = 0;
  for (const event of events) {
    if (!isGoal(event.type)) continue;
    if (event.side === "home") h += 1;
    else a += 1;
    event.score = `${h}-${a}`;
  }
  let winner: Side | null = h === a ? null : h > a ? "home" : "away";
  if (period === "AET" && h === a) {
    period = "PEN";
    const kicks = shootout(random, teams);
    events.push(...kicks);
    const scored = (side: Side) => kicks.filter((k) => k.side === side && k.type === "shootout-goal").length;
    scores.p = [scored("home"), scored("away")];
    winner = scores.p[0] > scores.p[1] ? "home" : "away";
  }
  return { events, home: h, away: a, scores, period, winner: options.decisive ? winner : null };
}

/** The part of a simulated match played by a live clock, with its running score. */
export function cutAt(match: SimMatch, clock: Clock): SimMatch {
  const now = at({
    period: clock.period === "HT" ? "1H" : clock.period,
    minute: clock.period === "HT" ? 45 : clock.minute,
    stoppage: clock.period === "HT" ? 99 : clock.stoppage,
  });
  const events = match.events.filter((event) => at(event) <= now);
  const last = [...events].reverse().find((event) => event.score);
  const [home, away] = (last?.score ?? "0-0").split("-").map(Number) as [number, number];
  const firstHalf = events.filter((e) => e.period === "1H" && e.score);
  const scores: PeriodScores = {};
  if (clock.period !== "1H") {
    const lastFirst = firstHalf.at(-1)?.score ?? "0-0";
    scores.ht = lastFirst.split("-").map(Number) as [number, number];
  }
  return { events, home, away, scores, period: clock.period, winner: null };
}
