import type { MatchEventView } from "../sports/queries/types.ts";
import type { MatchEventType, MatchPeriod, MatchPlay, MatchStatus, PeriodScores } from "../sports/schema.ts";
import type { MatchStats, MomentumPoint } from "../sports/service.ts";

/** A match as the live layer sees it after an event; what clients patch into the page. */
export type LiveMatchState = {
  id: number;
  status: MatchStatus;
  period: MatchPeriod | null;
  minute: number | null;
  stoppage: number | null;
  /** ISO time the running period started; null while the clock is stopped. */
  periodStartedAt: string | null;
  homeTeamId: number;
  awayTeamId: number;
  home: number | null;
  away: number | null;
  scores: PeriodScores;
  /** A sport's live state beside the score (tennis point and server, basketball clock); football: null. */
  play: MatchPlay | null;
  version: number;
};

/** One timeline event of a match as the live log carries it: the timeline's view, before sides are told apart. */
export type LiveTimelineEvent = Omit<MatchEventView, "side" | "playerId">;

/** One record of the live log: what every stream sends, in `seq` order. */
export type LiveEntry = {
  seq: number;
  at: string;
  matchId: number;
  kind: "event" | "correction";
  event: LiveTimelineEvent;
  /** For a correction: the timeline event it cancels. */
  cancelledEventId: number | null;
  match: LiveMatchState;
};

/**
 * A match's statistics after a minute of play: sent as a `stats` frame on the
 * match's own stream only, numbered in the same log so replays keep it in order.
 */
export type LiveStatsEntry = {
  seq: number;
  at: string;
  matchId: number;
  kind: "stats";
  stats: MatchStats;
  momentum: MomentumPoint[];
  match: LiveMatchState;
};

/**
 * A point, a basket or a clock change of a sport scored without a football timeline (tennis,
 * basketball): the match state after it, on both the all-matches and the match's own stream.
 */
export type LivePlayEntry = {
  seq: number;
  at: string;
  matchId: number;
  kind: "play";
  /** The match started (`start`) or ended (`end`) with this play; what fans are told about. */
  change: "start" | "end" | null;
  match: LiveMatchState;
};

/**
 * An operator moved a match to another status outside play (postponed, cancelled, abandoned,
 * scheduled again): the match state after it, on both streams like any entry, so open pages
 * update their rows and header without a reload.
 */
export type LiveStatusEntry = {
  seq: number;
  at: string;
  matchId: number;
  kind: "status";
  match: LiveMatchState;
};

/** Everything the live log holds, in one sequence. */
export type LiveLogEntry = LiveEntry | LiveStatsEntry | LivePlayEntry | LiveStatusEntry;

export const isStatsEntry = (entry: LiveLogEntry): entry is LiveStatsEntry => entry.kind === "stats";
export const isPlayEntry = (entry: LiveLogEntry): entry is LivePlayEntry => entry.kind === "play";
export const isStatusEntry = (entry: LiveLogEntry): entry is LiveStatusEntry => entry.kind === "status";

/** The compact delta of the all-matches stream: enough to update a score row. */
export type LiveDelta = {
  seq: number;
  matchId: number;
  status: MatchStatus;
  period: MatchPeriod | null;
  minute: number | null;
  stoppage: number | null;
  periodStartedAt: string | null;
  home: number | null;
  away: number | null;
  /** Tennis sets' games, basketball quarters: what a row shows beside the total. */
  scores?: PeriodScores;
  play?: MatchPlay | null;
  /** What just happened; null in the `ready` snapshot and for a sport's play. */
  event: MatchEventType | null;
  teamId: number | null;
  cancelledEventId: number | null;
};

export function toDelta(entry: LiveEntry | LivePlayEntry | LiveStatusEntry): LiveDelta {
  const { match } = entry;
  const row = {
    seq: entry.seq,
    matchId: entry.matchId,
    status: match.status,
    period: match.period,
    minute: match.minute,
    stoppage: match.stoppage,
    periodStartedAt: match.periodStartedAt,
    home: match.home,
    away: match.away,
  };
  // A sport's play (and a status change, of any sport) carries its parts and live state; football's
  // events need only the event.
  if (entry.kind === "play" || entry.kind === "status") {
    const play = publicPlay(match.play);
    return { ...row, scores: match.scores, play, event: null, teamId: null, cancelledEventId: null };
  }
  return {
    ...row,
    event: entry.event.type,
    teamId: entry.event.teamId,
    cancelledEventId: entry.cancelledEventId,
  };
}

/** A match's play as clients see it: without the feed's own state. */
export function publicPlay(play: MatchPlay | null): MatchPlay | null {
  if (!play) return null;
  const { sim: _sim, ...shown } = play;
  return shown;
}
