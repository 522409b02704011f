import { data, type RouterContextProvider } from "react-router";
import { rowOddsData } from "../../lib/odds.server.ts";
import { LIVE_PAGE_SECONDS, SCORES_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimFixtures } from "../../lib/slim-views.server.ts";
import { isIsoDate, isoDateIn } from "../../lib/time.ts";
import { visitorFollowing } from "../../lib/visitor.server.ts";
import { hotMatchesOf } from "./hot-match-today.server.ts";

/**
 * The scores of one local day (or everything live now) of one sport, grouped by competition. The home
 * page is football's; every other sport has the same screen at /sport/{slug}.
 */
export async function loadScores(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sport = "football",
) {
  const { services } = requestScopeOf(context);
  const { timeZone, favourites } = await visitorFollowing(request, context);
  const url = new URL(request.url);
  const today = isoDateIn(new Date(), timeZone);
  const requested = url.searchParams.get("date");
  if (requested !== null && !isIsoDate(requested)) {
    throw data("That date is not a calendar day: use YYYY-MM-DD, for example 2026-05-24.", { status: 400 });
  }
  const date = requested ?? today;
  const live = url.searchParams.get("live") === "1";
  const mine = url.searchParams.get("mine") === "1";
  const { sports } = services;
  const [fixtures, hot] = await Promise.all([
    live ? sports.listLiveMatches(sport) : sports.listMatchesByDate({ date, tz: timeZone, sport }),
    // Today's hottest matches fill the right-hand column on wide screens.
    sport === "football" ? hotMatchesOf(services, today, timeZone, 3) : [],
  ]);
  const playing = fixtures.flatMap((group) =>
    group.matches.filter((m) => m.status === "live").map((m) => m.id),
  );
  // Prices for the rows in play; rows that kick off later get theirs from the live stream.
  // Markets are defined for football only.
  const priced = sport === "football" && (playing.length > 0 || date === today);
  const rowOdds = priced ? await rowOddsData(context, playing) : null;
  sharePage(
    context,
    playing.length > 0 ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    services.live.pageTags.scores(sport),
  );
  return { timeZone, favourites, today, date, live, mine, fixtures: slimFixtures(fixtures), hot, rowOdds };
}
