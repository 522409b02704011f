import { type AnyLocale, localizedPath } from "../../shared/i18n/locales.ts";
import { highlightPath } from "./highlight-path.ts";
import type { CompetitionView, MatchView, TeamView } from "./sports-view.ts";

/**
 * schema.org objects for search engines, built from what the pages already load. Pure, so the
 * shapes Google's rich results ask for are checked in unit tests; `<JsonLd>` writes them out.
 */

/** The site and the language the page is in: every address written is that language's. */
export type Site = { siteUrl: string; siteName: string; locale?: AnyLocale };

const at = (site: Site, path: string) =>
  new URL(localizedPath(site.locale ?? "en", path), site.siteUrl).toString();
const languageOf = (site: Site) =>
  site.locale && site.locale !== "en-XA" ? { inLanguage: site.locale } : {};

const SPORT_NAMES: Record<string, string> = {
  football: "Football",
  basketball: "Basketball",
  tennis: "Tennis",
};
const sportName = (sport: string | undefined) => SPORT_NAMES[sport ?? "football"] ?? sport ?? "Football";

export type Crumb = { name: string; path: string };

/** A BreadcrumbList from the home page down to this page, each step with its absolute address. */
export function breadcrumbList(site: Site, crumbs: Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: site.siteName, path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: at(site, crumb.path),
    })),
  };
}

/**
 * The entity with the page it is the subject of, and that page's breadcrumbs
 * (`mainEntityOfPage.breadcrumb`): one script per page, its top object still the entity.
 */
export function withBreadcrumbs<T extends { url: string; mainEntityOfPage?: object }>(
  entity: T,
  site: Site,
  crumbs: Crumb[],
) {
  return {
    ...entity,
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": entity.url,
      ...languageOf(site),
      ...entity.mainEntityOfPage,
      breadcrumb: breadcrumbList(site, crumbs),
    },
  };
}

/** A page with no entity to describe, only its place in the site. */
export function webPageData(site: Site, path: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: at(site, path),
    ...languageOf(site),
    breadcrumb: breadcrumbList(site, crumbs),
  };
}

/** A place's `address` as a PostalAddress of what is known of it, or nothing when neither is. */
function postalAddress(town: string | null, country: string | null) {
  if (!town && !country) return {};
  return {
    address: {
      "@type": "PostalAddress",
      ...(town ? { addressLocality: town } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
  };
}

/** A club: its ground as `location` (SportsTeam has no `homeLocation`), else its country. */
export function sportsTeamData(
  site: Site & { imageHost?: string | null },
  team: TeamView,
  about: { country: string | null; venue: string | null; founded: number | null; sport?: string },
) {
  const country = about.country ? { "@type": "Country", name: about.country } : null;
  const location = about.venue
    ? { "@type": "StadiumOrArena", name: about.venue, ...postalAddress(null, about.country) }
    : country;
  return {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: team.name,
    alternateName: team.shortName,
    sport: sportName(about.sport),
    url: at(site, `/team/${team.id}`),
    ...(team.crest && site.imageHost ? { logo: new URL(team.crest, site.imageHost).toString() } : {}),
    ...(location ? { location } : {}),
    ...(about.founded ? { foundingDate: String(about.founded) } : {}),
  };
}

/** A player as schema.org `Person`, a member of the club's `SportsTeam` when they have one. */
export function personData(
  site: Site,
  player: {
    id: number;
    name: string;
    team: TeamView | null;
    birthDate?: string | null;
    nationality?: { name: string } | null;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: player.name,
    url: at(site, `/player/${player.id}`),
    ...(player.birthDate ? { birthDate: player.birthDate } : {}),
    ...(player.nationality ? { nationality: { "@type": "Country", name: player.nationality.name } } : {}),
    ...(player.team
      ? {
          memberOf: {
            "@type": "SportsTeam",
            name: player.team.name,
            url: at(site, `/team/${player.team.id}`),
          },
        }
      : {}),
  };
}

const EVENT_STATUS: Partial<Record<MatchView["status"], string>> = {
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
  abandoned: "https://schema.org/EventCancelled",
};

export type EventMatch = MatchView & {
  competition: CompetitionView;
  venue: { name: string; city: string | null } | null;
};

/**
 * A match as a SportsEvent. Google's Event result needs a `location` with an address: the venue
 * (its town and the competition's country), else the country hosting the competition; a match with
 * neither (an international tournament's court) is one fans follow here, so it is marked as attended
 * online at its page (a VirtualLocation).
 */
export function sportsEventData(site: Site, match: EventMatch) {
  const sport = match.sport ?? "football";
  const country = match.competition.country?.name ?? null;
  const place = match.venue
    ? { "@type": "Place", name: match.venue.name, ...postalAddress(match.venue.city, country) }
    : country
      ? { "@type": "Place", name: country, ...postalAddress(null, country) }
      : null;
  const where = place
    ? { location: place }
    : {
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: at(site, `/match/${match.id}`) },
      };
  const side = (team: MatchView["home"]) => ({
    // A tennis side is one player.
    "@type": sport === "tennis" ? "Person" : "SportsTeam",
    name: team.name,
    url: at(site, `/team/${team.id}`),
  });
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    ...languageOf(site),
    name: `${match.home.name} v ${match.away.name}`,
    description: [match.competition.name, match.round].filter(Boolean).join(", "),
    url: at(site, `/match/${match.id}`),
    image: [at(site, `/og/match/${match.id}.png`)],
    startDate: match.kickoffAt,
    eventStatus: EVENT_STATUS[match.status] ?? "https://schema.org/EventScheduled",
    sport: sportName(sport),
    homeTeam: side(match.home),
    awayTeam: side(match.away),
    competitor: [side(match.home), side(match.away)],
    ...where,
  };
}

/** A league, cup or tournament as the SportsOrganization that runs it. */
export function competitionData(site: Site, competition: CompetitionView & { sport?: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "SportsOrganization",
    name: competition.name,
    alternateName: competition.shortName,
    sport: sportName(competition.sport),
    url: at(site, `/league/${competition.id}`),
    logo: at(site, `/og/league/${competition.id}.png`),
    ...(competition.country ? { location: { "@type": "Country", name: competition.country.name } } : {}),
  };
}

export type HighlightClip = {
  id: number;
  title: string;
  published_at: string;
  duration_seconds: number | null;
  match: { id: number; home: { name: string }; away: { name: string }; competition: { name: string } };
};

/**
 * A highlight as a VideoObject (name, thumbnailUrl and uploadDate are what Google requires). The
 * thumbnail is the match's drawn card: the clip's own poster address carries a short-lived token.
 */
export function highlightVideoData(site: Site, clip: HighlightClip) {
  const { match } = clip;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    ...languageOf(site),
    name: clip.title,
    description: `${match.home.name} v ${match.away.name}, ${match.competition.name}: goals and key moments.`,
    thumbnailUrl: [at(site, `/og/match/${match.id}.png`)],
    uploadDate: clip.published_at,
    url: at(site, highlightPath(match.id, clip.id)),
    ...(clip.duration_seconds ? { duration: `PT${Math.round(clip.duration_seconds)}S` } : {}),
  };
}
