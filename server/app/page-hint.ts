import { CACHE_TAGS_HEADER } from "./page-cache-edge.ts";

/**
 * What a page's loader says about sharing it (app/lib/page-cache.server.ts): how many seconds
 * it may be served to other anonymous visitors, and the tags that name what it shows.
 * Pages that say nothing are never shared.
 */
export type PageHint = { tags: Set<string>; maxAgeSeconds: number | null };

export const newPageHint = (): PageHint => ({ tags: new Set(), maxAgeSeconds: null });

/**
 * Marks a page's answer shareable: a CDN may keep it `s-maxage` seconds and serve it stale while
 * fetching the next; browsers revalidate each time (ETag, 304). Answers that carry an account
 * (Cache-Control set by the session) or set cookies stay private.
 */
export function applyPageHint(response: Response, hint: PageHint): Response {
  const seconds = hint.maxAgeSeconds;
  if (seconds === null || response.status !== 200) return response;
  if (response.headers.has("Cache-Control") || response.headers.has("Set-Cookie")) return response;
  response.headers.set(
    "Cache-Control",
    `public, max-age=0, must-revalidate, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
  );
  response.headers.set(CACHE_TAGS_HEADER, [...hint.tags].join(" "));
  return response;
}
