import type { Hono } from "hono";
import { robotsText } from "../platform/site-files.ts";
import { withValidators } from "./api-validators.ts";

/**
 * Answers /robots.txt and the sitemaps from the database ahead of static
 * files (the robots file needs the configured site address). Registered on
 * the Hono app so they pass through the same headers, logs and metrics.
 */
export function mountSiteFiles(
  app: Hono<never>,
  options: { siteUrl: string; sitemap: (path: string) => Promise<string | null> },
): void {
  const { siteUrl } = options;
  const robots = robotsText(siteUrl);
  // The text is made from the file and SITE_URL at start, so it may have changed since then only.
  const madeAt = new Date();
  app.get("/robots.txt", (c) => {
    c.header("Content-Type", "text/plain; charset=UTF-8");
    c.header("Cache-Control", "public, max-age=3600");
    return withValidators(c, robots, madeAt);
  });
  app.get("/:file{sitemap[-a-z0-9]*\\.xml}", async (c, next) => {
    const xml = await options.sitemap(c.req.path);
    if (xml === null) return next();
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    // No Last-Modified: entries carry days, and a new team or league carries no time at all.
    return withValidators(c, xml);
  });
}
