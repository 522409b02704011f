import { and, asc, eq, gte, or } from "drizzle-orm";
import { contentLocaleOf, localizedPath } from "../../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator, type Translator } from "../../../shared/i18n/messages.ts";
import type { Db } from "../../db/connect.ts";
import { resolveLocalNames } from "../local-names.ts";
import { loadCompetitions, selectSummaryRows, toSummary, toTeamRef } from "../queries/refs.ts";
import { matches, teams, venues } from "../schema.ts";
import { type CalendarEvent, writeCalendar } from "./ics.ts";

/** The words a calendar app shows under a match, in the language the calendar was asked in. */
const m = defineMessages({
  live: {
    id: "team-calendar.live",
    defaultMessage: "Live: {home} {homeScore}–{awayScore} {away}",
    description: "A calendar event's note on a match being played, with the score so far",
  },
  result: {
    id: "team-calendar.result",
    defaultMessage: "Result: {home} {homeScore}–{awayScore} {away}",
    description: "A calendar event's note on a finished match, with its final score",
  },
});

/** Results this far back stay in the feed, so last weekend's score is still in the calendar. */
const HISTORY_MS = 120 * 86_400_000;
const MATCH_MS = 2 * 3600_000;
const MAX_EVENTS = 500;

export type CalendarSite = { name: string; url: string };

function statusOf(status: string): CalendarEvent["status"] {
  if (status === "cancelled" || status === "abandoned") return "CANCELLED";
  if (status === "postponed" || status === "suspended") return "TENTATIVE";
  return "CONFIRMED";
}

/** The calendar's text, and its newest match change (null when it holds none) for Last-Modified. */
export type TeamCalendar = { ics: string; lastModified: Date | null };

/**
 * A team's fixtures and recent results as an iCalendar feed. Each match keeps
 * its UID; its version is the SEQUENCE, so calendar apps move a rescheduled fixture.
 * `t` is the calendar's language: its words, the teams' and competitions' names in it, and
 * links to its match pages (English unless given). Null for an unknown team.
 */
export async function teamCalendar(
  db: Db,
  teamId: number,
  site: CalendarSite,
  t: Translator = sourceTranslator,
  now: Date = new Date(),
): Promise<TeamCalendar | null> {
  const locale = contentLocaleOf(t.locale);
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!row) return null;
  const team = resolveLocalNames(toTeamRef(row), locale);
  const rows = await selectSummaryRows(db, {
    version: matches.version,
    updatedAt: matches.updatedAt,
    venue: venues.name,
  })
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        gte(matches.kickoffAt, new Date(now.getTime() - HISTORY_MS)),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(MAX_EVENTS);
  const competitions = await loadCompetitions(
    db,
    rows.map((row) => row.competitionId),
  );
  const host = new URL(site.url).hostname;
  const events = rows.map((row): CalendarEvent => {
    const match = resolveLocalNames(toSummary(row), locale);
    const start = new Date(match.kickoffAt);
    const competition = resolveLocalNames(competitions.get(match.competitionId), locale)?.name;
    const where = [competition, match.stage, match.group, match.round].filter(Boolean).join(" · ");
    const score =
      match.homeScore !== null && (match.status === "finished" || match.status === "live")
        ? t(match.status === "live" ? m.live : m.result, {
            home: match.home.name,
            homeScore: match.homeScore,
            awayScore: match.awayScore ?? 0,
            away: match.away.name,
          })
        : null;
    return {
      uid: `match-${match.id}@${host}`,
      start,
      end: new Date(start.getTime() + MATCH_MS),
      modified: row.updatedAt,
      sequence: row.version,
      summary: `${match.home.name} – ${match.away.name}`,
      description: [where, score].filter(Boolean).join("\n"),
      location: row.venue ?? undefined,
      url: new URL(localizedPath(locale, `/match/${match.id}`), site.url).href,
      status: statusOf(match.status),
    };
  });
  const ics = writeCalendar({
    productId: `-//${site.name}//Team fixtures//EN`,
    name: `${team.name} · ${site.name}`,
    events,
  });
  const newest = Math.max(...events.map((event) => event.modified.getTime()));
  return { ics, lastModified: events.length > 0 ? new Date(newest) : null };
}
