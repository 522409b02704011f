import type { Context, Hono } from "hono";
import type { Db } from "../../db/connect.ts";
import { withValidators } from "../../http/api-validators.ts";
import { escapeXml } from "../../platform/site-files.ts";
import { withAbsoluteAddresses } from "../markdown-sanitise.ts";
import { listPublishedPosts, type PostCard, postBodies } from "./read.ts";

/** How many posts a feed carries: readers poll, so older ones are already theirs. */
export const FEED_SIZE = 50;

export type FeedSite = { siteUrl: string; siteName: string };
export type FeedPost = PostCard & { bodyHtml: string };

const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");
const articleUrl = (site: FeedSite, post: PostCard) =>
  `${base(site.siteUrl)}/blogs/${encodeURIComponent(post.slug)}`;

/** A tag URI (RFC 4151) that stays the post's own when its slug or title changes. */
const entryId = (site: FeedSite, post: PostCard) =>
  `tag:${new URL(site.siteUrl).hostname},${post.createdAt.slice(0, 10)}:post/${post.id}`;

/** When the feed last changed: its newest edit or publication, or the epoch when it is empty. */
const updatedOf = (posts: FeedPost[]) =>
  new Date(
    Math.max(0, ...posts.flatMap((post) => [Date.parse(post.updatedAt), Date.parse(post.publishedAt)])),
  );

const bodyOf = (site: FeedSite, post: FeedPost) =>
  withAbsoluteAddresses(post.bodyHtml, articleUrl(site, post));

const cdata = (html: string) => `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

const titleOf = (site: FeedSite, tag?: string) =>
  tag ? `${site.siteName}: ${tag}` : `${site.siteName} news`;
const pageOf = (site: FeedSite, tag?: string) =>
  `${base(site.siteUrl)}/blogs${tag ? `?tag=${encodeURIComponent(tag)}` : ""}`;
const selfOf = (site: FeedSite, kind: "rss" | "atom", tag?: string) =>
  `${base(site.siteUrl)}/blogs/${tag ? `tag/${encodeURIComponent(tag)}/` : ""}${kind}.xml`;

/** RSS 2.0 with the whole article in `content:encoded`. */
export function rssFeed(site: FeedSite, posts: FeedPost[], tag?: string): string {
  const items = posts.map((post) =>
    [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(articleUrl(site, post))}</link>`,
      `<guid isPermaLink="false">${escapeXml(entryId(site, post))}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : "",
      ...post.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      `<description>${escapeXml(post.excerpt)}</description>`,
      `<content:encoded>${cdata(bodyOf(site, post))}</content:encoded>`,
      "</item>",
    ]
      .filter(Boolean)
      .join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(titleOf(site, tag))}</title>`,
    `<link>${escapeXml(pageOf(site, tag))}</link>`,
    `<description>${escapeXml(`Stories, previews and match reports from ${site.siteName}`)}</description>`,
    "<language>en</language>",
    `<lastBuildDate>${updatedOf(posts).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(selfOf(site, "rss", tag))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Atom 1.0 (RFC 4287) with the excerpt as summary and the article as HTML content. */
export function atomFeed(site: FeedSite, posts: FeedPost[], tag?: string): string {
  const entries = posts.map((post) =>
    [
      "<entry>",
      `<title type="text">${escapeXml(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(articleUrl(site, post))}"/>`,
      `<id>${escapeXml(entryId(site, post))}</id>`,
      `<published>${post.publishedAt}</published>`,
      `<updated>${post.updatedAt}</updated>`,
      `<author><name>${escapeXml(post.author || site.siteName)}</name></author>`,
      ...post.tags.map((t) => `<category term="${escapeXml(t)}"/>`),
      `<summary type="text">${escapeXml(post.excerpt)}</summary>`,
      `<content type="html">${escapeXml(bodyOf(site, post))}</content>`,
      "</entry>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<title>${escapeXml(titleOf(site, tag))}</title>`,
    `<id>${escapeXml(selfOf(site, "atom", tag))}</id>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(selfOf(site, "atom", tag))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(pageOf(site, tag))}"/>`,
    `<updated>${updatedOf(posts).toISOString()}</updated>`,
    `<author><name>${escapeXml(site.siteName)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The newest published posts (of a tag) with their bodies. */
export async function feedPosts(db: Db, tag?: string, now = new Date()): Promise<FeedPost[]> {
  const { posts } = await listPublishedPosts(db, { tag, limit: FEED_SIZE, now });
  const bodies = await postBodies(
    db,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, bodyHtml: bodies.get(post.id) ?? "" }));
}

const TYPES = { rss: "application/rss+xml; charset=utf-8", atom: "application/atom+xml; charset=utf-8" };

/**
 * `/blogs/rss.xml`, `/blogs/atom.xml` and the same per tag under `/blogs/tag/{tag}/`. Served by the
 * server ahead of the pages (which would read them as article slugs).
 */
export function mountPostFeeds(app: Hono<never>, options: FeedSite & { db: Db }): void {
  const serve = async (c: Context<never, string>, kind: "rss" | "atom", tag?: string) => {
    if (tag !== undefined && (tag.length === 0 || tag.length > 100)) return c.notFound();
    const posts = await feedPosts(options.db, tag);
    c.header("Content-Type", TYPES[kind]);
    c.header("Cache-Control", "public, max-age=300");
    const body = kind === "rss" ? rssFeed(options, posts, tag) : atomFeed(options, posts, tag);
    return withValidators(c, body, posts.length > 0 ? updatedOf(posts) : null);
  };
  app.get("/blogs/rss.xml", (c) => serve(c, "rss"));
  app.get("/blogs/atom.xml", (c) => serve(c, "atom"));
  app.get("/blogs/tag/:tag/rss.xml", (c) => serve(c, "rss", c.req.param("tag")));
  app.get("/blogs/tag/:tag/atom.xml", (c) => serve(c, "atom", c.req.param("tag")));
}
