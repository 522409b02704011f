import type { Random } from "../../platform/random.ts";
import type { MatchEventType, MatchPeriod, PeriodScores } from "../schema.ts";
import { shootoutKicks } from "./shootout.ts";

export type Side = "home" | "away";

export type SimEvent = {
  type: MatchEventType;
  period: MatchPeriod;
  minute: number;
  stoppage: number | null;
  side: Side;
  /** Index into the acting side's squad (for an own goal: the other side's squad). */
  player: number;
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
const at = (e: Pick<SimEvent, "period" | "minute" | "stoppage">) =>
  periodRank[e.period]! * 10_000 + e.minute * 100 + (e.stoppage ?? 0);

function timeIn(random: Random, period: MatchPeriod): Pick<SimEvent, "period" | "minute" | "stoppage"> {
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

/** Picks a scorer: forwards most often, defenders rarely, never the goalkeeper. */
function scorer(random: Random): number {
  return random.pick([1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7]);
}

function goals(random: Random, side: Side, count: number, periods: MatchPeriod[]): SimEvent[] {
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const type: MatchEventType = roll < 0.1 ? "penalty-goal" : roll < 0.14 ? "own-goal" : "goal";
    return {
      type,
      ...timeIn(random, random.pick(periods)),
      side,
      player: type === "own-goal" ? random.int(1, 5) : scorer(random),
    };
  });
}

/**
 * A whole match from two strengths (0-100): goals, cards and substitutions in
 * order, scores by period, and for a tie that must have a winner, extra time
 * and a shoot-out.
 */
export function simulateMatch(
  random: Random,
  strengths: [number, number],
  options: { decisive?: boolean; benchNames: (side: Side) => string },
): SimMatch {
  const [home, away] = strengths;
  const homeRate = Math.min(3.2, 1.45 * (home / away) ** 1.3);
  const awayRate = Math.min(3, 1.1 * (away / home) ** 1.3);
  const events: SimEvent[] = [
    ...goals(random, "home", random.poisson(homeRate), ["1H", "2H", "2H"]),
    ...goals(random, "away", random.poisson(awayRate), ["1H", "2H", "2H"]),
  ];
  for (const side of ["home", "away"] as const) {
    const booked = new Set<number>();
    for (let i = random.poisson(1.7); i > 0; i -= 1) {
      const player = random.int(1, 7);
      events.push({
        type: booked.has(player) ? "second-yellow" : "yellow-card",
        ...timeIn(random, random.pick(["1H", "2H"])),
        side,
        player,
      });
      booked.add(player);
    }
    if (random.chance(0.04))
      events.push({ type: "red-card", ...timeIn(random, "2H"), side, player: random.int(1, 7) });
    for (const player of [random.int(3, 5), random.int(6, 7)]) {
      events.push({
        type: "substitution",
        period: "2H",
        minute: random.int(58, 84),
        stoppage: null,
        side,
        player,
        secondary: options.benchNames(side),
      });
    }
  }
  const tally = (list: SimEvent[], side: Side) =>
    list.filter(
      (e) => e.side === side && (e.type === "goal" || e.type === "penalty-goal" || e.type === "own-goal"),
    ).length;
  let period: MatchPeriod = "FT";
  let winner: Side | null = null;
  const scores: PeriodScores = {};
  const firstHalf = events.filter((e) => e.period === "1H");
  scores.ht = [tally(firstHalf, "home"), tally(firstHalf, "away")];
  scores.ft = [tally(events, "home"), tally(events, "away")];
  if (options.decisive && scores.ft[0] === scores.ft[1]) {
    period = "AET";
    events.push(
      ...goals(random, "home", random.poisson(0.35), ["ET1", "ET2"]),
      ...goals(random, "away", random.poisson(0.3), ["ET1", "ET2"]),
    );
    scores.et = [tally(events, "home"), tally(events, "away")];
    if (scores.et[0] === scores.et[1]) {
      period = "PEN";
      const loserScore = random.int(2, 4);
      const homeWins = random.chance(0.5);
      scores.p = homeWins ? [loserScore + 1, loserScore] : [loserScore, loserScore + 1];
      winner = homeWins ? "home" : "away";
      // Forwards step up first, the goalkeeper last.
      const kickers = [7, 6, 5, 4, 3, 2, 1, 0];
      shootoutKicks(random, scores.p).forEach((kick, i) => {
        events.push({
          type: kick.scored ? "shootout-goal" : "shootout-miss",
          period: "PEN",
          minute: 120,
          stoppage: null,
          side: kick.side,
          player: kickers[Math.floor(i / 2) % kickers.length]!,
        });
      });
    }
  }
  events.sort((a, b) => at(a) - at(b));
  let h = 0;
  let a = 0;
  for (const event of events) {
    if (event.type === "goal" || event.type === "penalty-goal" || event.type === "own-goal") {
      if (event.side === "home") h += 1;
      else a += 1;
      event.score = `${h}-${a}`;
    }
  }
  if (!winner && h !== a) winner = h > a ? "home" : "away";
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
