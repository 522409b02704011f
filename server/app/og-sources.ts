import { findPublishedPost } from "../content/posts/read.ts";
import type { OgTeam } from "../social/og/cards.ts";
import type { OgSources } from "../social/og/routes.ts";
import { getCompetition } from "../sports/queries/competitions.ts";
import { getTeam } from "../sports/queries/teams.ts";
import { getMatch, type MatchDetail } from "../sports/service.ts";
import type { Services } from "./services.ts";

type TeamFacts = { name: string; code: string; colors: [string, string] | null; crest: string | null };
const teamOf = (team: TeamFacts, imageHost: string | undefined): OgTeam => ({
  name: team.name,
  code: team.code,
  colors: team.colors,
  crest: team.crest && imageHost ? new URL(team.crest, imageHost).toString() : null,
});

const FINISHED = new Set(["finished", "awarded"]);
const dayAndTime = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(iso))} UTC`;

/**
 * A live match's badge in its sport's own terms: football's minute, basketball's period ("Q3"),
 * tennis's set. Only football counts minutes; the others never show one.
 */
function inPlay(match: MatchDetail): string {
  if (match.sport === "basketball") return match.play?.label ?? "Live";
  if (match.sport === "tennis") {
    const sets = Object.keys(match.scores).filter((key) => /^s\d$/.test(key)).length;
    return sets > 0 ? `Set ${sets}` : "Live";
  }
  if (match.period === "HT") return "Half time";
  return `${match.minute ?? 0}${match.stoppage ? `+${match.stoppage}` : ""}'`;
}

/** What each Open Graph card draws, read through the owning domains' queries. */
export function ogSources(services: Services): OgSources {
  const db = services.database.db;
  const site = services.config.SITE_NAME;
  const imageHost = services.config.IMAGE_HOST;
  return {
    async match(id) {
      const match = await getMatch(db, id);
      if (!match) return null;
      const started = match.homeScore !== null && match.awayScore !== null && match.status !== "scheduled";
      const live = match.status === "live";
      const status = live
        ? inPlay(match)
        : FINISHED.has(match.status)
          ? match.sport === "football"
            ? "Full time"
            : "Final"
          : match.status === "scheduled"
            ? dayAndTime(match.kickoffAt)
            : match.status.replace(/^\w/, (c) => c.toUpperCase());
      return {
        kind: "match",
        site,
        competition: match.competition.name,
        home: teamOf(match.home, imageHost),
        away: teamOf(match.away, imageHost),
        score: started ? [match.homeScore!, match.awayScore!] : null,
        status,
        live,
      };
    },
    async team(id) {
      const team = await getTeam(db, id);
      if (!team) return null;
      const line = [team.country?.name, team.competitions[0]?.name].filter(Boolean).join(" · ");
      return { kind: "team", site, team: teamOf(team, imageHost), line: line || team.shortName };
    },
    async league(id) {
      const league = await getCompetition(db, id);
      if (!league) return null;
      const line = [league.country?.name ?? "International", league.currentSeason?.name]
        .filter(Boolean)
        .join(" · ");
      const code = league.shortName.replace(/[^A-Za-z0-9]/g, "").slice(0, 3) || league.name.slice(0, 3);
      return { kind: "league", site, name: league.name, code, line };
    },
    async post(slug) {
      const found = await findPublishedPost(db, slug);
      if (!found || !("post" in found)) return null;
      const { post } = found;
      const date = new Date(post.publishedAt).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      return { kind: "post", site, title: post.title, line: [post.author, date].filter(Boolean).join(" · ") };
    },
  };
}
