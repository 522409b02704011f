import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type Locale, localizedPath, SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import { users } from "../../auth/schema.ts";
import type { Db } from "../../db/connect.ts";
import { type MatchWithCompetition, matchesByIds } from "../../sports/service.ts";
import { type PostCover, postCoversOf } from "../post-covers.ts";
import { type PostLinkKind, type PostStatus, postLinks, postSlugRedirects, posts } from "../schema.ts";
import { type PostCursor, postCursor, postCursorAfter } from "./cursor.ts";
import { postOfPreviewToken } from "./preview.ts";

/** What a list, a card or a feed shows of a post. */
export type PostCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  /** The language it is written in: another than the page's when no translation is there. */
  language: Locale;
  /** The author's display name, else the name kept on the post; may be empty. */
  author: string;
  cover: PostCover | null;
  /** ISO instants. */
  publishedAt: string;
  updatedAt: string;
  createdAt: string;
};

/** One published version of a post (itself included), for its page's hreflang alternates. */
export type PostVersion = { language: Locale; slug: string; original: boolean };

/** A whole post as its page shows it. */
export type PostArticle = PostCard & {
  status: PostStatus;
  bodyHtml: string;
  links: { competitions: number[]; teams: number[]; matches: number[] };
  /** Its group's published versions, the original first. */
  versions: PostVersion[];
};

export type PostFilter = { tag?: string; team?: number; competition?: number };

const MAX_LIMIT = 50;

/** Published, not deleted, and its moment has come: what the public may read. */
export const isPublic = (now: Date): SQL =>
  and(eq(posts.status, "published"), isNull(posts.deletedAt), lte(posts.publishedAt, now))!;

/**
 * What a language's blog shows: its own posts, and every original not translated into it (published
 * translations only count), so each group appears once, in the reader's language when it can.
 */
export const shownIn = (language: Locale, now: Date): SQL =>
  or(
    eq(posts.language, language),
    and(
      isNull(posts.translationOf),
      sql`not exists (select 1 from ${posts} as translation where translation.translation_of = ${posts.id} and translation.language = ${language} and translation.status = 'published' and translation.deleted_at is null and translation.published_at <= ${now.toISOString()}::timestamptz)`,
    ),
  )!;

const linkedTo = (kind: PostLinkKind, ids: readonly number[]) =>
  sql`exists (select 1 from ${postLinks} where ${postLinks.postId} = ${posts.id} and ${postLinks.kind} = ${kind} and ${inArray(postLinks.targetId, [...ids])})`;

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  tags: posts.tags,
  language: posts.language,
  author: sql<string>`coalesce(${users.displayName}, ${posts.authorName})`,
  coverImageId: posts.coverImageId,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  // Exact text of the instant (microseconds), so a cursor never skips a post published in the same millisecond.
  cursorAt: sql<string>`${posts.publishedAt}::text`,
};

/** A card as read from the database: its cover still an id, its instants still dates. */
type CardRow = Pick<PostCard, "id" | "slug" | "title" | "excerpt" | "tags" | "author"> & {
  language: string;
  coverImageId: number | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

async function toCards<R extends CardRow>(db: Db, rows: R[]): Promise<Array<PostCard & { row: R }>> {
  const covers = await postCoversOf(
    db,
    rows.flatMap((row) => (row.coverImageId ? [row.coverImageId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    language: row.language as Locale,
    author: row.author ?? "",
    cover: (row.coverImageId && covers.get(row.coverImageId)) || null,
    // A draft opened by preview has no publication date yet: it reads as written now.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    row,
  }));
}

const strip = <R>({ row: _row, ...card }: PostCard & { row: R }): PostCard => card;

function filterOf(filter: PostFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.tag) where.push(arrayContains(posts.tags, [filter.tag]));
  if (filter.team) where.push(linkedTo("team", [filter.team]));
  if (filter.competition) where.push(linkedTo("competition", [filter.competition]));
  return where;
}

/**
 * Published posts as a language's blog shows them (English unless stated; `shownIn`), newest
 * first, a page at a time. `after` is the cursor of the last post of the previous page;
 * `nextCursor` is null on the last page.
 */
export async function listPublishedPosts(
  db: Db,
  options: PostFilter & { after?: PostCursor | null; limit?: number; now?: Date; language?: Locale } = {},
): Promise<{ posts: PostCard[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), MAX_LIMIT);
  const now = options.now ?? new Date();
  const where = [isPublic(now), shownIn(options.language ?? SOURCE_LOCALE, now), ...filterOf(options)];
  if (options.after) where.push(postCursorAfter(options.after));
  const rows = await db
    .select(cardColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(...where))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit + 1);
  const page = await toCards(db, rows.slice(0, limit));
  const last = page.at(-1);
  return {
    posts: page.map(strip),
    nextCursor: rows.length > limit && last ? postCursor.of({ at: last.row.cursorAt, id: last.id }) : null,
  };
}

