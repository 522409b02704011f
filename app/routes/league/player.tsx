import { Link } from "react-router";
import { CountryFlag } from "../../components/competition/country-flag.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { useCountryName } from "../../components/league/country-name.ts";
import { BasketballSeason } from "../../components/player/basketball-season.tsx";
import { PlayerAvatar } from "../../components/player/player-avatar.tsx";
import { PlayerMatches } from "../../components/player/player-matches.tsx";
import { PlayerSeason } from "../../components/player/player-season.tsx";
import { POSITION_NAMES } from "../../components/player/positions.ts";
import { JsonLd } from "../../components/shell/json-ld.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { TeamCrest } from "../../components/team/team-crest.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { type Crumb, personData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider, useDates } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/player";
import { loadPlayer } from "./player.server.ts";

const m = defineMessages({
  title: {
    id: "player.page.title",
    defaultMessage: "Player",
    description: "Page title when no player is found",
  },
  titleWithTeam: {
    id: "player.page.title-with-team",
    defaultMessage: "{player} ({team})",
    description: "Page title: a player's name and his club's",
  },
  description: {
    id: "player.page.description",
    defaultMessage: "{player}: goals, cards, appearances and latest matches this season.",
    description: "Search engines' description; player may carry his club in brackets",
  },
  club: { id: "player.page.club", defaultMessage: "Club" },
  position: { id: "player.page.position", defaultMessage: "Position" },
  nationality: { id: "player.page.nationality", defaultMessage: "Nationality" },
  age: { id: "player.page.age", defaultMessage: "Age" },
  ageValue: {
    id: "player.page.age-value",
    defaultMessage: "{age} <born>({birthDate})</born>",
    description: "A player's age in years and, in <born>, his date of birth: 27 (4 March 1998)",
  },
  shirt: { id: "player.page.shirt", defaultMessage: "Shirt", description: "The player's shirt number" },
  season: { id: "player.page.season", defaultMessage: "This season" },
  recent: { id: "player.page.recent", defaultMessage: "Recent matches" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, m.title);
  const { player } = loaderData;
  const t = translatorOfPage(matches);
  const named = player.team
    ? t(m.titleWithTeam, { player: player.name, team: player.team.name })
    : player.name;
  return pageMeta(
    matches,
    named,
    t(m.description, { player: named }),
    canonical(matches, `/player/${player.id}`),
  );
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPlayer(request, context, params.id);

export default function PlayerPage({ loaderData }: Route.ComponentProps) {
  const { player, timeZone } = loaderData;
  const t = useT();
  const dates = useDates();
  const nameOf = useCountryName();
  const { siteUrl, siteName } = usePublicConfig();
  const site = { siteUrl, siteName, locale: t.locale };
  // The breadcrumbs are this page's in its language: names and addresses.
  const crumbs: Crumb[] = [
    { name: t(navMessages.teams), path: "/team" },
    ...(player.team ? [{ name: player.team.name, path: `/team/${player.team.id}` }] : []),
    { name: player.name, path: `/player/${player.id}` },
  ];
  const position = player.position ? t(POSITION_NAMES[player.position]) : null;
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <JsonLd
        data={import.meta.env.SSR ? withBreadcrumbs(personData(site, player), site, crumbs) : undefined}
      />
      <header className="mb-4 flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
        <PlayerAvatar name={player.name} team={player.team} />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold leading-tight tracking-tight sm:text-2xl">{player.name}</h1>
          <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {player.team ? (
              <div className="flex items-center gap-1">
                <dt className="sr-only">{t(m.club)}</dt>
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
                <dt className="sr-only">{t(m.position)}</dt>
                <dd data-testid="player-position">{position}</dd>
              </div>
            ) : null}
            {player.nationality ? (
              <div className="flex items-center gap-1">
                <dt className="sr-only">{t(m.nationality)}</dt>
                <dd className="flex items-center gap-1" data-testid="player-nationality">
                  <CountryFlag country={player.nationality} />
                  {nameOf(player.nationality)}
                </dd>
              </div>
            ) : null}
            {player.age !== null && player.birthDate ? (
              <div className="flex gap-1">
                <dt>{t(m.age)}</dt>
                <dd className="font-semibold text-fg" data-testid="player-age">
                  {t.rich(m.ageValue, {
                    age: player.age,
                    birthDate: dates.longDate(player.birthDate),
                    born: (chunks) => (
                      <span key="born" className="font-normal text-muted">
                        {chunks}
                      </span>
                    ),
                  })}
                </dd>
              </div>
            ) : null}
            {player.shirtNumber !== null ? (
              <div className="flex gap-1">
                <dt>{t(m.shirt)}</dt>
                <dd className="font-semibold text-fg">{player.shirtNumber}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <div className="space-y-3">
        {player.basketball ? (
          <Panel title={t(m.season)}>
            <BasketballSeason season={player.basketball} />
          </Panel>
        ) : (
          <>
            <Panel title={t(m.season)}>
              <PlayerSeason lines={player.seasons} totals={player.totals} />
            </Panel>
            <Panel title={t(m.recent)}>
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
