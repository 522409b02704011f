import { Link } from "react-router";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { BasketballSeason } from "../../components/player/basketball-season.tsx";
import { PlayerAvatar } from "../../components/player/player-avatar.tsx";
import { PlayerMatches } from "../../components/player/player-matches.tsx";
import { PlayerSeason } from "../../components/player/player-season.tsx";
import { JsonLd } from "../../components/shell/json-ld.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { TeamCrest } from "../../components/team/team-crest.tsx";
import { type Crumb, personData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { canonical } from "../../lib/seo.ts";
import { longDate } from "../../lib/time.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/player";
import { loadPlayer } from "./player.server.ts";

const POSITIONS = { GK: "Goalkeeper", DF: "Defender", MF: "Midfielder", FW: "Forward" } as const;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "Player");
  const { player } = loaderData;
  const club = player.team ? ` (${player.team.name})` : "";
  return pageMeta(
    matches,
    `${player.name}${club}`,
    `${player.name}${club}: goals, cards, appearances and latest matches this season.`,
    canonical(matches, `/player/${player.id}`),
  );
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPlayer(request, context, params.id);

export default function PlayerPage({ loaderData }: Route.ComponentProps) {
  const { player, timeZone } = loaderData;
  const { siteUrl, siteName } = usePublicConfig();
  const site = { siteUrl, siteName };
  const crumbs: Crumb[] = [
    { name: "Teams", path: "/team" },
    ...(player.team ? [{ name: player.team.name, path: `/team/${player.team.id}` }] : []),
    { name: player.name, path: `/player/${player.id}` },
  ];
  const position = player.position ? POSITIONS[player.position] : null;
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <JsonLd data={withBreadcrumbs(personData(site, player), site, crumbs)} />
      <header className="mb-4 flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
        <PlayerAvatar name={player.name} team={player.team} />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold leading-tight tracking-tight sm:text-2xl">{player.name}</h1>
          <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {player.team ? (
              <div className="flex items-center gap-1">
                <dt className="sr-only">Club</dt>
                <dd>
                  <Link to={`/team/${player.team.id}`} className="flex items-center gap-1 hover:underline">
                    <TeamCrest team={player.team} />
                    {player.team.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            {position ? (
              <div>
                <dt className="sr-only">Position</dt>
                <dd data-testid="player-position">{position}</dd>
              </div>
            ) : null}
            {player.nationality ? (
              <div className="flex items-center gap-1">
                <dt className="sr-only">Nationality</dt>
                <dd className="flex items-center gap-1" data-testid="player-nationality">
                  <CountryFlag country={player.nationality} />
                  {player.nationality.name}
                </dd>
              </div>
            ) : null}
            {player.age !== null && player.birthDate ? (
              <div className="flex gap-1">
                <dt>Age</dt>
                <dd className="font-semibold text-fg" data-testid="player-age">
                  {player.age} <span className="font-normal text-muted">({longDate(player.birthDate)})</span>
                </dd>
              </div>
            ) : null}
            {player.shirtNumber !== null ? (
              <div className="flex gap-1">
                <dt>Shirt</dt>
                <dd className="font-semibold text-fg">{player.shirtNumber}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <div className="space-y-3">
        {player.basketball ? (
          <Panel title="This season">
            <BasketballSeason season={player.basketball} />
          </Panel>
        ) : (
          <>
            <Panel title="This season">
              <PlayerSeason lines={player.seasons} totals={player.totals} />
            </Panel>
            <Panel title="Recent matches">
              <PlayerMatches matches={player.recentMatches} />
            </Panel>
          </>
        )}
      </div>
      <div className="mt-4">
        <SharePanel path={`/player/${player.id}`} title={player.name} />
      </div>
    </TimeZoneProvider>
  );
}
