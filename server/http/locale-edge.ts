import type { MiddlewareHandler } from "hono";
import { localizedPath, splitLocalePath, wantedLocale } from "../../shared/i18n/locales.ts";

/** A page's address (no file name, no data read): the only requests a language choice may move. */
const isPageAddress = (path: string) => !path.endsWith(".data") && !/\/[^/]*\.[a-z0-9]+$/i.test(path);

/**
 * Whether an address without a language prefix should be sent to another language's address:
 * a page document asked for by a fan who chose that language, or whose browser asks for it on
 * a first visit. English addresses read by an English reader (or a crawler, which sends no
 * languages) are answered as they are.
 */
export function localeRedirectOf(request: {
  method: string;
  path: string;
  search: string;
  accept: string | null | undefined;
  cookie: string | null | undefined;
  languages: string | null | undefined;
}): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!request.accept?.includes("text/html") || !isPageAddress(request.path)) return null;
  if (splitLocalePath(request.path).locale !== "en") return null;
  const wanted = wantedLocale(request.cookie, request.languages);
  if (wanted === "en") return null;
  return `${localizedPath(wanted, request.path)}${request.search}`;
}

/**
 * Sends a fan to their language's address before anything is rendered or served from the page
 * cache: one short redirect, never a page drawn twice. An address that already names a language
 * is never moved, so there is no loop whatever the cookie or browser say.
 */
export function localeEdge(skip: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (skip(path)) return next();
    const url = c.req.url;
    const query = url.indexOf("?");
    const target = localeRedirectOf({
      method: c.req.method,
      path,
      search: query === -1 ? "" : url.slice(query),
      accept: c.req.header("Accept"),
      cookie: c.req.header("Cookie"),
      languages: c.req.header("Accept-Language"),
    });
    if (target === null) return next();
    return c.body(null, 302, {
      Location: target,
      Vary: "Accept-Language, Cookie",
      "Cache-Control": "private, no-cache",
    });
  };
}
