import type { Context, Hono } from "hono";
import { feedPath } from "../../../shared/blog-feeds.ts";
import {
  basenameOf,
  contentLocaleOf,
  LOCALES,
  type Locale,
  localizedPath,
  SOURCE_LOCALE,
} from "../../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator, type Translator } from "../../../shared/i18n/messages.ts";
import type { Db } from "../../db/connect.ts";
import { withValidators } from "../../http/api-validators.ts";
import type { Catalogues } from "../../platform/i18n.ts";
import { escapeXml } from "../../platform/site-files.ts";
import { withAbsoluteAddresses } from "../markdown-sanitise.ts";
import { listPublishedPosts, type PostCard, postBodies } from "./read.ts";

/** A feed reader shows these as the feed's name and blurb, so they are worded in the feed's language. */
const m = defineMessages({
  title: {
    id: "blog.feed.title",
    defaultMessage: "{site} news",
    description: "Name of the site's news feed in a feed reader",
  },
  titleTagged: {
    id: "blog.feed.title-tagged",
    defaultMessage: "{site}: {tag}",
    description: "Name of one topic's news feed in a feed reader; tag is the topic as staff typed it",
  },
  description: {
    id: "blog.feed.description",
    defaultMessage: "Stories, previews and match reports from {site}",
    description: "What the news feed carries, shown by feed readers",
  },
});

/** How many posts a feed carries: readers poll, so older ones are already theirs. */
export const FEED_SIZE = 50;

/**
 * The site a feed is of, and the language it is read in: each language has its own feed at its own
 * address, carrying what that language's blog shows, in its words, linking to its pages.
 * English (the messages' own source) unless given.
 */
export type FeedSite = { siteUrl: string; siteName: string; t?: Translator };
export type FeedPost = PostCard & { bodyHtml: string };

const translatorOf = (site: FeedSite) => site.t ?? sourceTranslator;
/** The feed's language; the layout-check language has no feeds of its own and reads as English. */
const localeOf = (site: FeedSite): Locale => contentLocaleOf(translatorOf(site).locale);

const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");
/** An address of the feed's language ("/vi/blogs/…" for Vietnamese). */
const siteAddress = (site: FeedSite, path: string) =>
  `${base(site.siteUrl)}${localizedPath(localeOf(site), path)}`;
const articleUrl = (site: FeedSite, post: PostCard) =>
  siteAddress(site, `/blogs/${encodeURIComponent(post.slug)}`);

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
  tag
    ? translatorOf(site)(m.titleTagged, { site: site.siteName, tag })
    : translatorOf(site)(m.title, { site: site.siteName });
const pageOf = (site: FeedSite, tag?: string) =>
  siteAddress(site, `/blogs${tag ? `?tag=${encodeURIComponent(tag)}` : ""}`);

const selfOf = (site: FeedSite, kind: "rss" | "atom", tag?: string) =>
  `${base(site.siteUrl)}${feedPath(localeOf(site), kind, tag)}`;

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
    `<description>${escapeXml(translatorOf(site)(m.description, { site: site.siteName }))}</description>`,
    `<language>${localeOf(site)}</language>`,
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
  const language = localeOf(site);
  const entries = posts.map((post) =>
    [
      // An original shown where it has no translation says which language it is written in.
      post.language === language ? "<entry>" : `<entry xml:lang="${escapeXml(post.language)}">`,
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
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
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

/**
 * The newest published posts (of a tag) with their bodies, as a language's blog shows them: its own
 * posts and the originals not translated into it (English unless given).
 */
export async function feedPosts(
  db: Db,
  tag?: string,
  now = new Date(),
  language: Locale = SOURCE_LOCALE,
): Promise<FeedPost[]> {
  const { posts } = await listPublishedPosts(db, { tag, limit: FEED_SIZE, now, language });
  const bodies = await postBodies(
    db,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, bodyHtml: bodies.get(post.id) ?? "" }));
}

const TYPES = { rss: "application/rss+xml; charset=utf-8", atom: "application/atom+xml; charset=utf-8" };

/**
 * `/blogs/rss.xml`, `/blogs/atom.xml` and the same per tag under `/blogs/tag/{tag}/`, and each again
 * under every other language's prefix (`/vi/blogs/rss.xml`). Served by the server ahead of the pages
 * (which would read them as article slugs); any other prefix is left to the pages, which answer 404.
 */
export function mountPostFeeds(
  app: Hono<never>,
  options: FeedSite & { db: Db; i18n: Pick<Catalogues, "translator"> },
): void {
  const serve = async (c: Context<never, string>, locale: Locale, kind: "rss" | "atom", tag?: string) => {
    if (tag !== undefined && (tag.length === 0 || tag.length > 100)) return c.notFound();
    const posts = await feedPosts(options.db, tag, undefined, locale);
    const site = { ...options, t: options.i18n.translator(locale) };
    c.header("Content-Type", TYPES[kind]);
    c.header("Cache-Control", "public, max-age=300");
    const body = kind === "rss" ? rssFeed(site, posts, tag) : atomFeed(site, posts, tag);
    return withValidators(c, body, posts.length > 0 ? updatedOf(posts) : null);
  };
  for (const locale of LOCALES) {
    const prefix = basenameOf(locale);
    for (const kind of ["rss", "atom"] as const) {
      app.get(`${prefix}/blogs/${kind}.xml`, (c) => serve(c, locale, kind));
      app.get(`${prefix}/blogs/tag/:tag/${kind}.xml`, (c) => serve(c, locale, kind, c.req.param("tag")));
    }
  }
}
