import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LOCALES, localizedPath } from "../../shared/i18n/locales.ts";

const root = resolve(import.meta.dirname, "../..");

const RULE = /^(allow|disallow):\s*(.*)$/i;

/**
 * Each group's Allow/Disallow lines, longest path first (an Allow before a Disallow of the same
 * length): crawlers that take the first matching line then agree with those that take the most
 * specific one (RFC 9309), so `Allow: /` can never shadow `Disallow: /cms/`.
 */
export function orderRobotsRules(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  let run: { line: string; allow: boolean; length: number }[] = [];
  const flush = () => {
    run.sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
    out.push(...run.map((rule) => rule.line));
    run = [];
  };
  for (const line of lines) {
    const rule = RULE.exec(line.trim());
    if (rule) {
      run.push({ line, allow: rule[1]!.toLowerCase() === "allow", length: rule[2]!.trim().length });
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out.join("\n");
}

/** The rules in public/robots.txt, plus the sitemap at this site's own absolute address. */
export function robotsText(siteUrl: string): string {
  // The build's copy first; a build being written may have none for a moment, so a failed read
  // falls through to the source (the same file) rather than racing a check of its existence.
  const rules =
    [resolve(root, "build/client/robots.txt"), resolve(root, "public/robots.txt")]
      .map((file) => {
        try {
          return readFileSync(file, "utf8").trimEnd();
        } catch {
          return null;
        }
      })
      .find((text) => text !== null) ?? "User-agent: *\nAllow: /";
  const withoutSitemap = rules
    .split("\n")
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join("\n");
  return `${orderRobotsRules(withoutSitemap)}\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap.xml\n`;
}

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

export type SitemapEntry = {
  path: string;
  lastmod?: string;
  /** The page's addresses by language when it is not in all of them (a post's translations). */
  alternates?: ReadonlyArray<{ hreflang: string; path: string }>;
};

/**
 * A sitemap file of absolute addresses under the site's own URL. Each page is listed at its English
 * address with its address in every language (`xhtml:link` alternates, English as `x-default`), as
 * search engines read a site's languages from its sitemap; a page in only some languages (a post)
 * names its own alternates.
 */
export function urlset(siteUrl: string, entries: SitemapEntry[]): string {
  const base = siteUrl.replace(/\/$/, "");
  const urls = entries
    .map((e) => {
      const alternates = (
        e.alternates?.map((a) => [a.hreflang, a.path] as const) ?? [
          ...LOCALES.map((locale) => [locale, localizedPath(locale, e.path)] as const),
          ["x-default", e.path] as const,
        ]
      )
        .map(
          ([lang, path]) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + path)}"/>`,
        )
        .join("");
      return `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** A sitemap index pointing at the given files of this site. */
export function sitemapIndex(siteUrl: string, files: string[]): string {
  const base = siteUrl.replace(/\/$/, "");
  const items = files.map((file) => `<sitemap><loc>${escapeXml(base + file)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
