import { asc, count, gt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type SitemapEntry, sitemapIndex, urlset } from "../../platform/site-files.ts";
import { competitions, countries, matches, sports, teams } from "../schema.ts";

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

async function matchEntries(db: Db, afterId: number, limit: number): Promise<Entry[]> {
  const rows = await db
    .select({ id: matches.id, updatedAt: matches.updatedAt })
    .from(matches)
    .where(gt(matches.id, afterId))
    .orderBy(asc(matches.id))
    .limit(limit);
  return rows.map((m) => ({ path: `/match/${m.id}`, lastmod: m.updatedAt.toISOString().slice(0, 10) }));
}

/** Match ids where each match sitemap file starts, so every file holds `urlsPerFile` matches. */
async function matchPageStarts(db: Db, perFile: number): Promise<number[]> {
  const [row] = await db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  const starts: number[] = [];
  for (let offset = 0; offset < total; offset += perFile) {
    const [first] = await db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(asc(matches.id))
      .limit(1)
      .offset(offset);
    if (first) starts.push(first.id - 1);
  }
  return starts;
}

/**
 * The XML for a sitemap path, or null when there is no such file: one
 * `/sitemap.xml` while the site is small, a sitemap index pointing at
 * `/sitemap-catalog.xml` and `/sitemap-matches-N.xml` once it is not.
 */
export async function renderSitemap(
  db: Db,
  siteUrl: string,
  path: string,
  perFile = urlsPerFile,
  more: MoreEntries = async () => [],
): Promise<string | null> {
  if (path === "/sitemap.xml") {
    const catalog = await catalogEntries(db, more);
    const [row] = await db.select({ total: count() }).from(matches);
    if (catalog.length + (row?.total ?? 0) <= perFile) {
      return urlset(siteUrl, [...catalog, ...(await matchEntries(db, 0, perFile))]);
    }
    const files = [
      "/sitemap-catalog.xml",
      ...(await matchPageStarts(db, perFile)).map((_, i) => `/sitemap-matches-${i + 1}.xml`),
    ];
    return sitemapIndex(siteUrl, files);
  }
  if (path === "/sitemap-catalog.xml") return urlset(siteUrl, await catalogEntries(db, more));
  const page = /^\/sitemap-matches-([1-9]\d{0,5})\.xml$/.exec(path);
  if (!page) return null;
  const start = (await matchPageStarts(db, perFile))[Number(page[1]) - 1];
  if (start === undefined) return null;
  return urlset(siteUrl, await matchEntries(db, start, perFile));
}
