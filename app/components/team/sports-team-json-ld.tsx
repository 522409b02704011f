import { useT } from "../../lib/i18n.tsx";
import { type Crumb, sportsTeamData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import type { TeamView } from "../../lib/sports-view.ts";
import { countryName } from "../league/country-name.ts";
import { JsonLd } from "../shell/json-ld.tsx";
import { navMessages } from "../shell/shell-messages.ts";

/** schema.org SportsTeam, with the page's breadcrumbs, for search engines. */
export function SportsTeamJsonLd({
  team,
  country,
  venue,
  founded,
}: {
  team: TeamView;
  country: { id: number; name: string; code: string } | null;
  venue: string | null;
  founded: number | null;
}) {
  const { siteUrl, siteName, imageHost } = usePublicConfig();
  const t = useT();
  const site = { siteUrl, siteName, imageHost, locale: t.locale };
  const place = country ? countryName(country, t) : null;
  // The breadcrumbs are this page's in its language: names and addresses.
  const crumbs: Crumb[] = [
    { name: t(navMessages.teams), path: "/team" },
    ...(country && place ? [{ name: place, path: `/country/${country.id}/team` }] : []),
    { name: team.name, path: `/team/${team.id}` },
  ];
  return (
    <JsonLd
      data={
        import.meta.env.SSR
          ? withBreadcrumbs(sportsTeamData(site, team, { country: place, venue, founded }), site, crumbs)
          : undefined
      }
    />
  );
}
