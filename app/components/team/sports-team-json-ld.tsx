import { useNonce } from "../../lib/nonce.ts";
import { jsonLd } from "../../lib/seo.ts";
import type { TeamView } from "../../lib/sports-view.ts";
import { usePublicConfig } from "../shell/public-config.tsx";

/** schema.org SportsTeam for search engines, under the page's CSP nonce. */
export function SportsTeamJsonLd({
  team,
  country,
  venue,
  founded,
}: {
  team: TeamView;
  country: string | null;
  venue: string | null;
  founded: number | null;
}) {
  const nonce = useNonce();
  const { siteUrl, imageHost } = usePublicConfig();
  const data = {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: team.name,
    alternateName: team.shortName,
    sport: "Football",
    url: new URL(`/team/${team.id}`, siteUrl).toString(),
    ...(team.crest && imageHost ? { logo: new URL(team.crest, imageHost).toString() } : {}),
    ...(country ? { location: { "@type": "Country", name: country } } : {}),
    ...(venue ? { homeLocation: { "@type": "StadiumOrArena", name: venue } } : {}),
    ...(founded ? { foundingDate: String(founded) } : {}),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
      dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
    />
  );
}
