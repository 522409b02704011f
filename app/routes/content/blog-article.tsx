import type { MetaDescriptor } from "react-router";
import {
  type AnyLocale,
  contentLocaleOf,
  directionOf,
  localizedPath,
  OG_LOCALES,
  PSEUDO_LOCALE,
} from "../../../shared/i18n/locales.ts";
import { ArticleBody, splitAtEmbeds } from "../../components/blog/article-body.tsx";
import { MatchCard } from "../../components/blog/match-card.tsx";
import { NewsArticleJsonLd } from "../../components/blog/news-article-json-ld.tsx";
import { PostCardView, PostDate, TagLinks } from "../../components/blog/post-card.tsx";
import { coverUrl, PostCoverImage } from "../../components/blog/post-cover.tsx";
import { LanguageNote } from "../../components/content/language-note.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { localeOf, ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { validate } from "../../lib/middleware.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/blog-article";
import { loadBlogArticle } from "./blog.server.ts";

const m = defineMessages({
  preview: {
    id: "blog.article.preview",
    defaultMessage:
      "{status, select, draft {Preview of a draft: only people with this link can see it.} scheduled {Preview of a scheduled post: only people with this link can see it.} other {Preview of a post: only people with this link can see it.}}",
    description: "Notice above an unpublished post opened with its preview link",
  },
  byline: {
    id: "blog.article.byline",
    defaultMessage: "By {author} · {date}",
    description: "Under a post's title: its author (or the site's name) and publication date",
  },
  linkedMatches: { id: "blog.article.linked-matches", defaultMessage: "Matches in this story" },
  related: { id: "blog.article.related", defaultMessage: "Related posts" },
});

type RootData = { publicConfig: { siteUrl: string } } | undefined;

export const middleware = validate(({ slug }) => /^[a-z0-9-]{1,120}$/.test(slug ?? ""));

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadBlogArticle(request, context, params.slug);

// A preview's no-store and noindex reach the browser and crawlers on the document itself.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, navMessages.news);
  const { post, preview } = loaderData;
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.publicConfig.siteUrl ?? "http://localhost";
  const locale = localeOf(matches);
  const address = (language: AnyLocale, slug: string) =>
    new URL(localizedPath(language, `/blogs/${slug}`), siteUrl).toString();
  // The article's address in the language it is read in; an original shown where it has no
  // translation is the original's page again, so that is the address search engines keep.
  const url =
    post.language === contentLocaleOf(locale)
      ? address(locale, post.slug)
      : address(post.language, post.slug);
  // Only the languages the post is written in are its alternates; its original is the default.
  const original = post.versions.find((version) => version.original);
  const alternates: MetaDescriptor[] = post.versions.map((version) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: version.language,
    href: address(version.language, version.slug),
  }));
  if (original)
    alternates.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: address(original.language, original.slug),
    });
  const image = coverUrl(post.cover, siteUrl);
  const description = post.excerpt || post.title;
  const tags: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:locale", content: OG_LOCALES[post.language] },
    ...post.versions
      .filter((version) => version.language !== post.language)
      .map((version) => ({ property: "og:locale:alternate", content: OG_LOCALES[version.language] })),
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: description },
  ];
  // A cover photo is the preview where there is one; otherwise the drawn article card.
  if (image)
    tags.push(
      { property: "og:image", content: image },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
    );
  else tags.push(...ogImageMeta(matches, `/og/post/${post.slug}.png`));
  if (preview || locale === PSEUDO_LOCALE) tags.push({ name: "robots", content: "noindex, nofollow" });
  return pageMeta(matches, post.title, description, tags);
};

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, preview, related, matches, timeZone } = loaderData;
  const { siteName } = usePublicConfig();
  // No translation into the page's language: the original is shown as written, and says so.
  const foreign = post.language !== contentLocaleOf(useLocale());
  // Matches the body already shows as cards are not listed again below it.
  const embedded = new Set(
    splitAtEmbeds(post.bodyHtml).flatMap((part) => ("matchId" in part ? [part.matchId] : [])),
  );
  const linked = matches.filter((match) => post.links.matches.includes(match.id) && !embedded.has(match.id));
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      {preview ? null : <NewsArticleJsonLd post={post} />}
      {foreign ? (
        <div className="mx-auto max-w-3xl">
          <LanguageNote language={post.language} of="article" />
        </div>
      ) : null}
      <article
        className="mx-auto max-w-3xl"
        lang={foreign ? post.language : undefined}
        dir={foreign ? directionOf(post.language) : undefined}
      >
        {preview ? (
          <p role="status" className="mb-4 rounded-lg border border-hot bg-surface px-3 py-2 text-sm">
            {t(m.preview, { status: post.status })}
          </p>
        ) : null}
        <header className="mb-4">
          <h1 className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl">{post.title}</h1>
          <p className="mt-2 text-sm text-muted">
            {t.rich(m.byline, {
              author: post.author || siteName,
              date: <PostDate key="date" iso={post.publishedAt} />,
            })}
          </p>
        </header>
        {post.cover ? (
          <PostCoverImage
            cover={post.cover}
            sizes="(min-width: 768px) 768px, 100vw"
            className="mb-4 aspect-video w-full rounded-xl object-cover"
            eager
          />
        ) : null}
        <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <ArticleBody html={post.bodyHtml} matches={matches} />
          <div className="mt-6">
            <TagLinks tags={post.tags} />
          </div>
        </div>
      </article>
      <div className="mx-auto mt-6 max-w-3xl space-y-6">
        {linked.length > 0 ? (
          <section aria-labelledby="linked-matches" className="space-y-2">
            <h2 id="linked-matches" className="text-lg font-semibold">
              {t(m.linkedMatches)}
            </h2>
            {linked.map((match) => (
              <MatchCard key={match.id} match={match} />
            ))}
          </section>
        ) : null}
        {related.length > 0 ? (
          <section aria-labelledby="related-posts">
            <h2 id="related-posts" className="mb-2 text-lg font-semibold">
              {t(m.related)}
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              {related.map((item) => (
                <PostCardView key={item.id} post={item} heading="h3" compact />
              ))}
            </div>
          </section>
        ) : null}
      </div>
      {preview ? null : (
        <div className="mx-auto mt-4 max-w-3xl">
          <SharePanel path={`/blogs/${post.slug}`} title={post.title} />
        </div>
      )}
    </TimeZoneProvider>
  );
}
