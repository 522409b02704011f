import { countryName } from "../../shared/country-names.ts";
import { intlLocaleOf, type Locale } from "../../shared/i18n/locales.ts";
import { defineMessages, type Translator } from "../../shared/i18n/messages.ts";
import { findPublishedPost } from "../content/posts/read.ts";
import type { OgTeam } from "../social/og/cards.ts";
import type { OgSources } from "../social/og/routes.ts";
import { resolveLocalNames } from "../sports/local-names.ts";
import { getCompetition } from "../sports/queries/competitions.ts";
import { getTeam } from "../sports/queries/teams.ts";
import { getMatch, type MatchDetail } from "../sports/service.ts";
import type { Services } from "./services.ts";

const m = defineMessages({
  team: {
    id: "og.card.team",
    defaultMessage: "Team",
    description: "Label at the top of a team's share card",
  },
  competition: {
    id: "og.card.competition",
    defaultMessage: "Competition",
    description: "Label at the top of a league's or cup's share card",
  },
  news: {
    id: "og.card.news",
    defaultMessage: "News",
    description: "Label at the top of an article's share card",
  },
  fullTime: {
    id: "og.card.full-time",
    defaultMessage: "Full time",
    description: "A finished football match",
  },
  final: {
    id: "og.card.final",
    defaultMessage: "Final",
    description: "A finished basketball or tennis match",
  },
  halfTime: { id: "og.card.half-time", defaultMessage: "Half time" },
  live: { id: "og.card.live", defaultMessage: "Live", description: "A match in play" },
  set: { id: "og.card.set", defaultMessage: "Set {set}", description: "The set a tennis match is in" },
  postponed: { id: "og.card.postponed", defaultMessage: "Postponed" },
  cancelled: { id: "og.card.cancelled", defaultMessage: "Cancelled" },
  suspended: { id: "og.card.suspended", defaultMessage: "Suspended" },
  international: {
    id: "og.card.international",
    defaultMessage: "International",
    description: "A competition that belongs to no country",
  },
});

type TeamFacts = { name: string; code: string; colors: [string, string] | null; crest: string | null };
const teamOf = (team: TeamFacts, imageHost: string | undefined): OgTeam => ({
  name: team.name,
  code: team.code,
  colors: team.colors,
  crest: team.crest && imageHost ? new URL(team.crest, imageHost).toString() : null,
});

const FINISHED = new Set(["finished", "awarded"]);
const STATUS_WORDS = { postponed: m.postponed, cancelled: m.cancelled, suspended: m.suspended } as const;
const dayAndTime = (iso: string, locale: Locale) =>
  `${new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(iso))} UTC`;

/**
 * A live match's badge in its sport's own terms: football's minute, basketball's period ("Q3"),
 * tennis's set. Only football counts minutes; the others never show one.
 */
function inPlay(match: MatchDetail, t: Translator): string {
  if (match.sport === "basketball") return match.play?.label ?? t(m.live);
  if (match.sport === "tennis") {
    const sets = Object.keys(match.scores).filter((key) => /^s\d$/.test(key)).length;
    return sets > 0 ? t(m.set, { set: sets }) : t(m.live);
  }
  if (match.period === "HT") return t(m.halfTime);
  return `${match.minute ?? 0}${match.stoppage ? `+${match.stoppage}` : ""}'`;
}

/** What each Open Graph card draws, read through the owning domains' queries. */
export function ogSources(services: Services): OgSources {
  const db = services.database.db;
  const site = services.config.SITE_NAME;
  const imageHost = services.config.IMAGE_HOST;
  const inLanguage = (locale: Locale) => ({ locale, t: services.i18n.translator(locale) });
  return {
    async match(id, asked) {
      const { locale, t } = inLanguage(asked);
      const found = await getMatch(db, id);
      if (!found) return null;
      const match = resolveLocalNames(found, locale);
      const started = match.homeScore !== null && match.awayScore !== null && match.status !== "scheduled";
      const live = match.status === "live";
      const word = STATUS_WORDS[match.status as keyof typeof STATUS_WORDS];
      const status = live
        ? inPlay(match, t)
        : FINISHED.has(match.status)
          ? t(match.sport === "football" ? m.fullTime : m.final)
          : match.status === "scheduled"
            ? dayAndTime(match.kickoffAt, locale)
            : word
              ? t(word)
              : match.status;
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
    async team(id, asked) {
      const { locale, t } = inLanguage(asked);
      const found = await getTeam(db, id);
      if (!found) return null;
      const team = resolveLocalNames(found, locale);
      const line = [team.country && countryName(team.country, t), team.competitions[0]?.name]
        .filter(Boolean)
        .join(" · ");
      return {
        kind: "team",
        site,
        label: t(m.team),
        team: teamOf(team, imageHost),
        line: line || team.shortName,
      };
    },
    async league(id, asked) {
      const { locale, t } = inLanguage(asked);
      const found = await getCompetition(db, id);
      if (!found) return null;
      const league = resolveLocalNames(found, locale);
      const line = [
        league.country ? countryName(league.country, t) : t(m.international),
        league.currentSeason?.name,
      ]
        .filter(Boolean)
        .join(" · ");
      // The monogram is the original name's: a card draws Latin letters only.
      const code = found.shortName.replace(/[^A-Za-z0-9]/g, "").slice(0, 3) || found.name.slice(0, 3);
      return { kind: "league", site, label: t(m.competition), name: league.name, code, line };
    },
    async post(slug, asked) {
      const { locale, t } = inLanguage(asked);
      const found = await findPublishedPost(db, slug, new Date(), locale);
      if (!found || !("post" in found)) return null;
      const { post } = found;
      const date = new Date(post.publishedAt).toLocaleDateString(intlLocaleOf(locale), {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      return {
        kind: "post",
        site,
        label: t(m.news),
        title: post.title,
        line: [post.author, date].filter(Boolean).join(" · "),
      };
    },
  };
}
