import type { Hono } from "hono";
import { mountSiteFiles } from "../platform/site-files.ts";
import type { Services } from "../services.ts";
import { renderSitemap } from "../sports/sitemap/sitemap.ts";

/** Site-wide files answered by the server itself: robots.txt and the sitemaps of every domain. */
export function mountSite(app: Hono<never>, services: Services): void {
  const siteUrl = services.config.SITE_URL;
  mountSiteFiles(app, { siteUrl, sitemap: (path) => renderSitemap(services.database.db, siteUrl, path) });
}
