import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { hotMatchPins, matches, teams } from "../schema.ts";
import { loadCompetitions, selectMatches } from "./refs.ts";
import type { HotMatch, MatchSummary } from "./types.ts";
import { zonedDayRange } from "./zoned-day.ts";

/**
 * How much a match is worth watching, 0-100 (docs/decisions/hot-match-score):
 * competition tier (up to 30) + the two teams' mean strength (up to 30)
 * + closeness (up to 20) + live state (up to 20).
 */
export function hotness(match: MatchSummary, tier: number, strengths: [number, number]): number {
  const tierPart = tier <= 1 ? 30 : tier === 2 ? 20 : 10;
  const strengthPart = ((strengths[0] + strengths[1]) / 2) * 0.3;
  let closeness: number;
  if (match.homeScore !== null && match.awayScore !== null && match.status !== "scheduled") {
    const margin = Math.abs(match.homeScore - match.awayScore);
    closeness = margin === 0 ? 20 : margin === 1 ? 15 : margin === 2 ? 5 : 0;
  } else {
    closeness = Math.max(0, 20 - Math.abs(strengths[0] - strengths[1]) / 2);
  }
  let state = 0;
  if (match.status === "live") {
    // A close game late on is the one to switch to.
    const late = (match.minute ?? 0) >= 70 && Math.abs((match.homeScore ?? 0) - (match.awayScore ?? 0)) <= 1;
    state = late ? 20 : 15;
  } else if (match.status === "scheduled") state = 5;
  return Math.round(Math.min(100, tierPart + strengthPart + closeness + state));
}

/** A local day's matches ranked by hotness, hottest first; the operators' pinned match, if on that day, leads. */
export async function listHotMatches(
  db: Db,
  options: { date: string; tz: string; limit?: number },
): Promise<HotMatch[]> {
  const { from, to } = zonedDayRange(options.date, options.tz);
  const summaries = await selectMatches(db, {
    where: and(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to)),
  });
  const competitions = await loadCompetitions(
    db,
    summaries.map((s) => s.competitionId),
  );
  const teamIds = summaries.flatMap((s) => [s.home.id, s.away.id]);
  const strengthRows = teamIds.length
    ? await db
        .select({ id: teams.id, strength: teams.strength })
        .from(teams)
        .where(inArray(teams.id, teamIds))
    : [];
  const strength = new Map(strengthRows.map((row) => [row.id, row.strength]));
  const [pin] = await db
    .select({ matchId: hotMatchPins.matchId })
    .from(hotMatchPins)
    .where(eq(hotMatchPins.slot, 1));
  return summaries
    .filter((s) => !["cancelled", "postponed", "abandoned"].includes(s.status))
    .map((s) => {
      const competition = competitions.get(s.competitionId)!;
      return {
        ...s,
        competition,
        hotness: hotness(s, competition.tier, [strength.get(s.home.id) ?? 50, strength.get(s.away.id) ?? 50]),
        ...(s.id === pin?.matchId && { pinned: true as const }),
      };
    })
    .sort(
      (a, b) =>
        Number(b.id === pin?.matchId) - Number(a.id === pin?.matchId) ||
        b.hotness - a.hotness ||
        a.kickoffAt.localeCompare(b.kickoffAt),
    )
    .slice(0, options.limit ?? 30);
}
