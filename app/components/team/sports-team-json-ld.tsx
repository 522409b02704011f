import { type Crumb, sportsTeamData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import type { TeamView } from "../../lib/sports-view.ts";
import { JsonLd } from "../shell/json-ld.tsx";

/** schema.org SportsTeam, with the page's breadcrumbs, for search engines. */
export function SportsTeamJsonLd({
  team,
  country,
  venue,
  founded,
}: {
  team: TeamView;
  country: { id: number; name: string } | null;
  venue: string | null;
  founded: number | null;
}) {
  const { siteUrl, siteName, imageHost } = usePublicConfig();
  const site = { siteUrl, siteName, imageHost };
  const crumbs: Crumb[] = [
    { name: "Teams", path: "/team" },
    ...(country ? [{ name: country.name, path: `/country/${country.id}/team` }] : []),
    { name: team.name, path: `/team/${team.id}` },
  ];
  const data = sportsTeamData(site, team, { country: country?.name ?? null, venue, founded });
  return <JsonLd data={withBreadcrumbs(data, site, crumbs)} />;
}
