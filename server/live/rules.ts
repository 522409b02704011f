import { AppError } from "../http/errors.ts";
import {
  createReferee,
  judge,
  type LawEvent,
  type Lineup,
  type Referee,
  record,
  sheetViolation,
} from "../sports/laws.ts";
import type { MatchPeriod } from "../sports/schema.ts";
import type { LiveMatchState, LiveTimelineEvent } from "./entry.ts";
import { type LiveEventInput, scoringTypes } from "./input.ts";

type PlayedPeriod = NonNullable<LiveEventInput["period"]>;

/** The timeline event a correction points at. */
export type CorrectionTarget = Pick<LiveTimelineEvent, "id" | "type" | "teamId" | "period" | "cancelled">;

export type Outcome = {
  match: LiveMatchState;
  event: Omit<LiveTimelineEvent, "id">;
  cancelledEventId: number | null;
};

const order: MatchPeriod[] = ["1H", "HT", "2H", "ET1", "ETHT", "ET2", "PEN"];
const minuteRange: Record<PlayedPeriod, [number, number]> = {
  "1H": [0, 45],
  "2H": [45, 90],
  ET1: [90, 105],
  ET2: [105, 120],
  PEN: [90, 130],
};
const breakAfter: Partial<Record<PlayedPeriod, MatchPeriod>> = { "1H": "HT", ET1: "ETHT" };
const isScoring = (type: string) => (scoringTypes as readonly string[]).includes(type);

function playedPeriodOf(period: MatchPeriod | null): PlayedPeriod {
  if (period === "HT" || period === null) return "1H";
  if (period === "ETHT") return "ET1";
  if (period === "FT" || period === "AET") return "2H";
  return period;
}

function refuse(kind: "bad-request" | "conflict" | "unprocessable", code: string, message: string): never {
  throw new AppError(kind, code, message);
}

export type LawfulEvent = Pick<
  LiveTimelineEvent,
  "type" | "period" | "minute" | "stoppage" | "teamId" | "playerName" | "secondaryPlayerName" | "cancelled"
>;

/** A timeline event as the laws see it: teams become sides, period markers carry no side. */
export function lawEventOf(event: LawfulEvent, match: Pick<LiveMatchState, "homeTeamId">): LawEvent {
  const marker = event.type === "period-start" || event.type === "period-end" || event.type === "var";
  return {
    type: event.type,
    period: playedPeriodOf(event.period),
    minute: event.minute,
    stoppage: event.stoppage,
    side: marker || event.teamId === null ? undefined : event.teamId === match.homeTeamId ? 0 : 1,
    player: event.playerName,
    secondary: event.secondaryPlayerName,
    cancelled: event.cancelled,
  };
}

/** A referee who has seen a match's timeline so far (cancelled events never happened). */
export function refereeOf(
  timeline: readonly LawfulEvent[],
  match: Pick<LiveMatchState, "homeTeamId">,
  lineup?: Lineup | null,
): Referee {
  const referee = createReferee(lineup);
  for (const event of timeline) record(referee, lawEventOf(event, match));
  return referee;
}

/**
 * Checks an event against the match, and against the laws when a referee has
 * followed the match, and returns the match after it; throws on an impossible
 * event. Corrections are always allowed: they take an earlier event back.
 * `replacing`: the event stands in for one a correction just took back (a scorer
 * or minute put right), so it may land in a period already over, or after the
 * final whistle, and leaves the match clock where it is.
 */
export function applyEvent(
  current: LiveMatchState,
  input: LiveEventInput,
  at: Date,
  target: CorrectionTarget | null,
  referee?: Referee,
  replacing = false,
): Outcome {
  const next: LiveMatchState = { ...current, scores: { ...current.scores }, version: current.version + 1 };
  const period = input.period ?? playedPeriodOf(current.period);
  const [low, high] = minuteRange[period];
  if (input.minute < low || input.minute > high) {
    refuse(
      "bad-request",
      "minute-out-of-range",
      `Minute ${input.minute} is outside ${period} (${low}-${high}).`,
    );
  }
  if (
    input.teamId !== undefined &&
    input.teamId !== current.homeTeamId &&
    input.teamId !== current.awayTeamId
  ) {
    refuse("bad-request", "team-not-in-match", `Team ${input.teamId} does not play in this match.`);
  }
  if (input.type === "correction") {
    return correct(next, input, period, target);
  }
  if (current.status === "scheduled" && !(input.type === "period-start" && period === "1H")) {
    refuse("conflict", "match-not-started", "This match has not kicked off yet.");
  }
  if (!replacing && current.status !== "scheduled" && current.status !== "live") {
    refuse("conflict", "match-not-live", `This match is ${current.status}; only corrections are accepted.`);
  }
  if (input.score && (input.score[0] < (current.home ?? 0) || input.score[1] < (current.away ?? 0))) {
    refuse("conflict", "score-backwards", "A score can only go down through a correction.");
  }
  const needsTeam = input.type !== "period-start" && input.type !== "period-end" && input.type !== "var";
  if (needsTeam && input.teamId === undefined) {
    refuse("bad-request", "team-required", `A ${input.type} event needs a teamId.`);
  }

  const lawful = lawEventOf(timelineEvent(input, period, current), current);
  // A name the line-ups do not give this team is a fact to fix (422, 409), before any law.
  const stranger = referee && sheetViolation(referee, lawful);
  if (stranger) {
    refuse(
      stranger.code === "unknown-player" ? "unprocessable" : "conflict",
      stranger.code,
      stranger.message,
    );
  }
  const broken = referee && judge(referee, lawful);
  if (broken) refuse("conflict", broken.code, broken.message);

  if (input.type === "period-start") startPeriod(next, period, at);
  else if (input.type === "period-end") endPeriod(next, period, input.next);
  else if (isScoring(input.type)) {
    const home = input.teamId === current.homeTeamId;
    if (home) next.home = (next.home ?? 0) + 1;
    else next.away = (next.away ?? 0) + 1;
    // A goal put back into a period already over counts in its recorded score, as its
    // correction took it out of it.
    if (replacing) {
      shiftRecordedScores(next, period, home, 1);
    }
  } else if (input.type === "shootout-goal") {
    const [home, away] = next.scores.p ?? [0, 0];
    next.scores.p = input.teamId === current.homeTeamId ? [home + 1, away] : [home, away + 1];
  }
  if (
    !replacing &&
    input.type !== "period-start" &&
    input.type !== "period-end" &&
    isLater(input.minute, input.stoppage, next)
  ) {
    next.minute = input.minute;
    next.stoppage = input.stoppage ?? null;
  }
  if (input.score && (input.score[0] !== next.home || input.score[1] !== next.away)) {
    refuse(
      "conflict",
      "score-mismatch",
      `The source shows ${input.score.join("-")}; the goals make it ${next.home}-${next.away}.`,
    );
  }
  if (referee) record(referee, lawful);
  return { match: next, event: timelineEvent(input, period, next), cancelledEventId: null };
}

