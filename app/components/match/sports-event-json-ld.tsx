import { useNonce } from "../../lib/nonce.ts";
import { jsonLd } from "../../lib/seo.ts";
import type { CompetitionView, MatchView } from "../../lib/sports-view.ts";
import { usePublicConfig } from "../shell/public-config.tsx";

const EVENT_STATUS: Partial<Record<MatchView["status"], string>> = {
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
  abandoned: "https://schema.org/EventCancelled",
};

const SPORT_NAMES: Record<string, string> = {
  football: "Football",
  basketball: "Basketball",
  tennis: "Tennis",
};

/** schema.org SportsEvent for search engines, under the page's CSP nonce. */
export function SportsEventJsonLd({
  match,
}: {
  match: MatchView & { competition: CompetitionView; venue: { name: string; city: string | null } | null };
}) {
  const nonce = useNonce();
  const { siteUrl } = usePublicConfig();
  const sport = match.sport ?? "football";
  const team = (side: MatchView["home"]) => ({
    // A tennis side is one player.
    "@type": sport === "tennis" ? "Person" : "SportsTeam",
    name: side.name,
    url: new URL(`/team/${side.id}`, siteUrl).toString(),
  });
  const event = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${match.home.name} v ${match.away.name}`,
    description: [match.competition.name, match.round].filter(Boolean).join(", "),
    url: new URL(`/match/${match.id}`, siteUrl).toString(),
    startDate: match.kickoffAt,
    eventStatus: EVENT_STATUS[match.status] ?? "https://schema.org/EventScheduled",
    sport: SPORT_NAMES[sport] ?? sport,
    homeTeam: team(match.home),
    awayTeam: team(match.away),
    competitor: [team(match.home), team(match.away)],
    ...(match.venue
      ? { location: { "@type": "Place", name: match.venue.name, address: match.venue.city ?? undefined } }
      : {}),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
      dangerouslySetInnerHTML={{ __html: jsonLd(event) }}
    />
  );
}
