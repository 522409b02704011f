import type { Context, MiddlewareHandler } from "hono";
import { LOCALE_COOKIE, splitLocalePath, wantedLocale } from "../../shared/i18n/locales.ts";
import { zoneFromLanguages } from "../../shared/zone-by-language.ts";
import { answerCoding, brotliOf, storedPageCoding } from "../http/brotli-answers.ts";
import { conditionsOf, notModified } from "../http/conditional.ts";
import { newNonce } from "../http/security-headers.ts";
import { bodyWith, type CachedPage, type PageCache, type PageRender } from "./page-cache.ts";
import type { SharedPageCache } from "./page-cache-bus.ts";

/** Internal response header naming what a page shows; read and removed here, never sent. */
export const CACHE_TAGS_HEADER = "X-Cache-Tags";

/**
 * Cookies that only choose a variant of a public page. Any other cookie (a session, starred
 * favourites, a sign-in in progress) may change what the page says, so its request is rendered
 * for itself and never served from or stored in the shared cache.
 */
const VARIANT_COOKIES = new Set(["theme", "tz", LOCALE_COOKIE]);

/** Headers of the rendered page that are the server's business or set again on every answer. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
  "date",
  "x-cache-tags",
  "content-security-policy",
  "x-request-id",
]);

/** The cache key of an anonymous page request: its variant cookies and its path; null when it may not be shared. */
export function pageKeyOf(request: Request, path: string): string | null {
  if (request.headers.has("Authorization")) return null;
  const url = request.url;
  const query = url.indexOf("?");
  return pageKeyFrom(
    request.headers.get("Cookie"),
    request.headers.get("Accept-Language"),
    path,
    query === -1 ? "" : url.slice(query),
  );
}

/**
 * The same key from the raw parts of a request (page-cache-fast.ts reads Node's own). Without a `tz`
 * cookie a page is drawn in the zone the browser's first language points to (decision 076), so that
 * zone keys it, apart from pages asked for with the cookie.
 */
export function pageKeyFrom(
  cookie: string | null | undefined,
  languages: string | string[] | null | undefined,
  path: string,
  search: string,
): string | null {
  let theme = "";
  let tz = "";
  if (cookie) {
    for (const part of cookie.split(";")) {
      const at = part.indexOf("=");
      const name = (at === -1 ? part : part.slice(0, at)).trim();
      const value = at === -1 ? "" : part.slice(at + 1).trim();
      if (name === "") continue;
      if (!VARIANT_COOKIES.has(name)) {
        // An emptied favourites cookie is the same as none.
        if (name === "favs" && value === "") continue;
        return null;
      }
      if (name === "theme") theme = value;
      else if (name === "tz") tz = value;
    }
  }
  const asked = Array.isArray(languages) ? languages.join(",") : languages;
  // An English address asked for in another language is sent to that language's (locale-edge.ts):
  // it is not the English page, so it is neither served from nor stored under the English key.
  if (
    !path.endsWith(".data") &&
    splitLocalePath(path).locale === "en" &&
    wantedLocale(cookie, asked) !== "en"
  )
    return null;
  if (!tz) tz = `~${zoneFromLanguages(asked) ?? ""}`;
  return `${theme}|${tz}|${path}${search}`;
}

/** Paths under the site API: never pages, never shared here. */
export const isApiPath = (apiPath: string) => (path: string) =>
  path === apiPath || path.startsWith(`${apiPath}/`);

/**
 * Turns what the page handler answered into an entry, when it may be shared: a 200 HTML or
 * data response marked `public` with an `s-maxage`, without cookies. The answer's body is read
 * once, so the caller serves the entry instead.
 */
async function shareable(response: Response, nonce: string): Promise<PageRender | null> {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  const control = response.headers.get("Cache-Control") ?? "";
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(control);
  if (!maxAge || !/(?:^|,)\s*public\b/.test(control)) return null;
  const tags = (response.headers.get(CACHE_TAGS_HEADER) ?? "").split(/\s+/).filter(Boolean);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name.toLowerCase())) headers.push([name, value]);
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: 200, headers, body, tags, nonce, maxAgeMs: Number(maxAge[1]) * 1000 };
}

function strip(response: Response): Response {
  response.headers.delete(CACHE_TAGS_HEADER);
  return response;
}

/** A public page rendered for a visitor whose cookies may have changed it: no shared cache keeps it. */
function personal(response: Response): void {
  if (/(?:^|,)\s*public\b/.test(response.headers.get("Cache-Control") ?? "")) {
    response.headers.set("Cache-Control", "private, no-cache");
  }
}

/**
 * The shared cache in front of the page renderer. It answers before static files and routes:
 * only a rendered page ever enters it, and a path with a file never reaches the renderer.
 */
export function pageCacheEdge(
  cache: SharedPageCache,
  options: { skip: (path: string) => boolean; dropsAll: (path: string) => boolean },
): MiddlewareHandler<{ Variables: { nonce: string } }> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      await next();
      const signed = c.req.header("Authorization") !== undefined || c.req.header("Cookie") !== undefined;
      if (signed && c.res.status < 400 && options.dropsAll(c.req.path)) await cache.drop(["*"]);
      return;
    }
    if (options.skip(c.req.path)) return next();
    const key = pageKeyOf(c.req.raw, c.req.path);
    if (key === null) {
      await next();
      personal(strip(c.res));
      return;
    }
    let rendered = false;
    // Hono answers HEAD through GET's handlers (and drops the body), so both share an entry.
    const entry = await cache.fill(key, async () => {
      rendered = true;
      await next();
      return shareable(c.res, c.get("nonce"));
    });
    if (!entry) {
      // Not shareable: the renderer's own answer stands; someone else's render is not ours to send.
      if (!rendered) await next();
      strip(c.res);
      return;
    }
    await answer(c, cache, entry, rendered);
  };
}

async function answer(c: Context, cache: PageCache, entry: CachedPage, rendered: boolean): Promise<void> {
  // Each answer gets a nonce of its own, in its scripts and in its CSP header alike.
  const nonce = newNonce();
  c.set("nonce", nonce);
  // Kept header names are lower case (Headers.forEach), and so are these.
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers.etag = entry.etag;
  headers.age = String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));
  headers["x-cache"] = rendered ? "MISS" : cache.isFresh(entry) ? "HIT" : "STALE";
  headers.vary = "Accept-Encoding, Accept-Language, Cookie";
  // The renderer's own answer (when this request rendered) is dropped whole, body read already.
  c.res = undefined as unknown as Response;
  if (notModified(conditionsOf(c.req.raw), { etag: entry.etag })) {
    // Without a CSP header the browser keeps the stored one, whose nonce its stored copy carries
    // (security-headers.ts leaves 304s alone).
    delete headers["content-type"];
    c.res = c.body(null, 304, headers);
    return;
  }
  // The request that rendered the page pays for Brotli beside its render; a hit is put together in
  // gzip from the stored pieces (Brotli cannot be, so its page is compressed whole).
  const accept = c.req.header("Accept-Encoding");
  const coding = rendered ? answerCoding(accept) : storedPageCoding(accept);
  const body =
    coding === "br"
      ? await brotliOf(bodyWith(entry, nonce))
      : bodyWith(entry, nonce, coding === "gzip" ? await cache.deflated(entry) : undefined);
  if (coding) headers["content-encoding"] = coding;
  headers["content-length"] = String(body.length);
  c.res = c.body(new Uint8Array(body), 200, headers);
}
