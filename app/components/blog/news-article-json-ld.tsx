import type { PostArticle } from "../../../server/content/posts-read.ts";
import { useNonce } from "../../lib/nonce.ts";
import { jsonLd } from "../../lib/seo.ts";
import { usePublicConfig } from "../shell/public-config.tsx";
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
  const image = coverUrl(post.cover, site.siteUrl);
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
    ...(image ? { image: [image] } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
  };
}

export function NewsArticleJsonLd({ post }: { post: Parameters<typeof newsArticleData>[0] }) {
  const nonce = useNonce();
  const { siteUrl, siteName } = usePublicConfig();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
      dangerouslySetInnerHTML={{ __html: jsonLd(newsArticleData(post, { siteUrl, siteName })) }}
    />
  );
}
