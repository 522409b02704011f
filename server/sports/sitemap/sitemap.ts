import { asc, count, gt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type SitemapEntry, sitemapIndex, urlset } from "../../platform/site-files.ts";
import { competitions, countries, matches, players, sports, teams } from "../schema.ts";

/** The protocol allows 50,000 URLs a file; staying below leaves room for the fixed pages. */
export const urlsPerFile = 40_000;

type Entry = SitemapEntry;

const fixedPages = ["/", "/hot-match-today", "/league", "/team", "/sport", "/highlights", "/blogs"];

/** Pages other domains add (news articles…), listed with the catalogue. */
export type MoreEntries = () => Promise<Entry[]>;

async function catalogEntries(db: Db, more: MoreEntries): Promise<Entry[]> {
  const [competitionRows, teamRows, countryRows, sportRows, moreRows] = await Promise.all([
    db.select({ id: competitions.id }).from(competitions).orderBy(asc(competitions.id)),
    db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id)),
    db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)),
    db.select({ slug: sports.slug }).from(sports).orderBy(asc(sports.position)),
    more(),
  ]);
  return [
    ...fixedPages.map((path) => ({ path })),
    ...sportRows.map((s) => ({ path: `/sport/${s.slug}` })),
    ...countryRows.flatMap((c) => [{ path: `/country/${c.id}/league` }, { path: `/country/${c.id}/team` }]),
    ...competitionRows.map((c) => ({ path: `/league/${c.id}` })),
    ...teamRows.map((t) => ({ path: `/team/${t.id}` })),
    ...moreRows,
  ];
}

/** Matches and players: too many for the catalogue, so each kind pages through files of its own. */
const paged = {
  matches: {
    table: matches,
    entries: async (db: Db, afterId: number, limit: number): Promise<Entry[]> => {
      const rows = await db
        .select({ id: matches.id, updatedAt: matches.updatedAt })
        .from(matches)
        .where(gt(matches.id, afterId))
        .orderBy(asc(matches.id))
        .limit(limit);
      return rows.map((m) => ({ path: `/match/${m.id}`, lastmod: m.updatedAt.toISOString().slice(0, 10) }));
    },
  },
  players: {
    table: players,
    entries: async (db: Db, afterId: number, limit: number): Promise<Entry[]> => {
      const rows = await db
        .select({ id: players.id })
        .from(players)
        .where(gt(players.id, afterId))
        .orderBy(asc(players.id))
        .limit(limit);
      return rows.map((p) => ({ path: `/player/${p.id}` }));
    },
  },
} as const;
type PagedKind = keyof typeof paged;

async function totalOf(db: Db, kind: PagedKind): Promise<number> {
  const [row] = await db.select({ total: count() }).from(paged[kind].table);
  return row?.total ?? 0;
}

/** Ids where each file of a kind starts, so every file holds `perFile` rows. */
async function pageStarts(db: Db, kind: PagedKind, perFile: number): Promise<number[]> {
  const { table } = paged[kind];
  const total = await totalOf(db, kind);
  const starts: number[] = [];
  for (let offset = 0; offset < total; offset += perFile) {
    const [first] = await db
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.id))
      .limit(1)
      .offset(offset);
    if (first) starts.push(first.id - 1);
  }
  return starts;
}

/**
 * The XML for a sitemap path, or null when there is no such file: one
 * `/sitemap.xml` while the site is small, a sitemap index pointing at
 * `/sitemap-catalog.xml`, `/sitemap-matches-N.xml` and `/sitemap-players-N.xml` once it is not.
 */
export async function renderSitemap(
  db: Db,
  siteUrl: string,
  path: string,
  perFile = urlsPerFile,
  more: MoreEntries = async () => [],
): Promise<string | null> {
  if (path === "/sitemap.xml") {
    const [catalog, matchTotal, playerTotal] = await Promise.all([
      catalogEntries(db, more),
      totalOf(db, "matches"),
      totalOf(db, "players"),
    ]);
    if (catalog.length + matchTotal + playerTotal <= perFile) {
      const [matchRows, playerRows] = await Promise.all([
        paged.matches.entries(db, 0, perFile),
        paged.players.entries(db, 0, perFile),
      ]);
      return urlset(siteUrl, [...catalog, ...matchRows, ...playerRows]);
    }
    const [matchStarts, playerStarts] = await Promise.all([
      pageStarts(db, "matches", perFile),
      pageStarts(db, "players", perFile),
    ]);
    return sitemapIndex(siteUrl, [
      "/sitemap-catalog.xml",
      ...matchStarts.map((_, i) => `/sitemap-matches-${i + 1}.xml`),
      ...playerStarts.map((_, i) => `/sitemap-players-${i + 1}.xml`),
    ]);
  }
  if (path === "/sitemap-catalog.xml") return urlset(siteUrl, await catalogEntries(db, more));
  const page = /^\/sitemap-(matches|players)-([1-9]\d{0,5})\.xml$/.exec(path);
  if (!page) return null;
  const kind = page[1] as PagedKind;
  const start = (await pageStarts(db, kind, perFile))[Number(page[2]) - 1];
  if (start === undefined) return null;
  return urlset(siteUrl, await paged[kind].entries(db, start, perFile));
}
