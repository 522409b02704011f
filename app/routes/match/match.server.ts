import type { RouterContextProvider } from "react-router";
import { type CentreTab, centreTabsFor } from "../../components/match/centre-tabs.tsx";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { matchOddsData } from "../../lib/odds.server.ts";
import { LIVE_PAGE_SECONDS, SCORES_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimFixtures, slimMatch } from "../../lib/slim-views.server.ts";
import type { StandingRowView } from "../../lib/sports-view.ts";
import { isoDateIn } from "../../lib/time.ts";
import { visitorFollowing } from "../../lib/visitor.server.ts";
import { matchCentreHighlights } from "../video/highlights.server.ts";

/** The two teams' lines and their neighbours: enough to read the stakes at a glance. */
function aroundTeams(rows: StandingRowView[], teamIds: number[]): StandingRowView[] {
  const positions = rows.filter((row) => teamIds.includes(row.team.id)).map((row) => row.position);
  return rows.filter((row) => positions.some((position) => Math.abs(row.position - position) <= 1));
}

export async function loadMatchCentre(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const { services } = requestScopeOf(context);
  const { timeZone, favourites } = await visitorFollowing(request, context);
  const { sports } = services;
  if (rawId === undefined) {
    const today = isoDateIn(new Date(), timeZone);
    const fixtures = await sports.listMatchesByDate({ date: today, tz: timeZone });
    sharePage(context, SCORES_PAGE_SECONDS, services.live.pageTags.scores("football"));
    return { kind: "list" as const, timeZone, favourites, fixtures: slimFixtures(fixtures) };
  }
  const match = await sports.getMatchCentre(entityId(rawId));
  if (!match) throw pageNotFound();
  const asked = new URL(request.url).searchParams.get("tab");
  // A tab the sport has not (a basketball game's line-ups) opens the summary.
  const tab: CentreTab = centreTabsFor(match.sport).find((name) => name === asked) ?? "summary";
  // Head-to-head and the table are only read for the tab that shows them.
  const [[headToHead, standings], highlights, odds, boxScore, plays] = await Promise.all([
    tab === "h2h"
      ? Promise.all([
          sports.getHeadToHead(match.id, 10),
          sports.getStandings(match.competition.id, { season: match.season.name }),
        ])
      : ([null, null] as const),
    matchCentreHighlights(context, match.id),
    // Markets are defined for football only.
    match.sport === "football" ? matchOddsData(context, match.id) : null,
    match.sport === "basketball" && tab === "stats" ? sports.getBoxScore(match.id) : null,
    // The tab is basketball's only (centreTabsFor), so the door's refusal of other sports never comes.
    tab === "plays" ? sports.getMatchPlays(match.id) : null,
  ]);
  const teamIds = [match.home.id, match.away.id];
  const group = standings?.groups.find((g) => g.rows.some((row) => teamIds.includes(row.team.id)));
  const table =
    group && standings
      ? { name: group.name, live: standings.live, rows: aroundTeams(group.rows, teamIds) }
      : null;
  // The page shows the competition's table, so any goal in the competition changes it.
  sharePage(
    context,
    match.status === "live" ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    services.live.pageTags.match(match.id),
    services.live.pageTags.competition(match.competition.id),
  );
  const meetings = headToHead ? { ...headToHead, meetings: headToHead.meetings.map(slimMatch) } : null;
  return {
    kind: "match" as const,
    timeZone,
    favourites,
    tab,
    match,
    headToHead: meetings,
    table,
    highlights,
    odds,
    boxScore,
    plays: plays?.plays ?? null,
  };
}