/** The newest published posts linked to a team or a competition (their pages' "Latest news"). */
export async function latestPostsAbout(
  db: Db,
  about: { kind: "team" | "competition"; id: number },
  options: { limit?: number; now?: Date; language?: Locale } = {},
): Promise<PostCard[]> {
  const filter = about.kind === "team" ? { team: about.id } : { competition: about.id };
  const { posts: found } = await listPublishedPosts(db, {
    ...filter,
    limit: options.limit ?? 3,
    now: options.now,
    language: options.language,
  });
  return found;
}

/** The published versions of a group, the original first, then by language. */
async function versionsOf(db: Db, group: number, now: Date): Promise<PostVersion[]> {
  const rows = await db
    .select({ language: posts.language, slug: posts.slug, translationOf: posts.translationOf })
    .from(posts)
    .where(and(isPublic(now), or(eq(posts.id, group), eq(posts.translationOf, group))))
    .orderBy(sql`${posts.translationOf} is not null`, asc(posts.language));
  return rows.map((row) => ({
    language: row.language as Locale,
    slug: row.slug,
    original: row.translationOf === null,
  }));
}

async function readArticle(db: Db, where: SQL, now = new Date()): Promise<PostArticle | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      status: posts.status,
      bodyHtml: posts.bodyHtml,
      group: sql<number>`coalesce(${posts.translationOf}, ${posts.id})`,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(where);
  if (!row) return null;
  const links = await db
    .select({ kind: postLinks.kind, targetId: postLinks.targetId })
    .from(postLinks)
    .where(eq(postLinks.postId, row.id))
    .orderBy(postLinks.kind, postLinks.targetId);
  const ids = (kind: PostLinkKind) => links.filter((link) => link.kind === kind).map((link) => link.targetId);
  const [card] = await toCards(db, [row]);
  return {
    ...strip(card!),
    status: row.status,
    bodyHtml: row.bodyHtml,
    links: { competitions: ids("competition"), teams: ids("team"), matches: ids("match") },
    versions: await versionsOf(db, Number(row.group), now),
  };
}

export type PostLookup = { post: PostArticle } | { redirectTo: string } | null;

/**
 * A published post by slug, as a language's blog shows it: the post of that language with the
 * slug; else the group's version in that language under its own slug (a redirect); else the
 * original, shown as written (the page marks its language). A slug the post had before answers
 * the slug to redirect to; drafts, scheduled, deleted and unknown posts answer null alike.
 */
export async function findPublishedPost(
  db: Db,
  slug: string,
  now = new Date(),
  language: Locale = SOURCE_LOCALE,
): Promise<PostLookup> {
  const found = await db
    .select({ id: posts.id, language: posts.language, translationOf: posts.translationOf })
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublic(now)))
    .orderBy(sql`${posts.translationOf} is not null`, asc(posts.id));
  const own = found.find((row) => row.language === language);
  if (own) return readPublished(db, own.id, now);
  if (found[0]) {
    const group = found[0].translationOf ?? found[0].id;
    const versions = await versionsOf(db, group, now);
    const shown = versions.find((v) => v.language === language) ?? versions.find((v) => v.original);
    if (!shown) return null;
    if (shown.slug !== slug) return { redirectTo: shown.slug };
    return readPublished(db, group, now);
  }
  const [moved] = await db
    .select({ slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.slug, slug), isPublic(now)));
  return moved && moved.slug !== slug ? { redirectTo: moved.slug } : null;
}

async function readPublished(db: Db, id: number, now: Date): Promise<PostLookup> {
  const post = await readArticle(db, and(eq(posts.id, id), isPublic(now))!, now);
  return post ? { post } : null;
}

