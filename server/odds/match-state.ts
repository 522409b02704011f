import { asc, eq } from "drizzle-orm";
import { tickingClock } from "../../shared/clock.ts";
import type { Db } from "../db/connect.ts";
import { competitions, type MatchPeriod, matchEvents, matches, seasons, sports } from "../sports/schema.ts";
import { type InPlayState, PRE_MATCH, type Side } from "./model/in-play.ts";
import type { SettlementGoal } from "./model/settle.ts";

const PERIOD_ORDER: Record<string, number> = { "1H": 1, HT: 2, "2H": 3, ET1: 4, ETHT: 5, ET2: 6, PEN: 7 };
const SCORING = new Set(["goal", "penalty-goal", "own-goal"]);
const SENDING_OFF = new Set(["red-card", "second-yellow"]);
/** Events after which prices pause: the score or the numbers changed, or VAR is looking. */
const SUSPENDING = new Set([...SCORING, ...SENDING_OFF, "var"]);

/** The match as it stood before kick-off: what its first price is made of. */
export const beforeKickoff = (match: MatchOddsState): MatchOddsState => ({
  ...match,
  status: "scheduled",
  state: PRE_MATCH,
  goals: [],
  lastSuspendingAt: null,
  minute: null,
});

export type MatchOddsState = {
  matchId: number;
  competitionId: number;
  homeTeamId: number;
  awayTeamId: number;
  status: string;
  kickoffAt: Date;
  /** The markets are football's; other sports have none defined. */
  sport: string;
  state: InPlayState;
  goals: SettlementGoal[];
  /** When the latest goal, sending-off or VAR event arrived; null without one. */
  lastSuspendingAt: Date | null;
  minute: number | null;
};

function phaseOf(status: string, period: MatchPeriod | null): InPlayState["phase"] {
  if (status === "finished" || status === "awarded") return "over";
  if (status !== "live") return "pre";
  switch (period) {
    case "1H":
    case "HT":
    case "2H":
    case "ET1":
    case "ETHT":
    case "ET2":
      return period;
    case "PEN":
      return "over";
    default:
      return "1H";
  }
}

/**
 * The match as the odds see it at `now`: the running clock (the minute fans see tick, so
 * every server prices the same minute from the same row), standing goals in order, red
 * cards, and the last suspending moment.
 */
export async function readMatchState(
  db: Db,
  matchId: number,
  now = new Date(),
): Promise<MatchOddsState | null> {
  const [row] = await db
    .select({ match: matches, competitionId: seasons.competitionId, sport: sports.slug })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(eq(matches.id, matchId));
  if (!row) return null;
  const { match } = row;
  const events = await db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.id));
  events.sort(
    (a, b) =>
      (PERIOD_ORDER[a.period ?? ""] ?? 0) - (PERIOD_ORDER[b.period ?? ""] ?? 0) ||
      a.minute - b.minute ||
      (a.stoppage ?? 0) - (b.stoppage ?? 0) ||
      a.id - b.id,
  );
  const sideOf = (teamId: number | null): Side | null =>
    teamId === match.homeTeamId ? "home" : teamId === match.awayTeamId ? "away" : null;
  const goals: SettlementGoal[] = [];
  const redCards = { home: 0, away: 0 };
  let lastSuspendingAt: Date | null = null;
  for (const event of events) {
    if (SUSPENDING.has(event.type) && (!lastSuspendingAt || event.createdAt > lastSuspendingAt)) {
      lastSuspendingAt = event.createdAt;
    }
    const side = sideOf(event.teamId);
    if (!side || event.period === "PEN") continue;
    if (SCORING.has(event.type)) goals.push({ side, cancelled: event.cancelled });
    else if (SENDING_OFF.has(event.type) && !event.cancelled) redCards[side] += 1;
  }
  const standing = goals.filter((goal) => !goal.cancelled);
  const phase = phaseOf(match.status, match.period);
  const clock =
    match.status === "live"
      ? tickingClock({ ...match, periodStartedAt: match.periodStartedAt?.toISOString() }, now.getTime())
      : match;
  // Without a goal list (imported results) the stored score stands in for it.
  const home =
    standing.length > 0 ? standing.filter((g) => g.side === "home").length : (match.homeScore ?? 0);
  const away = standing.length > 0 ? standing.length - home : (match.awayScore ?? 0);
  return {
    matchId,
    competitionId: row.competitionId,
    sport: row.sport,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    status: match.status,
    kickoffAt: match.kickoffAt,
    minute: clock.minute,
    goals,
    lastSuspendingAt,
    state: {
      phase,
      minute: clock.minute ?? 0,
      stoppage: clock.stoppage ?? 0,
      home,
      away,
      redCards,
      lastScorer: standing.at(-1)?.side ?? null,
    },
  };
}
