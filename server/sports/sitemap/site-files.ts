import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Hono } from "hono";
import type { Services } from "../../services.ts";
import { renderSitemap } from "./sitemap.ts";

const root = resolve(import.meta.dirname, "../../..");

/** The rules in public/robots.txt, plus the sitemap at this site's own absolute address. */
export function robotsText(siteUrl: string): string {
  const file = [resolve(root, "build/client/robots.txt"), resolve(root, "public/robots.txt")].find(
    existsSync,
  );
  const rules = file ? readFileSync(file, "utf8").trimEnd() : "User-agent: *\nAllow: /";
  const withoutSitemap = rules
    .split("\n")
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join("\n");
  return `${withoutSitemap}\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap.xml\n`;
}

/**
 * Answers /robots.txt and the sitemaps from the database ahead of static
 * files (the robots file needs the configured site address). Registered on
 * the Hono app so they pass through the same headers, logs and metrics.
 */
export function mountSiteFiles(app: Hono<never>, services: Services): void {
  const siteUrl = services.config.SITE_URL;
  const robots = robotsText(siteUrl);
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robots);
  });
  app.get("/:file{sitemap[-a-z0-9]*\\.xml}", async (c, next) => {
    const xml = await renderSitemap(services.database.db, siteUrl, c.req.path);
    if (xml === null) return next();
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml);
  });
}