/** Any post that is not deleted, opened by a valid preview token; null for a forged or expired one. */
export async function findPreviewPost(
  db: Db,
  secret: string,
  token: string,
  now = new Date(),
): Promise<PostArticle | null> {
  const id = postOfPreviewToken(secret, token, now);
  if (id === null || id > 2_147_483_647) return null;
  return readArticle(db, and(eq(posts.id, id), isNull(posts.deletedAt))!);
}

/** Up to four other published posts sharing a tag or a team with this one, newest first, as a language's blog shows them. */
export async function relatedPosts(
  db: Db,
  post: Pick<PostArticle, "id" | "tags" | "links">,
  now = new Date(),
  language: Locale = SOURCE_LOCALE,
): Promise<PostCard[]> {
  const shared: SQL[] = [];
  if (post.tags.length > 0) shared.push(arrayOverlaps(posts.tags, post.tags));
  if (post.links.teams.length > 0) shared.push(linkedTo("team", post.links.teams));
  if (shared.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(isPublic(now), shownIn(language, now), ne(posts.id, post.id), or(...shared)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(4);
  return (await toCards(db, rows)).map(strip);
}

/** Match ids a post's body embeds (`<div class="match-embed" data-match-id="N">`), in order. */
export function embeddedMatchIds(bodyHtml: string): number[] {
  const ids = [...bodyHtml.matchAll(/<div\b[^>]*\bdata-match-id="(\d{1,10})"[^>]*>/g)].map((m) =>
    Number(m[1]),
  );
  return [...new Set(ids)];
}

/** The matches a post links to or embeds, as they stand now (score, clock, status). */
export function postMatches(
  db: Db,
  post: Pick<PostArticle, "bodyHtml" | "links">,
): Promise<MatchWithCompetition[]> {
  return matchesByIds(
    db,
    [...new Set([...post.links.matches, ...embeddedMatchIds(post.bodyHtml)])].slice(0, 50),
  );
}

export type PostSitemapEntry = {
  path: string;
  lastmod: string;
  /** The group's published versions (`x-default` the original), as its page's hreflang lists them. */
  alternates: Array<{ hreflang: string; path: string }>;
};

const articlePath = (language: Locale, slug: string) =>
  localizedPath(language, `/blogs/${encodeURIComponent(slug)}`);

/**
 * Every published post's address in its own language and last change, for the sitemap; each lists
 * the versions of its group that are published, and its original as `x-default`.
 */
export async function postSitemapEntries(db: Db, now = new Date()): Promise<PostSitemapEntry[]> {
  const rows = await db
    .select({
      slug: posts.slug,
      language: posts.language,
      translationOf: posts.translationOf,
      group: sql<number>`coalesce(${posts.translationOf}, ${posts.id})`,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(isPublic(now))
    .orderBy(desc(posts.publishedAt), desc(posts.id));
  const groups = new Map<number, typeof rows>();
  for (const row of rows) groups.set(Number(row.group), [...(groups.get(Number(row.group)) ?? []), row]);
  return rows.map((row) => {
    const members = groups.get(Number(row.group)) ?? [];
    const original = members.find((member) => member.translationOf === null);
    const alternates = members.map((member) => ({
      hreflang: member.language,
      path: articlePath(member.language as Locale, member.slug),
    }));
    if (original)
      alternates.push({
        hreflang: "x-default",
        path: articlePath(original.language as Locale, original.slug),
      });
    return {
      path: articlePath(row.language as Locale, row.slug),
      lastmod: row.updatedAt.toISOString().slice(0, 10),
      alternates,
    };
  });
}

/** The HTML bodies of the given posts, for feeds that carry the whole article. */
export async function postBodies(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, bodyHtml: posts.bodyHtml })
    .from(posts)
    .where(inArray(posts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.bodyHtml]));
}

/** The tags most used by the posts a language's blog shows, most used first: the list page's topics. */
export async function popularTags(
  db: Db,
  limit = 12,
  now = new Date(),
  language: Locale = SOURCE_LOCALE,
): Promise<string[]> {
  const tagged = db
    .select({ tag: sql<string>`unnest(${posts.tags})`.as("tag") })
    .from(posts)
    .where(and(isPublic(now), shownIn(language, now)))
    .as("tagged");
  const rows = await db
    .select({ tag: tagged.tag })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), asc(tagged.tag))
    .limit(limit);
  return rows.map((row) => row.tag);
}
