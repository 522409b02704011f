import type { RouterContextProvider } from "react-router";
import type { MatchOdds } from "../../server/odds/view.ts";
import type { RowOdds } from "../components/odds/row-price.tsx";
import type { OddsFormat } from "./odds-format.ts";
import { requestScopeOf } from "./request-scope.server.ts";
import { viewerContext } from "./viewer.ts";

export type OddsHistoryPoint = {
  at: string;
  status: string;
  minute: number | null;
  probabilities: Record<string, Record<string, number>>;
};

export type MatchOddsData = {
  odds: MatchOdds;
  format: OddsFormat;
  history: OddsHistoryPoint[];
};

/** How prices read for this visitor, and whether they want odds at all. */
export async function oddsViewOf(context: Readonly<RouterContextProvider>) {
  const { odds } = requestScopeOf(context).services;
  const viewer = context.get(viewerContext);
  const [settings, preference] = await Promise.all([
    odds.settings(),
    viewer ? odds.preference(viewer.id) : Promise.resolve({ format: null, hide: false }),
  ]);
  return { format: (preference.format ?? settings.default_format) as OddsFormat, hidden: preference.hide };
}

/**
 * The match centre's odds: null when odds are off (site, competition) or the fan
 * hides them, so the page shows nothing of betting at all.
 */
export async function matchOddsData(
  context: Readonly<RouterContextProvider>,
  matchId: number,
): Promise<MatchOddsData | null> {
  const { odds } = requestScopeOf(context).services;
  if (!odds.enabled) return null;
  const { format, hidden } = await oddsViewOf(context);
  if (hidden) return null;
  const current = await odds.current(matchId);
  if (!current) return null;
  const history = await odds.history(matchId);
  return { odds: current, format, history: history.slice(-240) };
}

/**
 * Prices for a list's live rows: null when odds are off or the fan hides them (rows
 * then show none, and the page no notice). One query for every live match listed.
 */
export async function rowOddsData(
  context: Readonly<RouterContextProvider>,
  liveMatchIds: number[],
): Promise<RowOdds | null> {
  const { odds } = requestScopeOf(context).services;
  if (!odds.enabled) return null;
  const { format, hidden } = await oddsViewOf(context);
  if (hidden) return null;
  const prices = await odds.rowPrices(liveMatchIds);
  return { format, prices: Object.fromEntries(prices.map((price) => [price.match_id, price])) };
}
