import type { MetaDescriptor } from "react-router";
import {
  type AnyLocale,
  LOCALES,
  localizedPath,
  OG_LOCALES,
  PSEUDO_LOCALE,
  splitLocalePath,
} from "../../shared/i18n/locales.ts";
import { defineMessages, type MessageDescriptor, translatorFor } from "./i18n.tsx";

const m = defineMessages({
  homeTitle: {
    id: "site.home.title",
    defaultMessage: "Football Scores Updates, Fixtures, Results",
    description: "The home page's title; the brand follows it after a bar",
  },
  description: {
    id: "site.description",
    defaultMessage:
      "Live football scores, fixtures, results and league tables from around the world. View results for free.",
    description: "Search engines' and shares' description of any page without its own",
  },
});
export const HOME_TITLE = m.homeTitle;
export const DESCRIPTION = m.description;

/** The site's own picture, for pages without a card of their own (public/icon-512.png). */
export const SITE_IMAGE = { path: "/icon-512.png", width: "512", height: "512" };

type RootData = { locale?: AnyLocale; publicConfig: { siteName: string; siteUrl: string } } | undefined;
type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown } | undefined>;

const rootOf = (matches: Matches) => matches.find((match) => match?.id === "root")?.loaderData as RootData;
const siteUrlOf = (matches: Matches) => rootOf(matches)?.publicConfig.siteUrl ?? "http://localhost";

export function siteNameOf(matches: Matches): string {
  return rootOf(matches)?.publicConfig.siteName ?? "Goalline";
}

/** The language the page is drawn in, from the root's data. */
export const localeOf = (matches: Matches): AnyLocale => rootOf(matches)?.locale ?? "en";

/** A translator for meta tags, in the page's language. */
export const translatorOfPage = (matches: Matches) => translatorFor(localeOf(matches));

type Text = string | MessageDescriptor;
const textOf = (matches: Matches, text: Text) =>
  typeof text === "string" ? text : translatorOfPage(matches)(text);

/**
 * The page's address in every language (`hreflang`, with English as `x-default`) and Open Graph's
 * locales. `path` is the page's path without a language prefix.
 */
export function alternates(matches: Matches, path: string): MetaDescriptor[] {
  const siteUrl = siteUrlOf(matches);
  const locale = localeOf(matches);
  const tags: MetaDescriptor[] = LOCALES.map((other) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: other,
    href: new URL(localizedPath(other, path), siteUrl).href,
  }));
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: new URL(path, siteUrl).href });
  if (locale !== PSEUDO_LOCALE) {
    tags.push({ property: "og:locale", content: OG_LOCALES[locale] });
    for (const other of LOCALES) {
      if (other !== locale) tags.push({ property: "og:locale:alternate", content: OG_LOCALES[other] });
    }
  } else {
    // Layout checks only: never indexed.
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
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
    const path = localizedPath(localeOf(matches), matches.at(-1)?.pathname ?? "/");
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
  if (!tags.some((tag) => "hrefLang" in tag)) {
    // The canonical address names the page when it has one (a page reached by an old or longer path).
    const canonicalHref = tags.flatMap((tag) =>
      "rel" in tag && tag.rel === "canonical" ? [tag.href] : [],
    )[0];
    const canonicalUrl = typeof canonicalHref === "string" ? new URL(canonicalHref) : null;
    const path = canonicalUrl
      ? `${splitLocalePath(canonicalUrl.pathname).path}${canonicalUrl.search}`
      : (matches.at(-1)?.pathname ?? "/");
    more.push(...alternates(matches, path));
  }
  return [...tags, ...more];
}

/**
 * Every page's tags: "<Page> | <brand>" with the shared description, then the page's own tags
 * (`more`: canonical, a drawn card…), the Open Graph set completed by `openGraph`.
 */
export function pageMeta(
  matches: Matches,
  pageText: Text,
  descriptionText: Text = DESCRIPTION,
  more: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const page = textOf(matches, pageText);
  const description = textOf(matches, descriptionText);
  const title = `${page} | ${siteNameOf(matches)}`;
  return openGraph(matches, [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...more,
  ]);
}

/**
 * A server-drawn Open Graph card (`/og/...png`, 1200×630) as og:image and a large Twitter card, in
 * the page's language (`/vi/og/...png`).
 */
export function ogImageMeta(matches: Matches, path: string): MetaDescriptor[] {
  const locale = localeOf(matches);
  const image = new URL(locale === PSEUDO_LOCALE ? path : localizedPath(locale, path), siteUrlOf(matches))
    .href;
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
