import { describe, expect, it } from "vitest";
import { newsArticleData } from "../components/blog/news-article-json-ld.tsx";
import {
  breadcrumbList,
  competitionData,
  type EventMatch,
  highlightVideoData,
  personData,
  sportsEventData,
  sportsTeamData,
  webPageData,
  withBreadcrumbs,
} from "./json-ld.ts";
import type { CompetitionView, TeamView } from "./sports-view.ts";

const site = { siteUrl: "https://scores.example", siteName: "Goalline" };
const team = (id: number, name: string): TeamView => ({
  id,
  name,
  shortName: name.slice(0, 3),
  code: name.slice(0, 3).toUpperCase(),
  colors: null,
  crest: null,
});
const spain = { id: 2, name: "Spain", code: "ES", flag: "es" };
const competition = (country: CompetitionView["country"]): CompetitionView => ({
  id: 7,
  name: "Liga Endesa",
  shortName: "ACB",
  kind: "league",
  country,
});
const match = (overrides: Partial<EventMatch>): EventMatch => ({
  id: 41,
  kickoffAt: "2026-05-17T18:00:00.000Z",
  status: "scheduled",
  period: null,
  minute: null,
  stoppage: null,
  home: team(1, "Valencia"),
  away: team(2, "Baskonia"),
  homeScore: null,
  awayScore: null,
  scores: {} as EventMatch["scores"],
  winnerTeamId: null,
  round: "Round 30",
  competition: competition(spain),
  venue: null,
  ...overrides,
});

describe("SportsTeam", () => {
  it("names the ground as location, never homeLocation", () => {
    const data = sportsTeamData(site, team(3, "Calderbridge City"), {
      country: "England",
      venue: "Riverside Park",
      founded: 1887,
    });
    expect(data).not.toHaveProperty("homeLocation");
    expect(data.location).toEqual({
      "@type": "StadiumOrArena",
      name: "Riverside Park",
      address: { "@type": "PostalAddress", addressCountry: "England" },
    });
    expect(data.url).toBe("https://scores.example/team/3");
  });

  it("falls back to the country, and to no location at all", () => {
    const about = { venue: null, founded: null };
    expect(sportsTeamData(site, team(3, "X"), { ...about, country: "Wales" }).location).toEqual({
      "@type": "Country",
      name: "Wales",
    });
    expect(sportsTeamData(site, team(3, "X"), { ...about, country: null })).not.toHaveProperty("location");
  });
});

describe("SportsEvent", () => {
  it("places a match at its venue", () => {
    const data = sportsEventData(site, match({ venue: { name: "La Fonteta", city: "Valencia" } }));
    expect(data.location).toEqual({
      "@type": "Place",
      name: "La Fonteta",
      address: { "@type": "PostalAddress", addressLocality: "Valencia", addressCountry: "Spain" },
    });
    // A ground whose town is not known still has an address: its country's.
    expect(sportsEventData(site, match({ venue: { name: "La Fonteta", city: null } })).location).toEqual({
      "@type": "Place",
      name: "La Fonteta",
      address: { "@type": "PostalAddress", addressCountry: "Spain" },
    });
  });

  it("places a basketball or tennis match without a venue in the competition's country, with an address", () => {
    for (const sport of ["basketball", "tennis"]) {
      const data = sportsEventData(site, match({ sport }));
      expect(data.location, sport).toEqual({
        "@type": "Place",
        name: "Spain",
        address: { "@type": "PostalAddress", addressCountry: "Spain" },
      });
      expect(data.sport, sport).toBe(sport === "tennis" ? "Tennis" : "Basketball");
    }
    expect(sportsEventData(site, match({ sport: "tennis" })).homeTeam["@type"]).toBe("Person");
  });

  it("is attended online at the match's page when there is no place to name, keeping its date, sides and status", () => {
    const data = sportsEventData(site, match({ sport: "tennis", competition: competition(null) }));
    expect(data.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(data.url).toMatch(/^https:\/\/scores\.example\/match\/\d+$/);
    expect(data.location).toEqual({ "@type": "VirtualLocation", url: data.url });
    expect(data.startDate).toBeTypeOf("string");
    expect(data.competitor).toHaveLength(2);
    expect(data.eventStatus).toMatch(/^https:\/\/schema\.org\/Event/);
  });
});

describe("BreadcrumbList", () => {
  const leagues = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Goalline", item: "https://scores.example/" },
      { "@type": "ListItem", position: 2, name: "Leagues", item: "https://scores.example/league" },
    ],
  };

  it("starts at the home page and numbers absolute steps", () => {
    expect(breadcrumbList(site, [{ name: "Leagues", path: "/league" }])).toEqual(leagues);
  });

  it("rides on the entity's page, so a page keeps one script whose top object is the entity", () => {
    const data = withBreadcrumbs(competitionData(site, competition(spain)), site, [
      { name: "Leagues", path: "/league" },
    ]);
    expect(data["@type"]).toBe("SportsOrganization");
    expect(data.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://scores.example/league/7",
      breadcrumb: leagues,
    });
  });

  it("stands alone on a match page without event markup", () => {
    expect(webPageData(site, "/match/41", [{ name: "Leagues", path: "/league" }])).toMatchObject({
      "@type": "WebPage",
      url: "https://scores.example/match/41",
      breadcrumb: leagues,
    });
  });
});

