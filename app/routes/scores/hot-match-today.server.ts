import type { RouterContextProvider } from "react-router";
import type { Services } from "../../../server/http/api-router.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch } from "../../lib/slim-views.server.ts";
import { isoDateIn } from "../../lib/time.ts";
import { visitorPreferences } from "../../lib/visitor.server.ts";

/** Today's matches in the visitor's zone, hottest first. */
export async function loadHotMatches(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requestScopeOf(context);
  const { timeZone } = visitorPreferences(request);
  const today = isoDateIn(new Date(), timeZone);
  return { timeZone, today, hot: await hotMatchesOf(services, today, timeZone, 30) };
}

/** The hottest matches of a local day, in the shape the hot-match list draws. */
export async function hotMatchesOf(
  { sports }: Pick<Services, "sports">,
  date: string,
  timeZone: string,
  limit: number,
) {
  const hot = await sports.listHotMatches({ date, tz: timeZone, limit });
  return hot.map((match) => ({
    ...slimMatch(match),
    competition: { ...slimCompetition(match.competition), tier: match.competition.tier },
    hotness: match.hotness,
  }));
}
