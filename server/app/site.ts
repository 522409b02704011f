import type { Hono } from "hono";
import { mountMediaFiles } from "../content/media/files.ts";
import { mountPostFeeds } from "../content/posts/feeds.ts";
import { postSitemapEntries } from "../content/posts/read.ts";
import { mountCatalogueFiles } from "../http/catalogue-files.ts";
import { mountSiteFiles } from "../http/site-files.ts";
import { mountOgImages } from "../social/og/routes.ts";
import { renderSitemap, urlsPerFile } from "../sports/sitemap/sitemap.ts";
import { mountVideoMedia } from "../video/service.ts";
import { ogSources } from "./og-sources.ts";
import type { Services } from "./services.ts";

/** Site-wide files answered by the server itself: robots.txt, the sitemaps of every domain, the news feeds, uploaded images, video. */
export function mountSite(app: Hono<never>, services: Services): void {
  const siteUrl = services.config.SITE_URL;
  mountVideoMedia(app, services);
  const db = services.database.db;
  mountSiteFiles(app, {
    siteUrl,
    sitemap: (path) => renderSitemap(db, siteUrl, path, urlsPerFile, () => postSitemapEntries(db)),
  });
  mountPostFeeds(app, { siteUrl, siteName: services.config.SITE_NAME, db, i18n: services.i18n });
  mountMediaFiles(app, services.media);
  mountOgImages(app, ogSources(services));
  mountCatalogueFiles(app, services.i18n);
}
