import { type EventMatch, sportsEventData, webPageData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { JsonLd } from "../shell/json-ld.tsx";

/** schema.org SportsEvent with the page's breadcrumbs; the breadcrumbs alone when it has no place. */
export function SportsEventJsonLd({ match }: { match: EventMatch }) {
  const { siteUrl, siteName } = usePublicConfig();
  const site = { siteUrl, siteName };
  const path = `/match/${match.id}`;
  const crumbs = [
    { name: match.competition.name, path: `/league/${match.competition.id}` },
    { name: `${match.home.name} v ${match.away.name}`, path },
  ];
  const event = sportsEventData(site, match);
  return <JsonLd data={event ? withBreadcrumbs(event, site, crumbs) : webPageData(site, path, crumbs)} />;
}
