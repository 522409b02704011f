import { Link } from "react-router";
import { WinTable } from "../../components/basketball/win-table.tsx";
import { LatestNews } from "../../components/blog/latest-news.tsx";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { CompetitionJsonLd } from "../../components/league/competition-json-ld.tsx";
import { LeagueTabs, leagueTabsFor } from "../../components/league/league-tabs.tsx";
import { StandingsPanel } from "../../components/league/standings-panel.tsx";
import { StandingsTable } from "../../components/league/standings-table.tsx";
import { TopScorers } from "../../components/league/top-scorers.tsx";
import { MatchList } from "../../components/match/match-list.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { DrawSheet } from "../../components/tennis/draw-sheet.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/league";
import { loadLeague } from "./league.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "competition")
    return pageMeta(matches, "Leagues", undefined, canonical(matches, "/league"));
  const { competition } = loaderData;
  const where = competition.country?.name ?? "International";
  return pageMeta(
    matches,
    competition.name,
    `${competition.name} (${where}): fixtures, results, standings and top scorers.`,
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
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title="Leagues" subtitle="Competitions by country" />
        {loaderData.competitions.length === 0 ? (
          <EmptyState title="No competitions yet" icon="trophy">
            Leagues, cups and tournaments appear here once they are loaded.
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
                {competition.country.name}
              </Link>
            ) : (
              "International"
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
          <Panel title="Live now">
            <MatchList matches={live} />
          </Panel>
        ) : null}
        {draw && draw.length > 0 && (tab === "overview" || tab === "standings") ? (
          <Panel title="Draw">
            <div className="p-3">
              <DrawSheet rounds={draw} />
            </div>
          </Panel>
        ) : null}
        {wins && wins.length > 0 && (tab === "overview" || tab === "standings") ? (
          <Panel title="Standings">
            <WinTable table={wins} />
          </Panel>
        ) : null}
        {tab === "overview" ? (
          <>
            {standings?.groups[0] ? (
              <Panel title="Standings" action={tabLink("standings", "Full table")}>
                <StandingsTable rows={standings.groups[0].rows.slice(0, 6)} showForm={false} />
              </Panel>
            ) : null}
            <Panel title="Fixtures" action={tabLink("fixtures", "All fixtures")}>
              <MatchList matches={fixtures} />
            </Panel>
            <Panel title="Results" action={tabLink("results", "All results")}>
              <MatchList matches={results} />
            </Panel>
            {keepsScorers ? (
              <Panel title="Top scorers" action={tabLink("scorers", "All scorers")}>
                <TopScorers scorers={scorers} />
              </Panel>
            ) : null}
            <LatestNews posts={news} more={`/blogs?competition=${competition.id}`} />
          </>
        ) : null}
        {tab === "fixtures" ? (
          <Panel title="Fixtures">
            <MatchList matches={fixtures} byRound />
          </Panel>
        ) : null}
        {tab === "results" ? (
          <Panel title="Results">
            <MatchList matches={results} byRound />
          </Panel>
        ) : null}
        {tab === "standings" && !draw && !wins ? (
          standings && standings.groups.length > 0 ? (
            <StandingsPanel standings={standings} basePath={basePath} />
          ) : (
            <EmptyState title="No table for this competition" icon="trophy">
              {competition.kind === "cup"
                ? `${competition.name} is played as a knockout: follow it round by round in fixtures and results.`
                : "The table appears once the season's first matches are played."}
            </EmptyState>
          )
        ) : null}
        {tab === "scorers" && keepsScorers ? (
          <Panel title="Top scorers">
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
