import {
  type AnyColumn,
  aliasedTable,
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Caller } from "../../http/caller.ts";
import { cursorCodec, cursorId } from "../../http/cursor.ts";
import { AppError } from "../../http/errors.ts";
import { competitions, matches, seasons, teams } from "../../sports/schema.ts";
import { getMatch, type LocalNames, startOfZonedDay, withLocalNames } from "../../sports/service.ts";
import { issueStream, type PlayableVideo } from "../playback.ts";
import { videoOutsideBin, videos } from "../schema.ts";
import { chaptersOf, scorersOf } from "./match-chapters.ts";

type HighlightServices = Parameters<typeof issueStream>[0];

/** The page-cache tag of the shared highlights list (docs/decisions/036-page-cache.md). */
export const HIGHLIGHTS_PAGE_TAG = "highlights";

/** Filters of the public list; `competition` and `team` take an id or a slug. */
export type HighlightFilter = {
  competition?: string;
  team?: string;
  match?: number;
  /** A local day (YYYY-MM-DD) in `tz`: highlights of matches kicking off that day. */
  date?: string;
  tz?: string;
  limit: number;
  cursor?: HighlightCursor | null;
};

/** Where a page ended: the last clip's match kickoff (epoch ms) and video id. */
export type HighlightCursor = { at: number; id: number };

export const highlightCursor = cursorCodec<HighlightCursor>({
  write: ({ at, id }) => [at, id],
  read([at, id, ...rest]) {
    const clipId = cursorId(id);
    return rest.length === 0 && at && /^\d{1,15}$/.test(at) && clipId ? { at: Number(at), id: clipId } : null;
  },
});

export const highlightNotFound = () =>
  new AppError("not-found", "highlight-not-found", "No such highlight (or it is not published yet).");

const home = aliasedTable(teams, "home");
const away = aliasedTable(teams, "away");
const teamRef = (t: typeof home) => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  shortName: t.shortName,
  localNames: t.localNames,
});

/** Public highlights: ready clips of kind highlight tied to a match, not in the bin. */
const isPublic = and(
  eq(videos.kind, "highlight"),
  eq(videos.status, "ready"),
  isNotNull(videos.matchId),
  videoOutsideBin,
);

