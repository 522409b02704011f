import { Link } from "react-router";
import { LatestNews } from "../../components/blog/latest-news.tsx";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Pager } from "../../components/competition/pager.tsx";
import { Panel } from "../../components/competition/panel.tsx";
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
import { PlayerFigures, PlayerResults } from "../../components/tennis/player-results.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/team";
import { loadTeam } from "./team.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "team") return pageMeta(matches, "Teams", undefined, canonical(matches, "/team"));
  const { team } = loaderData;
  return pageMeta(matches, team.name, `${team.name}: next match, results, form, fixtures and scorers.`, [
    ...canonical(matches, `/team/${team.id}`),
    ...ogImageMeta(matches, `/og/team/${team.id}.png`),
  ]);
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadTeam(request, context, params.id);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader
          title="Teams"
          subtitle={`${loaderData.total} clubs and national teams`}
          actions={
            <Link to="/country/team" className="text-sm font-semibold text-accent hover:underline">
              By country
            </Link>
          }
        />
        {loaderData.teams.length === 0 ? (
          <EmptyState title="No teams yet" icon="shield">
            Teams appear here once competitions are loaded.
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
                {team.country.name}
              </Link>
            ) : null}
            {team.venue ? <span>· {team.venue.name}</span> : null}
            {team.founded ? <span>· Founded {team.founded}</span> : null}
          </p>
          <div className="mt-3">
            <TeamCalendarLink teamId={team.id} teamName={team.name} />
          </div>
          {team.form.length > 0 ? (
            <p className="mt-2 flex items-center gap-2 text-xs text-muted">
              Form <FormPills form={team.form} />
            </p>
          ) : null}
        </div>
        <NotifyBell kind="teams" id={team.id} name={team.name} />
        <FavouriteStar kind="teams" id={team.id} name={team.name} serverFavourites={favourites} />
      </header>
      {player ? <PlayerFigures ranking={team.ranking} record={team.record} /> : null}
      <div className="space-y-3">
        {live.length > 0 ? (
          <Panel title="Live now">
            <MatchList matches={live} />
          </Panel>
        ) : null}
        <Panel title="Next match">
          {team.nextMatch ? (
            <MatchList matches={[team.nextMatch]} />
          ) : (
            <p className="px-3 py-4 text-sm text-muted">No match scheduled.</p>
          )}
        </Panel>
        <LatestNews posts={news} more={`/blogs?team=${team.id}`} />
        <Panel title="Recent results">
          {player ? (
            <PlayerResults playerId={team.id} matches={results} />
          ) : (
            <MatchList matches={results} teamId={team.id} />
          )}
        </Panel>
        <Panel title="Fixtures">
          <MatchList matches={fixtures} />
        </Panel>
        <Panel title="Competitions">
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
            <Panel title="Scorers">
              <TopScorers scorers={scorers} />
            </Panel>
            <Panel title="Squad">
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