describe("a page in another language", () => {
  it("gives every address in the page's language and says which language it is in", () => {
    const vietnamese = { ...site, locale: "vi" as const };
    const data = sportsEventData(vietnamese, match({ sport: "football" }));
    expect(data.url).toBe("https://scores.example/vi/match/41");
    expect(data).toMatchObject({ inLanguage: "vi" });
    expect(webPageData(vietnamese, "/match/41", [{ name: "Giải đấu", path: "/league" }])).toMatchObject({
      url: "https://scores.example/vi/match/41",
      inLanguage: "vi",
      breadcrumb: {
        itemListElement: [
          { position: 1, item: "https://scores.example/vi" },
          { position: 2, name: "Giải đấu", item: "https://scores.example/vi/league" },
        ],
      },
    });
    // English pages keep their addresses and say nothing more.
    expect(webPageData(site, "/match/41", [])).not.toHaveProperty("inLanguage");
  });
});

describe("league and highlight pages", () => {
  it("describe a competition as a SportsOrganization", () => {
    expect(competitionData(site, { ...competition(spain), sport: "basketball" })).toMatchObject({
      "@type": "SportsOrganization",
      name: "Liga Endesa",
      sport: "Basketball",
      url: "https://scores.example/league/7",
      location: { "@type": "Country", name: "Spain" },
    });
  });

  it("describe a highlight as a VideoObject with what Google requires", () => {
    const data = highlightVideoData(site, {
      id: 12,
      title: "Valencia 2-1 Baskonia: highlights",
      published_at: "2026-05-17T21:00:00.000Z",
      duration_seconds: 184,
      match: {
        id: 41,
        home: { name: "Valencia" },
        away: { name: "Baskonia" },
        competition: { name: "Liga Endesa" },
      },
    });
    expect(data).toMatchObject({
      "@type": "VideoObject",
      name: "Valencia 2-1 Baskonia: highlights",
      thumbnailUrl: ["https://scores.example/og/match/41.png"],
      uploadDate: "2026-05-17T21:00:00.000Z",
      duration: "PT184S",
      url: "https://scores.example/match-highlight/41?clip=12",
    });
  });
});

describe("Person", () => {
  it("is a member of the club's team, both at their own pages", () => {
    expect(personData(site, { id: 31, name: "Ada Quinn", team: team(4, "Calderbridge") })).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Ada Quinn",
      url: "https://scores.example/player/31",
      memberOf: { "@type": "SportsTeam", name: "Calderbridge", url: "https://scores.example/team/4" },
    });
    expect(personData(site, { id: 32, name: "Free Agent", team: null })).not.toHaveProperty("memberOf");
  });

  it("gives the date of birth and nationality when the player page knows them", () => {
    expect(
      personData(site, {
        id: 33,
        name: "Ines Moreno",
        team: null,
        birthDate: "2001-04-17",
        nationality: { name: "Spain" },
      }),
    ).toMatchObject({ birthDate: "2001-04-17", nationality: { "@type": "Country", name: "Spain" } });
  });
});

describe("NewsArticle", () => {
  it("has an image even without a cover: the drawn article card", () => {
    const data = newsArticleData(
      {
        slug: "derby-day",
        title: "Derby day",
        excerpt: "",
        author: "",
        cover: null,
        publishedAt: "2026-03-01T12:00:00Z",
        updatedAt: "2026-03-01T12:00:00Z",
        tags: [],
      },
      site,
    );
    expect(data.image).toEqual(["https://scores.example/og/post/derby-day.png"]);
    const page = withBreadcrumbs(data, site, [{ name: "News", path: "/blogs" }]).mainEntityOfPage;
    expect(page["@id"]).toBe("https://scores.example/blogs/derby-day");
    expect(page.breadcrumb.itemListElement.map((step) => step.name)).toEqual(["Goalline", "News"]);
  });
});
