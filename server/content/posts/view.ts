import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { AppError, badRequest } from "../../http/errors.ts";
import type { List } from "../../http/pagination.ts";
import type { Tx } from "../../platform/transactions.ts";
import { postLinks, posts } from "../schema.ts";
import type {
  CmsPost,
  CmsPostSummary,
  ListPostsFilter,
  PostLinks,
  PostSnapshot,
  PostTranslation,
} from "./input.ts";

type PostRow = typeof posts.$inferSelect;

export const postNotFound = (id: number | string) =>
  new AppError("not-found", "post-not-found", `There is no post ${id}.`);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The id a post's translation group goes by: its original's. */
export const groupOf = (row: Pick<PostRow, "id" | "translationOf">) => row.translationOf ?? row.id;

/** Every live post of the given groups, original first then by language, keyed by group. */
async function groupsOf(db: Db | Tx, groups: number[]): Promise<Map<number, Array<PostTranslation>>> {
  const found = new Map<number, PostTranslation[]>();
  if (groups.length === 0) return found;
  const rows = await db
    .select({
      id: posts.id,
      translationOf: posts.translationOf,
      language: posts.language,
      title: posts.title,
      status: posts.status,
    })
    .from(posts)
    .where(and(isNull(posts.deletedAt), or(inArray(posts.id, groups), inArray(posts.translationOf, groups))))
    .orderBy(sql`${posts.translationOf} is not null`, asc(posts.language), asc(posts.id));
  for (const row of rows) {
    const group = groupOf(row);
    const members = found.get(group) ?? [];
    members.push({ id: row.id, language: row.language as Locale, title: row.title, status: row.status });
    found.set(group, members);
  }
  return found;
}

/** Summaries of rows, each naming the other posts of its translation group. */
export async function summariesOf(db: Db | Tx, rows: PostRow[]): Promise<CmsPostSummary[]> {
  const groups = await groupsOf(db, [...new Set(rows.map(groupOf))]);
  return rows.map((row) => ({
    ...summaryOf(row),
    translations: (groups.get(groupOf(row)) ?? []).filter((member) => member.id !== row.id),
  }));
}

function summaryOf(row: PostRow): Omit<CmsPostSummary, "translations"> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    status: row.status,
    publish_at: iso(row.publishAt),
    published_at: iso(row.publishedAt),
    author_name: row.authorName,
    language: row.language as Locale,
    translation_of: row.translationOf,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function linksOf(db: Db | Tx, postId: number): Promise<PostLinks> {
  const rows = await db
    .select({ kind: postLinks.kind, targetId: postLinks.targetId })
    .from(postLinks)
    .where(eq(postLinks.postId, postId))
    .orderBy(postLinks.kind, postLinks.targetId);
  const pick = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.targetId);
  return { competitions: pick("competition"), teams: pick("team"), matches: pick("match") };
}

/** The live row, locked when `lock` (inside a write's transaction); deleted posts are not found. */
export async function postRow(db: Db | Tx, id: number, lock = false): Promise<PostRow> {
  const query = db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw postNotFound(id);
  return row;
}

export async function viewOf(db: Db | Tx, row: PostRow): Promise<CmsPost> {
  const [summary] = await summariesOf(db, [row]);
  return {
    ...summary!,
    body_markdown: row.bodyMarkdown,
    body_html: row.bodyHtml,
    cover_image_id: row.coverImageId,
    links: await linksOf(db, row.id),
  };
}

export const snapshotOf = (post: CmsPost): PostSnapshot => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body_markdown: post.body_markdown,
  tags: post.tags,
  cover_image_id: post.cover_image_id,
  links: post.links,
  status: post.status,
  publish_at: post.publish_at,
  language: post.language,
});

/** One post as the editor opens it; 404 `post-not-found` when unknown or deleted. */
export async function getCmsPost(db: Db | Tx, id: number): Promise<CmsPost> {
  return viewOf(db, await postRow(db, id));
}

const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The longest stretch one ask covers: a month's grid with a margin, never a year of posts at once. */
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** When a post goes out (scheduled) or went out (published); a draft has no such moment. */
const goesOut = sql<Date | null>`case ${posts.status} when 'published' then ${posts.publishedAt} when 'scheduled' then ${posts.publishAt} end`;

/** `from` and `to` as instants: both or neither, in order, at most 62 days apart; else a 400. */
export function postsRangeOf(filter: Pick<ListPostsFilter, "from" | "to">): { from: Date; to: Date } | null {
  if (filter.from === undefined && filter.to === undefined) return null;
  if (filter.from === undefined || filter.to === undefined) {
    throw badRequest("invalid-range", "Give both ends of the range, from and to.");
  }
  const from = new Date(filter.from);
  const to = new Date(filter.to);
  if (!(to.getTime() > from.getTime())) {
    throw badRequest("invalid-range", "The end of the range (to) must come after its start (from).");
  }
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest("post-range-too-long", `Ask for at most ${MAX_RANGE_DAYS} days of posts at once.`);
  }
  return { from, to };
}

/**
 * The admin area's list: newest edit first, deleted posts left out. With a range, the posts
 * going or gone out in it, soonest first (the calendar).
 */
export async function listCmsPosts(db: Db, filter: ListPostsFilter): Promise<List<CmsPostSummary>> {
  const range = postsRangeOf(filter);
  const conditions: SQL[] = [isNull(posts.deletedAt)];
  if (range) {
    conditions.push(
      sql`${goesOut} >= ${range.from.toISOString()}::timestamptz`,
      sql`${goesOut} < ${range.to.toISOString()}::timestamptz`,
    );
  }
  if (filter.status) conditions.push(eq(posts.status, filter.status));
  if (filter.tag) conditions.push(arrayContains(posts.tags, [filter.tag.toLowerCase()]));
  if (filter.q) {
    const term = containing(filter.q);
    conditions.push(or(ilike(posts.title, term), ilike(posts.slug, term))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...(range ? [asc(goesOut), asc(posts.id)] : [desc(posts.updatedAt), desc(posts.id)]))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { data: await summariesOf(db, rows), total: total?.total ?? 0 };
}
