import type { PostArticle } from "../../../server/content/posts/read.ts";
import { useT } from "../../lib/i18n.tsx";
import { withBreadcrumbs } from "../../lib/json-ld.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { JsonLd } from "../shell/json-ld.tsx";
import { navMessages } from "../shell/shell-messages.ts";
import { coverUrl } from "./post-cover.tsx";

/** The schema.org NewsArticle search engines read for an article, under the page's CSP nonce. */
export function newsArticleData(
  post: Pick<
    PostArticle,
    "slug" | "title" | "excerpt" | "author" | "cover" | "publishedAt" | "updatedAt" | "tags"
  >,
  site: { siteUrl: string; siteName: string },
) {
  const url = new URL(`/blogs/${post.slug}`, site.siteUrl).toString();
  // Google's article result wants an image: the cover, else the drawn article card.
  const image =
    coverUrl(post.cover, site.siteUrl) ?? new URL(`/og/post/${post.slug}.png`, site.siteUrl).toString();
  const publisher = {
    "@type": "Organization",
    name: site.siteName,
    url: new URL("/", site.siteUrl).toString(),
    logo: { "@type": "ImageObject", url: new URL("/icon-512.png", site.siteUrl).toString() },
  };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title.slice(0, 110),
    description: post.excerpt || undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author ? { "@type": "Person", name: post.author } : publisher,
    publisher,
    image: [image],
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** The article and its breadcrumbs (home, news, the article). */
export function NewsArticleJsonLd({ post }: { post: Parameters<typeof newsArticleData>[0] }) {
  const { siteUrl, siteName } = usePublicConfig();
  const t = useT();
  const site = { siteUrl, siteName };
  const crumbs = [
    { name: t(navMessages.news), path: "/blogs" },
    { name: post.title, path: `/blogs/${post.slug}` },
  ];
  return (
    <JsonLd
      data={import.meta.env.SSR ? withBreadcrumbs(newsArticleData(post, site), site, crumbs) : undefined}
    />
  );
}
