import type { MatchEventType } from "../schema.ts";

/** One team's numbers as clients see them. */
export type TeamStats = {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  /** Expected goals, two decimals; null when the source gives none. */
  xg: number | null;
};

export type MatchStats = { home: TeamStats; away: TeamStats };

/** What is stored per team: everything but the cards, which the timeline owns. */
export type StoredStats = Omit<TeamStats, "yellowCards" | "redCards">;

/** Attacking pressure of one match minute: positive for the home side, negative for the away side. */
export type MomentumPoint = { minute: number; value: number };

type EventLike = { type: MatchEventType; side: "home" | "away" | null; cancelled: boolean };

const scoring = new Set<MatchEventType>(["goal", "penalty-goal", "own-goal"]);

/**
 * Cards as the timeline shows them: a second yellow is a yellow card and a
 * sending-off, so it counts once in each column.
 */
export function cardsOf(events: readonly EventLike[], side: "home" | "away") {
  const mine = events.filter((event) => event.side === side && !event.cancelled);
  const count = (...types: MatchEventType[]) => mine.filter((event) => types.includes(event.type)).length;
  return {
    yellowCards: count("yellow-card", "second-yellow"),
    redCards: count("red-card", "second-yellow"),
  };
}

export const goalsOf = (events: readonly EventLike[], side: "home" | "away") =>
  events.filter((event) => event.side === side && !event.cancelled && scoring.has(event.type)).length;

/**
 * The numbers a client may rely on, whatever the source sent: possession adds
 * up to 100, every goal is a shot on target and every shot on target a shot,
 * saves never exceed the other side's shots on target that did not go in, and
 * cards equal the card events.
 */
export function settleStats(
  stored: { home: StoredStats; away: StoredStats },
  events: readonly EventLike[],
): MatchStats {
  const total = stored.home.possession + stored.away.possession;
  const homeShare = total > 0 ? Math.round((stored.home.possession / total) * 100) : 50;
  const line = (side: "home" | "away", possession: number): TeamStats => {
    const raw = stored[side];
    const shotsOnTarget = Math.max(raw.shotsOnTarget, goalsOf(events, side));
    return {
      possession,
      shots: Math.max(raw.shots, shotsOnTarget),
      shotsOnTarget,
      corners: raw.corners,
      fouls: raw.fouls,
      offsides: raw.offsides,
      ...cardsOf(events, side),
      saves: raw.saves,
      xg: raw.xg === null ? null : Math.round(raw.xg * 100) / 100,
    };
  };
  const home = line("home", homeShare);
  const away = line("away", 100 - homeShare);
  const cap = (keeper: TeamStats, shooter: TeamStats, conceded: number) =>
    Math.min(keeper.saves, Math.max(0, shooter.shotsOnTarget - conceded));
  home.saves = cap(home, away, goalsOf(events, "away"));
  away.saves = cap(away, home, goalsOf(events, "home"));
  return { home, away };
}

/** Home pressure minus away pressure, minute by minute, for the momentum graph. */
export function momentumOf(home: readonly number[], away: readonly number[]): MomentumPoint[] {
  const length = Math.max(home.length, away.length);
  return Array.from({ length }, (_, i) => ({
    minute: i + 1,
    value: Math.max(-100, Math.min(100, Math.round((home[i] ?? 0) - (away[i] ?? 0)))),
  }));
}
