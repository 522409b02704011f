import type { MetaDescriptor } from "react-router";

export const HOME_TITLE = "Football Scores Updates, Fixtures, Results";
export const DESCRIPTION =
  "Live football scores, fixtures, results and league tables from around the world. View results for free.";

/** The site's own picture, for pages without a card of their own (public/icon-512.png). */
export const SITE_IMAGE = { path: "/icon-512.png", width: "512", height: "512" };

type RootData = { publicConfig: { siteName: string; siteUrl: string } } | undefined;
type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown } | undefined>;

const rootOf = (matches: Matches) => matches.find((match) => match?.id === "root")?.loaderData as RootData;
const siteUrlOf = (matches: Matches) => rootOf(matches)?.publicConfig.siteUrl ?? "http://localhost";

export function siteNameOf(matches: Matches): string {
  return rootOf(matches)?.publicConfig.siteName ?? "Goalline";
}

const has = (tags: MetaDescriptor[], property: string) =>
  tags.some((tag) => "property" in tag && tag.property === property);

/**
 * Completes the four properties every Open Graph object needs (ogp.me: og:title, og:type,
 * og:image, og:url) from what the page gave: its title, `website`, the site's picture, and its
 * canonical address or else the path shown. What the page set itself is kept.
 */
export function openGraph(matches: Matches, tags: MetaDescriptor[]): MetaDescriptor[] {
  const more: MetaDescriptor[] = [];
  const title = tags.flatMap((tag) => ("title" in tag ? [tag.title] : []))[0];
  if (!has(tags, "og:title") && typeof title === "string")
    more.push({ property: "og:title", content: title });
  if (!has(tags, "og:type")) more.push({ property: "og:type", content: "website" });
  if (!has(tags, "og:url")) {
    const canonicalHref = tags.flatMap((tag) =>
      "rel" in tag && tag.rel === "canonical" ? [tag.href] : [],
    )[0];
    const path = matches.at(-1)?.pathname ?? "/";
    const url = typeof canonicalHref === "string" ? canonicalHref : new URL(path, siteUrlOf(matches)).href;
    more.push({ property: "og:url", content: url });
  }
  if (!has(tags, "og:image")) {
    more.push(
      { property: "og:image", content: new URL(SITE_IMAGE.path, siteUrlOf(matches)).href },
      { property: "og:image:width", content: SITE_IMAGE.width },
      { property: "og:image:height", content: SITE_IMAGE.height },
      { name: "twitter:card", content: "summary" },
    );
  }
  return [...tags, ...more];
}

/**
 * Every page's tags: "<Page> | <brand>" with the shared description, then the page's own tags
 * (`more`: canonical, a drawn card…), the Open Graph set completed by `openGraph`.
 */
export function pageMeta(
  matches: Matches,
  page: string,
  description = DESCRIPTION,
  more: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const title = `${page} | ${siteNameOf(matches)}`;
  return openGraph(matches, [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...more,
  ]);
}

/** A server-drawn Open Graph card (`/og/...png`, 1200×630) as og:image and a large Twitter card. */
export function ogImageMeta(matches: Matches, path: string): MetaDescriptor[] {
  const image = new URL(path, siteUrlOf(matches)).href;
  return [
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
}

/** A library image as og:image (its largest JPEG, with its size and alt text) and a large Twitter card. */
export function pictureMeta(
  matches: Matches,
  picture: { alt: string; variants: ReadonlyArray<{ format: string; width: number; url: string }> },
): MetaDescriptor[] {
  const largest = picture.variants.filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width)[0];
  if (!largest) return [];
  const image = new URL(largest.url, siteUrlOf(matches)).href;
  return [
    { property: "og:image", content: image },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
}
