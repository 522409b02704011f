import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { matches, seasons } from "../sports/schema.ts";
import { marketPrices } from "./model/prices.ts";
import { oddsPrices } from "./schema.ts";
import type { OddsSettingsView } from "./settings.ts";
import type { MatchOdds } from "./view.ts";

/** What a live row in a list shows: the two-way (draw no bet) prices, decimal; none once closed. */
export type RowPrice = {
  match_id: number;
  status: "open" | "suspended" | "closed";
  home: number | null;
  away: number | null;
};

/** The row's prices from a full set of odds; null once settled or with the two-way market off. */
export function rowPriceOf(odds: MatchOdds): RowPrice | null {
  const market = odds.markets.find((m) => m.key === "two-way");
  if (!market || market.status === "settled") return null;
  const price = (key: string) => market.selections.find((s) => s.key === key)?.price ?? null;
  return { match_id: odds.match_id, status: market.status, home: price("home"), away: price("away") };
}

/**
 * The latest stored prices of these matches, in one query whatever their number:
 * the newest history row of each (DISTINCT ON the match, newest first), priced
 * with the margin it was shown with. Matches of competitions without odds are left out.
 */
export async function latestRowPrices(
  db: Db,
  settings: OddsSettingsView,
  matchIds: readonly number[],
): Promise<RowPrice[]> {
  if (matchIds.length === 0 || !settings.markets["two-way"].enabled) return [];
  const rows = await db
    .selectDistinctOn([oddsPrices.matchId], {
      matchId: oddsPrices.matchId,
      competitionId: seasons.competitionId,
      status: oddsPrices.status,
      probabilities: oddsPrices.probabilities,
      margin: oddsPrices.margin,
    })
    .from(oddsPrices)
    .innerJoin(matches, eq(matches.id, oddsPrices.matchId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(inArray(oddsPrices.matchId, [...new Set(matchIds)]))
    .orderBy(oddsPrices.matchId, desc(oddsPrices.at), desc(oddsPrices.id));
  const prices: RowPrice[] = [];
  for (const row of rows) {
    const twoWay = row.probabilities["two-way"];
    if (row.status === "settled" || !twoWay || settings.disabled_competitions.includes(row.competitionId))
      continue;
    const priced = marketPrices([twoWay.home ?? 0, twoWay.away ?? 0], row.margin);
    prices.push({
      match_id: row.matchId,
      status: priced.closed ? "closed" : row.status,
      home: priced.prices[0]!,
      away: priced.prices[1]!,
    });
  }
  return prices;
}
