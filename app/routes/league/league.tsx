import { Suspense } from "react";
import { Link } from "react-router";
import { LatestNews } from "../../components/blog/latest-news.tsx";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { CompetitionJsonLd } from "../../components/league/competition-json-ld.tsx";
import { countryName, INTERNATIONAL, useCountryName } from "../../components/league/country-name.ts";
import { LeagueTabs, leagueTabsFor } from "../../components/league/league-tabs.tsx";
import { StandingsPanel } from "../../components/league/standings-panel.tsx";
import { StandingsTable } from "../../components/league/standings-table.tsx";
import { TopScorers } from "../../components/league/top-scorers.tsx";
import { MatchList } from "../../components/match/match-list.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { ogImageMeta, pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/league";
import { loadLeague } from "./league.server.ts";

// A tennis draw and a basketball win table are drawn on their sports' pages only: football's league
// pages, most visits, do not load their code.
const DrawSheet = lazyPart(() =>
  import("../../components/tennis/draw-sheet.tsx").then((module) => module.DrawSheet),
);
const WinTable = lazyPart(() =>
  import("../../components/basketball/win-table.tsx").then((module) => module.WinTable),
);

const m = defineMessages({
  title: {
    id: "league.list.title",
    defaultMessage: "Leagues",
    description: "Title of the page listing every competition",
  },
  subtitle: { id: "league.list.subtitle", defaultMessage: "Competitions by country" },
  empty: { id: "league.list.empty", defaultMessage: "No competitions yet" },
  emptyText: {
    id: "league.list.empty-text",
    defaultMessage: "Leagues, cups and tournaments appear here once they are loaded.",
  },
  description: {
    id: "league.page.description",
    defaultMessage: "{competition} ({country}): fixtures, results, standings and top scorers.",
    description: "Search engines' description of a competition's page; country may be 'International'",
  },
  live: {
    id: "league.page.live",
    defaultMessage: "Live now",
    description: "Panel of the competition's matches in play",
  },
  draw: {
    id: "league.page.draw",
    defaultMessage: "Draw",
    description: "Panel with a knockout tournament's bracket, not a tied match",
  },
  standings: {
    id: "league.page.standings",
    defaultMessage: "Standings",
    description: "Panel with the league table",
  },
  fullTable: { id: "league.page.full-table", defaultMessage: "Full table" },
  fixtures: {
    id: "league.page.fixtures",
    defaultMessage: "Fixtures",
    description: "Panel of matches still to play",
  },
  allFixtures: { id: "league.page.all-fixtures", defaultMessage: "All fixtures" },
  results: { id: "league.page.results", defaultMessage: "Results", description: "Panel of matches played" },
  allResults: { id: "league.page.all-results", defaultMessage: "All results" },
  scorers: { id: "league.page.top-scorers", defaultMessage: "Top scorers" },
  allScorers: { id: "league.page.all-scorers", defaultMessage: "All scorers" },
  noTable: { id: "league.page.no-table", defaultMessage: "No table for this competition" },
  knockout: {
    id: "league.page.no-table.cup",
    defaultMessage:
      "{competition} is played as a knockout: follow it round by round in fixtures and results.",
  },
  notYet: {
    id: "league.page.no-table.not-yet",
    defaultMessage: "The table appears once the season's first matches are played.",
  },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "competition")
    return pageMeta(matches, m.title, undefined, canonical(matches, "/league"));
  const { competition } = loaderData;
  const t = translatorOfPage(matches);
  const where = competition.country ? countryName(competition.country, t) : t(INTERNATIONAL);
  return pageMeta(
    matches,
    competition.name,
    t(m.description, { competition: competition.name, country: where }),
    [
      ...canonical(matches, `/league/${competition.id}`),
      ...ogImageMeta(matches, `/og/league/${competition.id}.png`),
    ],
  );
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadLeague(request, context, params.id);

export default function LeaguePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nameOf = useCountryName();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
        {loaderData.competitions.length === 0 ? (
          <EmptyState title={t(m.empty)} icon="trophy">
            {t(m.emptyText)}
          </EmptyState>
        ) : (
          <CompetitionDirectory competitions={loaderData.competitions} />
        )}
      </>
    );
  }
  const {
    competition,
    tab,
    live,
    fixtures,
    results,
    standings,
    draw,
    wins,
    scorers,
    news,
    timeZone,
    favourites,
    table,
  } = loaderData;
  const tabs = leagueTabsFor(competition, table);
  const keepsScorers = tabs.some(([name]) => name === "scorers");
  const basePath = `/league/${competition.id}`;
  const tabLink = (target: string, label: string) => (
    <Link to={`${basePath}?tab=${target}`} className="text-xs font-semibold text-accent hover:underline">
      {label}
    </Link>
  );
  const standingsTitle = t(m.standings);
  const fixturesTitle = t(m.fixtures);
  const resultsTitle = t(m.results);
  const scorersTitle = t(m.scorers);
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <CompetitionJsonLd competition={competition} />
      <PageHeader
        title={competition.name}
        subtitle={
          <span className="flex items-center gap-1.5">
            <CountryFlag country={competition.country} />
            {competition.country ? (
              <Link to={`/country/${competition.country.id}/league`} className="hover:underline">
                {nameOf(competition.country)}
              </Link>
            ) : (
              nameOf(null)
            )}
            {competition.currentSeason ? <span>· {competition.currentSeason.name}</span> : null}
          </span>
        }
        actions={
          <FavouriteStar
            kind="competitions"
            id={competition.id}
            name={competition.name}
            serverFavourites={favourites}
          />
        }
      />
      <LeagueTabs basePath={basePath} active={tab} tabs={tabs} />
      <div className="space-y-3">
        {live.length > 0 && (tab === "overview" || tab === "fixtures") ? (
          <Panel title={t(m.live)}>
            <MatchList matches={live} />
          </Panel>
        ) : null}
        {draw && draw.length > 0 && (tab === "overview" || tab === "standings") ? (
          <Panel title={t(m.draw)}>
            <div className="p-3">
              <Suspense fallback={null}>
                <DrawSheet rounds={draw} />
              </Suspense>
            </div>
          </Panel>
        ) : null}
        {wins && wins.length > 0 && (tab === "overview" || tab === "standings") ? (
          <Panel title={standingsTitle}>
            <Suspense fallback={null}>
              <WinTable table={wins} />
            </Suspense>
          </Panel>
        ) : null}
        {tab === "overview" ? (
          <>
            {standings?.groups[0] ? (
              <Panel title={standingsTitle} action={tabLink("standings", t(m.fullTable))}>
                <StandingsTable rows={standings.groups[0].rows.slice(0, 6)} showForm={false} />
              </Panel>
            ) : null}
            <Panel title={fixturesTitle} action={tabLink("fixtures", t(m.allFixtures))}>
              <MatchList matches={fixtures} />
            </Panel>
            <Panel title={resultsTitle} action={tabLink("results", t(m.allResults))}>
              <MatchList matches={results} />
            </Panel>
            {keepsScorers ? (
              <Panel title={scorersTitle} action={tabLink("scorers", t(m.allScorers))}>
                <TopScorers scorers={scorers} />
              </Panel>
            ) : null}
            <LatestNews posts={news} more={`/blogs?competition=${competition.id}`} />
          </>
        ) : null}
        {tab === "fixtures" ? (
          <Panel title={fixturesTitle}>
            <MatchList matches={fixtures} byRound />
          </Panel>
        ) : null}
        {tab === "results" ? (
          <Panel title={resultsTitle}>
            <MatchList matches={results} byRound />
          </Panel>
        ) : null}
        {tab === "standings" && !draw && !wins ? (
          standings && standings.groups.length > 0 ? (
            <StandingsPanel standings={standings} basePath={basePath} />
          ) : (
            <EmptyState title={t(m.noTable)} icon="trophy">
              {competition.kind === "cup" ? t(m.knockout, { competition: competition.name }) : t(m.notYet)}
            </EmptyState>
          )
        ) : null}
        {tab === "scorers" && keepsScorers ? (
          <Panel title={scorersTitle}>
            <TopScorers scorers={scorers} />
          </Panel>
        ) : null}
      </div>
      <div className="mt-4">
        <SharePanel path={`/league/${competition.id}`} title={competition.name} />
      </div>
    </TimeZoneProvider>
  );
}
