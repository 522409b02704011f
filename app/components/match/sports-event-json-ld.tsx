import { useT } from "../../lib/i18n.tsx";
import { type EventMatch, sportsEventData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { JsonLd } from "../shell/json-ld.tsx";
import { matchName } from "./match-messages.ts";

/** schema.org SportsEvent with the page's breadcrumbs, for every sport. */
export function SportsEventJsonLd({ match }: { match: EventMatch }) {
  const { siteUrl, siteName } = usePublicConfig();
  const t = useT();
  const site = { siteUrl, siteName, locale: t.locale };
  const path = `/match/${match.id}`;
  const crumbs = [
    { name: match.competition.name, path: `/league/${match.competition.id}` },
    { name: t(matchName, { home: match.home.name, away: match.away.name }), path },
  ];
  return (
    <JsonLd
      data={import.meta.env.SSR ? withBreadcrumbs(sportsEventData(site, match), site, crumbs) : undefined}
    />
  );
}
