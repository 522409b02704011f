import { type AnyLocale, localizedPath } from "./i18n/locales.ts";

/**
 * A blog feed's address in a language, as the server serves it and the news page links it:
 * "/blogs/rss.xml", "/vi/blogs/tag/derby/atom.xml".
 */
export const feedPath = (locale: AnyLocale, kind: "rss" | "atom", tag?: string | null) =>
  localizedPath(locale, `/blogs/${tag ? `tag/${encodeURIComponent(tag)}/` : ""}${kind}.xml`);
