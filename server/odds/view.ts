import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { isPlaySport } from "../sports/service.ts";
import type { MatchOddsState } from "./match-state.ts";
import { readMatchState } from "./match-state.ts";
import { marketProbabilities } from "./model/markets.ts";
import { settle } from "./model/settle.ts";
import { type OddsMarket, type OddsStatus, publishedMarkets } from "./published.ts";
import { preMatchRates } from "./ratings.ts";
import type { OddsSettingsView } from "./settings.ts";

export type MatchOdds = {
  match_id: number;
  status: OddsStatus;
  margin: number;
  markets: OddsMarket[];
  /** Where the match stood: the page shows it beside the prices. */
  minute: number | null;
  score: [number, number];
  updated_at: string;
};

/** Matches that will not be played as scheduled show no live prices. */
const HALTED = new Set(["postponed", "suspended", "cancelled", "abandoned"]);

export const oddsDisabled = () =>
  new AppError("conflict", "odds-disabled", "Odds are not shown for this match's competition.");

function statusOf(match: MatchOddsState, suspensionSeconds: number, now: Date): OddsStatus {
  if (match.state.phase === "over") return "settled";
  if (HALTED.has(match.status)) return "suspended";
  const since = match.lastSuspendingAt
    ? now.getTime() - match.lastSuspendingAt.getTime()
    : Number.POSITIVE_INFINITY;
  return match.status === "live" && since < suspensionSeconds * 1000 ? "suspended" : "open";
}

/** Results per market; without a goal list that adds up to the score, last team to score is void. */
function resultsOf(match: MatchOddsState) {
  const standing = match.goals.filter((g) => !g.cancelled);
  const known =
    standing.filter((g) => g.side === "home").length === match.state.home &&
    standing.filter((g) => g.side === "away").length === match.state.away;
  const goals = known
    ? match.goals
    : [
        ...Array.from({ length: match.state.home }, () => ({ side: "home" as const })),
        ...Array.from({ length: match.state.away }, () => ({ side: "away" as const })),
      ];
  const settlement = settle(goals);
  if (!known) settlement["last-team-to-score"] = { home: "void", away: "void", none: "void" };
  return settlement;
}

/** The odds of one match from its stored state, the fitted ratings and the operator's settings. */
export async function matchOdds(
  db: Db,
  matchId: number,
  settings: OddsSettingsView,
  now = new Date(),
): Promise<MatchOdds> {
  const match = await readMatchState(db, matchId, now);
  if (!match) throw new AppError("not-found", "match-not-found", `There is no match ${matchId}.`);
  if (settings.disabled_competitions.includes(match.competitionId)) throw oddsDisabled();
  // Every market here is a football one (1X2, goals): no other sport has a market defined.
  if (isPlaySport(match.sport)) {
    throw new AppError("conflict", "odds-disabled", `No betting markets are defined for ${match.sport}.`);
  }
  return oddsOfState(db, match, settings, now);
}

export async function oddsOfState(
  db: Db,
  match: MatchOddsState,
  settings: OddsSettingsView,
  now = new Date(),
): Promise<MatchOdds> {
  const rates = await preMatchRates(db, match.competitionId, match.homeTeamId, match.awayTeamId);
  const probabilities = marketProbabilities(rates, match.state, { rho: rates.rho });
  const status = statusOf(match, settings.suspension_seconds, now);
  const results = status === "settled" ? resultsOf(match) : null;
  return {
    match_id: match.matchId,
    status,
    margin: settings.margin,
    markets: publishedMarkets(probabilities, status, settings, results),
    minute: match.minute,
    score: [match.state.home, match.state.away],
    updated_at: now.toISOString(),
  };
}
