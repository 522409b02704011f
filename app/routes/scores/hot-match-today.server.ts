import type { RouterContextProvider } from "react-router";
import type { Services } from "../../../server/http/api-router.ts";
import { LIVE_PAGE_SECONDS, SCORES_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch } from "../../lib/slim-views.server.ts";
import { isoDateIn } from "../../lib/time.ts";
import { visitorPreferences } from "../../lib/visitor.server.ts";

/** Today's matches in the visitor's zone, hottest first. */
export async function loadHotMatches(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requestScopeOf(context);
  const { timeZone } = visitorPreferences(request);
  const today = isoDateIn(new Date(), timeZone);
  const hot = await hotMatchesOf(services, today, timeZone, 30);
  // Shared like the scores it ranks, and dropped by the same live events (a goal moves a match up).
  sharePage(
    context,
    hot.some((match) => match.status === "live") ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    services.live.pageTags.scores("football"),
  );
  return { timeZone, today, hot };
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
