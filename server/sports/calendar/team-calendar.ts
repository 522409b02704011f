import { and, asc, eq, gte, or } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { loadCompetitions, selectSummaryRows, toSummary } from "../queries/refs.ts";
import { matches, teams, venues } from "../schema.ts";
import { type CalendarEvent, writeCalendar } from "./ics.ts";

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
 * Null for an unknown team.
 */
export async function teamCalendar(
  db: Db,
  teamId: number,
  site: CalendarSite,
  now: Date = new Date(),
): Promise<TeamCalendar | null> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
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
    const match = toSummary(row);
    const start = new Date(match.kickoffAt);
    const competition = competitions.get(match.competitionId)?.name;
    const where = [competition, match.stage, match.group, match.round].filter(Boolean).join(" · ");
    const score =
      match.homeScore !== null && (match.status === "finished" || match.status === "live")
        ? `${match.status === "live" ? "Live" : "Result"}: ${match.home.name} ${match.homeScore}–${match.awayScore} ${match.away.name}`
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
      url: new URL(`/match/${match.id}`, site.url).href,
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