function isLater(minute: number, stoppage: number | undefined, match: LiveMatchState): boolean {
  const shown = (match.minute ?? 0) * 100 + (match.stoppage ?? 0);
  return minute * 100 + (stoppage ?? 0) >= shown;
}

function startPeriod(next: LiveMatchState, period: PlayedPeriod, at: Date) {
  const now = next.period ? order.indexOf(next.period) : -1;
  if (next.status === "live" && order.indexOf(period) <= now) {
    refuse("conflict", "period-already-started", `${period} has already started.`);
  }
  next.status = "live";
  next.period = period;
  next.minute = minuteRange[period][0];
  next.stoppage = null;
  next.periodStartedAt = period === "PEN" ? null : at.toISOString();
  next.home ??= 0;
  next.away ??= 0;
}

function endPeriod(next: LiveMatchState, period: PlayedPeriod, following: "ET" | "PEN" | undefined) {
  if (next.period !== period) refuse("conflict", "period-not-running", `${period} is not being played.`);
  const score: [number, number] = [next.home ?? 0, next.away ?? 0];
  next.periodStartedAt = null;
  next.stoppage = null;
  next.minute = minuteRange[period][1];
  if (period === "1H") next.scores.ht = score;
  if (period === "2H") next.scores.ft = score;
  if (period === "ET2") next.scores.et = score;
  const pause = breakAfter[period];
  if (pause) next.period = pause;
  else if (period === "PEN" || !following || (period === "ET2" && following !== "PEN")) {
    next.status = "finished";
    next.period = period === "PEN" ? "PEN" : period === "2H" ? "FT" : "AET";
  }
}

function correct(
  next: LiveMatchState,
  input: LiveEventInput,
  period: PlayedPeriod,
  target: CorrectionTarget | null,
): Outcome {
  if (next.status === "scheduled")
    refuse("conflict", "match-not-started", "This match has not kicked off yet.");
  if (!target)
    refuse("bad-request", "correction-target-not-found", "The event to cancel is not in this match.");
  if (target.cancelled) refuse("conflict", "event-already-cancelled", "That event is already cancelled.");
  if (isScoring(target.type)) {
    const home = target.teamId === next.homeTeamId;
    if (home) next.home = Math.max(0, (next.home ?? 0) - 1);
    else next.away = Math.max(0, (next.away ?? 0) - 1);
    shiftRecordedScores(next, target.period, home, -1);
  }
  const event = timelineEvent({ ...input, teamId: input.teamId ?? target.teamId ?? undefined }, period, next);
  event.type = "var";
  event.detail = {
    decision: "cancelled",
    cancels: target.id,
    reason: input.reason ?? null,
    // Only the referee's video review is shown to fans as VAR; anything else is a correction.
    review: input.review === true,
  };
  return { match: next, event, cancelledEventId: target.id };
}

/** A goal of `period` added to (1) or taken from (-1) the half-time, full-time and extra-time scores already recorded. */
function shiftRecordedScores(next: LiveMatchState, period: MatchPeriod | null, home: boolean, by: 1 | -1) {
  for (const key of ["ht", "ft", "et"] as const) {
    const counted = next.scores[key];
    if (counted && countsIn(key, period)) {
      next.scores[key] = home
        ? [Math.max(0, counted[0] + by), counted[1]]
        : [counted[0], Math.max(0, counted[1] + by)];
    }
  }
}

/** Whether a goal of `period` is part of the recorded half-time, full-time or extra-time score. */
function countsIn(key: "ht" | "ft" | "et", period: MatchPeriod | null): boolean {
  if (key === "ht") return period === "1H";
  if (key === "ft") return period !== "ET1" && period !== "ET2";
  return true;
}

function timelineEvent(input: LiveEventInput, period: PlayedPeriod, match: LiveMatchState): Outcome["event"] {
  const detail: Record<string, string | number | boolean | null> = {};
  if (isScoring(input.type)) detail.score = `${match.home ?? 0}-${match.away ?? 0}`;
  if (input.reason) detail.reason = input.reason;
  return {
    type: input.type === "correction" ? "var" : input.type,
    period,
    minute: input.minute,
    stoppage: input.stoppage ?? null,
    teamId: input.teamId ?? null,
    playerName: input.playerName ?? null,
    secondaryPlayerName: input.secondaryPlayerName ?? null,
    detail: Object.keys(detail).length > 0 ? detail : null,
    cancelled: false,
  };
}
