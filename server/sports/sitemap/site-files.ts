import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Services } from "../../services.ts";
import { renderSitemap } from "./sitemap.ts";

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

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
 * files (the robots file needs the configured site address); everything
 * else goes on to the app.
 */
export function withSiteFiles(services: Services, next: Fetch): Fetch {
  const siteUrl = services.config.SITE_URL;
  const robots = robotsText(siteUrl);
  return async (request, env) => {
    const { pathname } = new URL(request.url);
    if (request.method !== "GET" && request.method !== "HEAD") return next(request, env);
    if (pathname === "/robots.txt") {
      return new Response(robots, {
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
      });
    }
    if (!/^\/sitemap[-a-z0-9]*\.xml$/.test(pathname)) return next(request, env);
    const xml = await renderSitemap(services.database.db, siteUrl, pathname);
    if (xml === null) return next(request, env);
    return new Response(request.method === "HEAD" ? null : xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  };
}
