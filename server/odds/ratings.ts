import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { matches, seasons } from "../sports/schema.ts";
import { expectedGoals, fitDixonColes, type Ratings } from "./model/dixon-coles.ts";
import { oddsRatings } from "./schema.ts";

/** League-average play when a competition has no fitted ratings yet (a new or demo league). */
const DEFAULT_RATES = { home: 1.5, away: 1.15 };

/**
 * Refits each competition's ratings from its finished results (all of them, weighted
 * by the time decay from the competition's latest result) and stores them.
 */
export async function refitRatings(
  db: Db,
  competitionIds?: number[],
): Promise<{ competitions: number; results: number }> {
  const rows = await db
    .select({
      competitionId: seasons.competitionId,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      homeGoals: matches.homeScore,
      awayGoals: matches.awayScore,
      at: matches.kickoffAt,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(
      and(
        eq(matches.status, "finished"),
        isNotNull(matches.homeScore),
        isNotNull(matches.awayScore),
        competitionIds ? inArray(seasons.competitionId, competitionIds) : undefined,
      ),
    );
  const byCompetition = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byCompetition.get(row.competitionId) ?? [];
    list.push(row);
    byCompetition.set(row.competitionId, list);
  }
  for (const [competitionId, list] of byCompetition) {
    const ratings = fitDixonColes(
      list.map((r) => ({
        home: r.home,
        away: r.away,
        homeGoals: r.homeGoals!,
        awayGoals: r.awayGoals!,
        at: r.at,
      })),
    );
    const values = {
      base: ratings.base,
      home: ratings.home,
      rho: ratings.rho,
      teams: Object.fromEntries([...ratings.teams].map(([id, rating]) => [String(id), rating])),
      prior: { attack: ratings.prior.attack, defence: ratings.prior.defence },
      results: ratings.matches,
      fittedAt: ratings.fittedAt,
    };
    await db
      .insert(oddsRatings)
      .values({ competitionId, ...values })
      .onConflictDoUpdate({ target: oddsRatings.competitionId, set: values });
  }
  return { competitions: byCompetition.size, results: rows.length };
}

/** Pre-match expected goals of a fixture from its competition's stored ratings, and ρ. */
export async function preMatchRates(
  db: Db,
  competitionId: number,
  homeTeamId: number,
  awayTeamId: number,
): Promise<{ home: number; away: number; rho: number }> {
  const [row] = await db.select().from(oddsRatings).where(eq(oddsRatings.competitionId, competitionId));
  if (!row) return { ...DEFAULT_RATES, rho: 0 };
  const ratings: Ratings<number> = {
    base: row.base,
    home: row.home,
    rho: row.rho,
    teams: new Map(Object.entries(row.teams).map(([id, rating]) => [Number(id), rating])),
    prior: { ...row.prior, matches: 0 },
    fittedAt: row.fittedAt,
    matches: row.results,
  };
  return { ...expectedGoals(ratings, homeTeamId, awayTeamId), rho: row.rho };
}
