import type { LineupPosition, MatchEventType } from "../schema.ts";

/**
 * Player ratings for a football match, 3.0 to 10.0, from what the match records: the line-ups, the
 * timeline and the team statistics (docs/player-ratings.md says why each number is what it is).
 * Everyone who played starts at 6.0; goals, assists and saves lift a rating, cards, own goals,
 * missed penalties and goals let in lower it, and the result counts for the share of the match
 * played. A player on for under ten minutes with nothing to their name is not rated.
 */

export type RatedEvent = {
  type: MatchEventType;
  side: "home" | "away" | null;
  minute: number;
  playerName: string | null;
  secondaryPlayerName: string | null;
  cancelled: boolean;
  period: string | null;
};

export type RatedPlayer = {
  name: string;
  side: "home" | "away";
  position: LineupPosition | null;
  starter: boolean;
};

export type RatingInput = {
  players: readonly RatedPlayer[];
  events: readonly RatedEvent[];
  /** The minute the match stands at: 90 (or more) once over. */
  minute: number;
  /** Each side's saves, from the team statistics; credited to the goalkeeper on the pitch. */
  saves: { home: number; away: number } | null;
};

export const RATING_BASE = 6;
export const RATING_MIN = 3;
export const RATING_MAX = 10;
/** Minutes a player with nothing to their name must play to be rated. */
export const RATED_AFTER_MINUTES = 10;

/** What each thing a player did is worth; the method page explains the scale. */
export const RATING_WEIGHTS = {
  goal: 1.2,
  penaltyGoal: 0.9,
  assist: 0.8,
  ownGoal: -1,
  missedPenalty: -0.8,
  yellow: -0.3,
  sentOff: -2,
  save: 0.3,
  /** Per goal let in while on the pitch. */
  concededKeeper: -0.35,
  concededDefender: -0.2,
  /** A clean sheet, for at least an hour on the pitch. */
  cleanSheetKeeper: 0.8,
  cleanSheetDefender: 0.5,
  /** The result, for a whole match played; a part of it counts its share. */
  win: 0.4,
  draw: 0.1,
  loss: -0.3,
} as const;

const W = RATING_WEIGHTS;
const other = (side: "home" | "away") => (side === "home" ? "away" : "home");
const standing = (event: RatedEvent) => !event.cancelled && event.period !== "PEN";

/** A player coming on, or leaving the pitch (substituted or sent off), at a minute. */
export type PitchMoment = { minute: number; kind: "on" | "off" };

/**
 * When a player was on the pitch: from kick-off (a starter) or coming on, to going off, a sending-off
 * or `end`; null for one who never came on. The ratings and the player page's minutes read it alike.
 */
export function spanOnPitch(
  starter: boolean,
  moments: readonly PitchMoment[],
  end: number,
): [number, number] | null {
  const cameOn = moments.find((moment) => moment.kind === "on");
  const from = starter ? 0 : cameOn ? cameOn.minute : null;
  if (from === null) return null;
  const left = moments.find((moment) => moment.kind === "off" && moment.minute >= from);
  return [from, Math.min(end, left ? left.minute : end)];
}

/** When each player was on the pitch, from the standing events of his side. */
function minutesOn(player: RatedPlayer, events: readonly RatedEvent[], now: number): [number, number] | null {
  const moments = events.flatMap((e): PitchMoment[] => {
    if (!standing(e) || e.side !== player.side) return [];
    if (e.type === "substitution" && e.secondaryPlayerName === player.name)
      return [{ minute: e.minute, kind: "on" }];
    const off =
      (e.type === "substitution" || e.type === "red-card" || e.type === "second-yellow") &&
      e.playerName === player.name;
    return off ? [{ minute: e.minute, kind: "off" }] : [];
  });
  return spanOnPitch(player.starter, moments, now);
}

/** Each player's rating by name and side (`home:Name`), or null when not rated. */
export function playerRatings(input: RatingInput): Map<string, number | null> {
  const { events, minute: now } = input;
  const goals = events.filter(
    (event) =>
      standing(event) &&
      (event.type === "goal" || event.type === "penalty-goal" || event.type === "own-goal"),
  );
  const ratings = new Map<string, number | null>();
  for (const player of input.players) {
    const key = `${player.side}:${player.name}`;
    const on = minutesOn(player, events, now);
    if (!on) {
      ratings.set(key, null);
      continue;
    }
    const [from, to] = on;
    const played = Math.max(0, to - from);
    const mine = events.filter((event) => standing(event) && event.playerName === player.name);
    const own = (type: MatchEventType) =>
      mine.filter(
        (event) =>
          event.type === type &&
          (type === "own-goal" ? event.side === other(player.side) : event.side === player.side),
      ).length;
    const assists = events.filter(
      (event) =>
        standing(event) &&
        (event.type === "goal" || event.type === "penalty-goal") &&
        event.side === player.side &&
        event.secondaryPlayerName === player.name,
    ).length;
    let rating =
      RATING_BASE +
      own("goal") * W.goal +
      own("penalty-goal") * W.penaltyGoal +
      assists * W.assist +
      own("own-goal") * W.ownGoal +
      own("missed-penalty") * W.missedPenalty +
      own("yellow-card") * W.yellow +
      (own("second-yellow") + own("red-card")) * W.sentOff;
    const did = rating !== RATING_BASE;
    if (played < RATED_AFTER_MINUTES && !did) {
      ratings.set(key, null);
      continue;
    }
    // Goals let in while on the pitch: every goal credited to the other side, own goals included.
    const conceded = goals.filter(
      (goal) => goal.minute >= from && goal.minute <= to && goal.side === other(player.side),
    ).length;
    if (player.position === "GK") {
      // The keeper on the pitch makes the side's saves; a keeper replaced shares them by minutes.
      const saves = input.saves ? input.saves[player.side] * (played / Math.max(1, now)) : 0;
      rating += saves * W.save + conceded * W.concededKeeper;
      if (conceded === 0 && played >= 60) rating += W.cleanSheetKeeper;
    } else if (player.position === "DF") {
      rating += conceded * W.concededDefender;
      if (conceded === 0 && played >= 60) rating += W.cleanSheetDefender;
    }
    const score = { home: 0, away: 0 };
    for (const goal of goals) score[goal.side as "home" | "away"] += 1;
    const margin = score[player.side] - score[other(player.side)];
    const result = margin > 0 ? W.win : margin < 0 ? W.loss : W.draw;
    rating += result * Math.min(1, played / 90);
    ratings.set(key, Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, rating)) * 10) / 10);
  }
  return ratings;
}
