import type { RouterContextProvider } from "react-router";
import { contentLocaleOf } from "../../../shared/i18n/locales.ts";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import {
  CONTENT_PAGE_SECONDS,
  LIVE_PAGE_SECONDS,
  SCORES_PAGE_SECONDS,
  sharePage,
} from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch } from "../../lib/slim-views.server.ts";
import { visitorFollowing } from "../../lib/visitor.server.ts";

export const LEAGUE_TABS = ["overview", "fixtures", "results", "standings", "scorers"] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];
const TABLE_TYPES = ["total", "home", "away"] as const;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export async function loadLeague(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const { services } = requestScopeOf(context);
  const { timeZone, favourites } = await visitorFollowing(request, context);
  const { sports, posts } = services;
  if (rawId === undefined) {
    const { data: competitions } = await sports.listCompetitions({ limit: 1000 });
    sharePage(context, CONTENT_PAGE_SECONDS);
    return { kind: "list" as const, timeZone, competitions: competitions.map(slimCompetition) };
  }
  const competition = await sports.getCompetition(entityId(rawId));
  if (!competition) throw pageNotFound();
  const url = new URL(request.url);
  const tab = oneOf(LEAGUE_TABS, url.searchParams.get("tab"), "overview");
  const type = oneOf(TABLE_TYPES, url.searchParams.get("type"), "total");
  const id = competition.id;
  const wants = (...tabs: LeagueTab[]) => tabs.includes(tab);
  const table = sports.tableKindOf(competition);
  const [fixtures, results, standings, scorers, news, draw, wins] = await Promise.all([
    wants("overview", "fixtures")
      ? sports.listCompetitionMatches(id, { when: "fixtures", limit: tab === "overview" ? 6 : 100 })
      : null,
    wants("overview", "results")
      ? sports.listCompetitionMatches(id, { when: "results", limit: tab === "overview" ? 6 : 100 })
      : null,
    wants("overview", "standings") && table === "points"
      ? sports.getStandings(id, { type: tab === "overview" ? "total" : type })
      : null,
    wants("overview", "scorers") && competition.sport === "football"
      ? sports.getTopScorers(id, { limit: tab === "overview" ? 5 : 30 })
      : null,
    wants("overview")
      ? posts.latestPostsAbout(
          { kind: "competition", id },
          { language: contentLocaleOf(requestScopeOf(context).locale) },
        )
      : [],
    table === "draw" && wants("overview", "standings") ? sports.getDraw(id) : null,
    table === "wins" && wants("overview", "standings")
      ? sports.getBasketballTable(id).then((found) => found?.groups ?? [])
      : null,
  ]);
  const playing = (fixtures?.data ?? []).some((match) => match.status === "live") || standings?.live === true;
  sharePage(
    context,
    playing ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    services.live.pageTags.competition(id),
  );
  return {
    kind: "competition" as const,
    timeZone,
    favourites,
    tab,
    competition,
    // Matches in play lead the page on their own, so fixtures only lists what is still to come.
    live: (fixtures?.data ?? []).filter((match) => match.status === "live").map(slimMatch),
    fixtures: (fixtures?.data ?? []).filter((match) => match.status !== "live").map(slimMatch),
    results: (results?.data ?? []).map(slimMatch),
    standings,
    draw,
    wins,
    scorers: scorers ?? [],
    news,
    table,
  };
}
