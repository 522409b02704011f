import { useT } from "../../lib/i18n.tsx";
import { competitionData, withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import type { CompetitionView } from "../../lib/sports-view.ts";
import { JsonLd } from "../shell/json-ld.tsx";
import { navMessages } from "../shell/shell-messages.ts";
import { countryName } from "./country-name.ts";

/** schema.org SportsOrganization for a competition, with the page's breadcrumbs, for search engines. */
export function CompetitionJsonLd({ competition }: { competition: CompetitionView & { sport?: string } }) {
  const { siteUrl, siteName } = usePublicConfig();
  const t = useT();
  const site = { siteUrl, siteName, locale: t.locale };
  const { country } = competition;
  // The breadcrumbs are this page's in its language: names and addresses.
  const crumbs = [
    { name: t(navMessages.leagues), path: "/league" },
    ...(country ? [{ name: countryName(country, t), path: `/country/${country.id}/league` }] : []),
    { name: competition.name, path: `/league/${competition.id}` },
  ];
  return (
    <JsonLd
      data={
        import.meta.env.SSR ? withBreadcrumbs(competitionData(site, competition), site, crumbs) : undefined
      }
    />
  );
}
