import type { RouterContextProvider } from "react-router";
import { listHotMatches } from "../../../server/sports/queries/hot.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch } from "../../lib/slim-views.server.ts";
import { isoDateIn } from "../../lib/time.ts";
import { visitorPreferences } from "../../lib/visitor.server.ts";

/** Today's matches in the visitor's zone, hottest first. */
export async function loadHotMatches(request: Request, context: Readonly<RouterContextProvider>) {
  const db = requestScopeOf(context).services.database.db;
  const { timeZone } = visitorPreferences(request);
  const today = isoDateIn(new Date(), timeZone);
  const hot = await listHotMatches(db, { date: today, tz: timeZone, limit: 30 });
  return {
    timeZone,
    today,
    hot: hot.map((match) => ({
      ...slimMatch(match),
      competition: { ...slimCompetition(match.competition), tier: match.competition.tier },
      hotness: match.hotness,
    })),
  };
}