function select(db: HighlightServices["database"]["db"], where: SQL | undefined) {
  return db
    .select({
      video: {
        id: videos.id,
        title: videos.title,
        source: videos.source,
        externalRef: videos.externalRef,
        status: videos.status,
        entitlement: videos.entitlement,
        rev: videos.rev,
        captionsKey: videos.captionsKey,
        durationSeconds: videos.durationSeconds,
        chapters: videos.chapters,
        createdAt: videos.createdAt,
      },
      match: {
        id: matches.id,
        kickoffAt: matches.kickoffAt,
        status: matches.status,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      },
      competition: {
        id: competitions.id,
        slug: competitions.slug,
        name: competitions.name,
        localNames: competitions.localNames,
      },
      home: teamRef(home),
      away: teamRef(away),
    })
    .from(videos)
    .innerJoin(matches, eq(matches.id, videos.matchId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(isPublic, where));
}
type Row = Awaited<ReturnType<typeof select>>[number];

const byIdOrSlug = (id: AnyColumn, slug: AnyColumn, value: string) =>
  /^\d{1,9}$/.test(value) ? eq(id, Number(value)) : eq(slug, value);

/** A poster for lists: only free uploads get one, as its address carries a (short-lived) token. */
async function posterOf(services: HighlightServices, video: PlayableVideo): Promise<string | null> {
  if (video.source !== "upload" || video.entitlement || !video.rev) return null;
  const address = await issueStream(services, { kind: "anonymous", scopes: [] }, video);
  return address.poster;
}

/** A team or competition as the cards carry it, its other languages' names kept for the facade. */
function named<T extends { name: string; shortName?: string; localNames: LocalNames }>({
  localNames,
  ...ref
}: T) {
  return withLocalNames(ref, localNames);
}

async function cardOf(services: HighlightServices, row: Row) {
  return {
    id: row.video.id,
    title: row.video.title,
    match: {
      id: row.match.id,
      kickoff_at: row.match.kickoffAt.toISOString(),
      status: row.match.status,
      home: named(row.home),
      away: named(row.away),
      score: { home: row.match.homeScore, away: row.match.awayScore },
      competition: named(row.competition),
    },
    duration_seconds: row.video.durationSeconds,
    poster_url: await posterOf(services, row.video),
    published_at: row.video.createdAt.toISOString(),
  };
}
export type HighlightCard = Awaited<ReturnType<typeof cardOf>>;

const newestFirst = [desc(matches.kickoffAt), desc(videos.id)] as const;

/** Ready highlights, newest match first, a page at a time. */
export async function listHighlights(services: HighlightServices, filter: HighlightFilter) {
  const where: SQL[] = [];
  if (filter.competition) where.push(byIdOrSlug(competitions.id, competitions.slug, filter.competition));
  if (filter.team) {
    const team = byIdOrSlug(teams.id, teams.slug, filter.team);
    const ids = services.database.db.select({ id: teams.id }).from(teams).where(team);
    where.push(or(inArray(matches.homeTeamId, ids), inArray(matches.awayTeamId, ids))!);
  }
  if (filter.match) where.push(eq(videos.matchId, filter.match));
  if (filter.date) {
    const from = startOfZonedDay(filter.date, filter.tz ?? "UTC");
    const next = new Date(Date.parse(`${filter.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const to = startOfZonedDay(next, filter.tz ?? "UTC");
    where.push(
      sql`${matches.kickoffAt} >= ${from.toISOString()} and ${matches.kickoffAt} < ${to.toISOString()}`,
    );
  }
  if (filter.cursor) {
    const at = new Date(filter.cursor.at).toISOString();
    where.push(sql`(${matches.kickoffAt}, ${videos.id}) < (${at}::timestamptz, ${filter.cursor.id})`);
  }
  const rows = await select(services.database.db, and(...where))
    .orderBy(...newestFirst)
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    data: await Promise.all(page.map((row) => cardOf(services, row))),
    next_cursor:
      rows.length > filter.limit && last
        ? highlightCursor.of({ at: last.match.kickoffAt.getTime(), id: last.video.id })
        : null,
  };
}

async function publicRow(services: HighlightServices, id: number): Promise<Row> {
  const [row] = await select(services.database.db, eq(videos.id, id));
  if (!row) throw highlightNotFound();
  return row;
}

/** One highlight with its match card, scorers and the chapters of its timeline. */
export async function readHighlight(services: HighlightServices, id: number) {
  const row = await publicRow(services, id);
  const match = await getMatch(services.database.db, row.match.id);
  const events = match?.events ?? [];
  return {
    ...(await cardOf(services, row)),
    scorers: scorersOf(events),
    chapters: chaptersOf(events, row.video.durationSeconds, row.video.chapters),
  };
}
export type HighlightDetail = Awaited<ReturnType<typeof readHighlight>>;

/** A playable address for a public highlight (free ones for guests too). */
export async function highlightStream(
  services: HighlightServices,
  caller: Caller,
  id: number,
  request?: object,
) {
  const row = await publicRow(services, id);
  return issueStream(services, caller, row.video, { request });
}

/** Other clips of the same competition or either team, newest first. */
export async function relatedHighlights(services: HighlightServices, detail: HighlightDetail, limit = 6) {
  const { match } = detail;
  const teamIds = [match.home.id, match.away.id];
  const rows = await select(
    services.database.db,
    and(
      sql`${videos.id} <> ${detail.id}`,
      or(
        eq(competitions.id, match.competition.id),
        inArray(matches.homeTeamId, teamIds),
        inArray(matches.awayTeamId, teamIds),
      ),
    ),
  )
    .orderBy(...newestFirst)
    .limit(limit);
  return Promise.all(rows.map((row) => cardOf(services, row)));
}

/** The ready clips of one match, for its match centre. */
export async function matchHighlights(services: HighlightServices, matchId: number) {
  const rows = await select(services.database.db, eq(videos.matchId, matchId)).orderBy(desc(videos.id));
  return rows.map((row) => ({
    id: row.video.id,
    title: row.video.title,
    duration_seconds: row.video.durationSeconds,
  }));
}
