import { competitionData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import type { CompetitionView } from "../../lib/sports-view.ts";
import { JsonLd } from "../shell/json-ld.tsx";

/** schema.org SportsOrganization for a competition, with the page's breadcrumbs, for search engines. */
export function CompetitionJsonLd({ competition }: { competition: CompetitionView & { sport?: string } }) {
  const { siteUrl, siteName } = usePublicConfig();
  const site = { siteUrl, siteName };
  const { country } = competition;
  const crumbs = [
    { name: "Leagues", path: "/league" },
    ...(country ? [{ name: country.name, path: `/country/${country.id}/league` }] : []),
    { name: competition.name, path: `/league/${competition.id}` },
  ];
  return <JsonLd data={withBreadcrumbs(competitionData(site, competition), site, crumbs)} />;
}
