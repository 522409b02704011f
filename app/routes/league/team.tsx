import { Suspense } from "react";
import { Link } from "react-router";
import { LatestNews } from "../../components/blog/latest-news.tsx";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Pager } from "../../components/competition/pager.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { useCountryName } from "../../components/league/country-name.ts";
import { FormPills } from "../../components/league/form-pills.tsx";
import { TopScorers } from "../../components/league/top-scorers.tsx";
import { MatchList } from "../../components/match/match-list.tsx";
import { NotifyBell } from "../../components/notify/notify-bell.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { TeamCalendarLink } from "../../components/team/calendar-link.tsx";
import { SportsTeamJsonLd } from "../../components/team/sports-team-json-ld.tsx";
import { SquadList } from "../../components/team/squad-list.tsx";
import { TeamCrest } from "../../components/team/team-crest.tsx";
import { TeamDirectory } from "../../components/team/team-directory.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { ogImageMeta, pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/team";
import { loadTeam } from "./team.server.ts";

// A tennis player's figures and results are drawn on players' pages only: a club's page, most visits,
// does not load their code.
const playerResults = () => import("../../components/tennis/player-results.tsx");
const PlayerFigures = lazyPart(() => playerResults().then((module) => module.PlayerFigures));
const PlayerResults = lazyPart(() => playerResults().then((module) => module.PlayerResults));

const m = defineMessages({
  title: {
    id: "team.list.title",
    defaultMessage: "Teams",
    description: "Title of the page listing every team",
  },
  count: {
    id: "team.list.count",
    defaultMessage: "{total, plural, one {# club and national team} other {# clubs and national teams}}",
    description: "How many teams the site follows",
  },
  byCountry: {
    id: "team.list.by-country",
    defaultMessage: "By country",
    description: "Link to teams by country",
  },
  empty: { id: "team.list.empty", defaultMessage: "No teams yet" },
  emptyText: {
    id: "team.list.empty-text",
    defaultMessage: "Teams appear here once competitions are loaded.",
  },
  description: {
    id: "team.page.description",
    defaultMessage: "{team}: next match, results, form, fixtures and scorers.",
    description: "Search engines' description of a team's page",
  },
  founded: {
    id: "team.page.founded",
    defaultMessage: "Founded {year}",
    description: "The year the club was founded",
  },
  form: { id: "team.page.form", defaultMessage: "Form", description: "Before the team's last results" },
  live: {
    id: "team.page.live",
    defaultMessage: "Live now",
    description: "Panel of the team's match in play",
  },
  next: { id: "team.page.next", defaultMessage: "Next match" },
  noNext: { id: "team.page.no-next", defaultMessage: "No match scheduled." },
  results: { id: "team.page.results", defaultMessage: "Recent results" },
  fixtures: {
    id: "team.page.fixtures",
    defaultMessage: "Fixtures",
    description: "Panel of matches still to play",
  },
  competitions: { id: "team.page.competitions", defaultMessage: "Competitions" },
  scorers: {
    id: "team.page.scorers",
    defaultMessage: "Scorers",
    description: "Panel of the team's goal scorers",
  },
  squad: { id: "team.page.squad", defaultMessage: "Squad" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "team") return pageMeta(matches, m.title, undefined, canonical(matches, "/team"));
  const { team } = loaderData;
  const t = translatorOfPage(matches);
  return pageMeta(matches, team.name, t(m.description, { team: team.name }), [
    ...canonical(matches, `/team/${team.id}`),
    ...ogImageMeta(matches, `/og/team/${team.id}.png`),
  ]);
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadTeam(request, context, params.id);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nameOf = useCountryName();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader
          title={t(m.title)}
          subtitle={t(m.count, { total: loaderData.total })}
          actions={
            <Link to="/country/team" className="text-sm font-semibold text-accent hover:underline">
              {t(m.byCountry)}
            </Link>
          }
        />
        {loaderData.teams.length === 0 ? (
          <EmptyState title={t(m.empty)} icon="shield">
            {t(m.emptyText)}
          </EmptyState>
        ) : (
          <>
            <TeamDirectory teams={loaderData.teams} />
            <Pager page={loaderData.page} pages={loaderData.pages} basePath="/team" />
          </>
        )}
      </>
    );
  }
  const { team, live, fixtures, results, scorers, news, timeZone, favourites } = loaderData;
  // A tennis player's page is the player: ranking, win–loss and results by set, no squad or scorers.
  const player = team.kind === "player";
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <SportsTeamJsonLd
        team={team}
        country={team.country}
        venue={team.venue?.name ?? null}
        founded={team.founded}
      />
      <header className="mb-4 flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
        <TeamCrest team={team} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold leading-tight tracking-tight sm:text-2xl">{team.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
            {team.country ? (
              <Link
                to={`/country/${team.country.id}/team`}
                className="flex items-center gap-1 hover:underline"
              >
                <CountryFlag country={team.country} />
                {nameOf(team.country)}
              </Link>
            ) : null}
            {team.venue ? <span>· {team.venue.name}</span> : null}
            {team.founded ? <span>· {t(m.founded, { year: String(team.founded) })}</span> : null}
          </p>
          <div className="mt-3">
            <TeamCalendarLink teamId={team.id} teamName={team.name} />
          </div>
          {team.form.length > 0 ? (
            <p className="mt-2 flex items-center gap-2 text-xs text-muted">
              {t(m.form)} <FormPills form={team.form} />
            </p>
          ) : null}
        </div>
        <NotifyBell kind="teams" id={team.id} name={team.name} />
        <FavouriteStar kind="teams" id={team.id} name={team.name} serverFavourites={favourites} />
      </header>
      {player ? (
        <Suspense fallback={null}>
          <PlayerFigures ranking={team.ranking} record={team.record} />
        </Suspense>
      ) : null}
      <div className="space-y-3">
        {live.length > 0 ? (
          <Panel title={t(m.live)}>
            <MatchList matches={live} />
          </Panel>
        ) : null}
        <Panel title={t(m.next)}>
          {team.nextMatch ? (
            <MatchList matches={[team.nextMatch]} />
          ) : (
            <p className="px-3 py-4 text-sm text-muted">{t(m.noNext)}</p>
          )}
        </Panel>
        <LatestNews posts={news} more={`/blogs?team=${team.id}`} />
        <Panel title={t(m.results)}>
          {player ? (
            <Suspense fallback={null}>
              <PlayerResults playerId={team.id} matches={results} />
            </Suspense>
          ) : (
            <MatchList matches={results} teamId={team.id} />
          )}
        </Panel>
        <Panel title={t(m.fixtures)}>
          <MatchList matches={fixtures} />
        </Panel>
        <Panel title={t(m.competitions)}>
          <ul className="divide-y divide-line">
            {team.competitions.map((competition) => (
              <li key={competition.id}>
                <Link
                  to={`/league/${competition.id}`}
                  className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-raised"
                >
                  <CountryFlag country={competition.country} />
                  {competition.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        {player ? null : (
          <>
            <Panel title={t(m.scorers)}>
              <TopScorers scorers={scorers} />
            </Panel>
            <Panel title={t(m.squad)}>
              <SquadList squad={team.squad} />
            </Panel>
          </>
        )}
      </div>
      <div className="mt-4">
        <SharePanel path={`/team/${team.id}`} title={team.name} />
      </div>
    </TimeZoneProvider>
  );
}
