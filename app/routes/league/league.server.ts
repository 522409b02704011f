import type { RouterContextProvider } from "react-router";
import { latestPostsAbout } from "../../../server/content/posts/read.ts";
import { getBasketballTable } from "../../../server/sports/queries/basketball-table.ts";
import {
  getCompetition,
  listCompetitionMatches,
  listCompetitions,
} from "../../../server/sports/queries/competitions.ts";
import { getDraw } from "../../../server/sports/queries/draw.ts";
import { getTopScorers } from "../../../server/sports/queries/scorers.ts";
import { getStandings } from "../../../server/sports/queries/standings.ts";
import { tableKindOf } from "../../../server/sports/standings/kind.ts";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import {
  CONTENT_PAGE_SECONDS,
  LIVE_PAGE_SECONDS,
  pageTags,
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
  const db = services.database.db;
  if (rawId === undefined) {
    const { data: competitions } = await listCompetitions(db, { limit: 1000 });
    sharePage(context, CONTENT_PAGE_SECONDS);
    return { kind: "list" as const, timeZone, competitions: competitions.map(slimCompetition) };
  }
  const competition = await getCompetition(db, entityId(rawId));
  if (!competition) throw pageNotFound();
  const url = new URL(request.url);
  const tab = oneOf(LEAGUE_TABS, url.searchParams.get("tab"), "overview");
  const type = oneOf(TABLE_TYPES, url.searchParams.get("type"), "total");
  const id = competition.id;
  const wants = (...tabs: LeagueTab[]) => tabs.includes(tab);
  const table = tableKindOf(competition);
  const [fixtures, results, standings, scorers, news, draw, wins] = await Promise.all([
    wants("overview", "fixtures")
      ? listCompetitionMatches(db, id, { when: "fixtures", limit: tab === "overview" ? 6 : 100 })
      : null,
    wants("overview", "results")
      ? listCompetitionMatches(db, id, { when: "results", limit: tab === "overview" ? 6 : 100 })
      : null,
    wants("overview", "standings") && table === "points"
      ? getStandings(db, id, { type: tab === "overview" ? "total" : type })
      : null,
    wants("overview", "scorers") && competition.sport === "football"
      ? getTopScorers(db, id, { limit: tab === "overview" ? 5 : 30 })
      : null,
    wants("overview") ? latestPostsAbout(db, { kind: "competition", id }) : [],
    table === "draw" && wants("overview", "standings") ? getDraw(db, id) : null,
    table === "wins" && wants("overview", "standings")
      ? getBasketballTable(db, id).then((found) => found?.groups ?? [])
      : null,
  ]);
  const playing = (fixtures?.data ?? []).some((match) => match.status === "live") || standings?.live === true;
  sharePage(context, playing ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS, pageTags.competition(id));
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
