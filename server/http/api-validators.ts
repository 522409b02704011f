import { createHash } from "node:crypto";
import type { Context, Env, MiddlewareHandler } from "hono";
import { matchesValidator } from "./page-cache-edge.ts";

/**
 * A weak entity tag over a body's bytes. Weak, since compression on the way out changes the
 * bytes, not the meaning.
 */
export function weakEtagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * Whether a GET may be answered 304 (RFC 9110 §13.2.2): If-None-Match decides when sent (weak
 * comparison); otherwise If-Modified-Since, when the last change is known and not newer.
 * HTTP dates carry whole seconds, so the change is compared at that precision.
 */
export function isNotModified(headers: Headers, etag: string, lastModified?: Date | null): boolean {
  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch !== null) return matchesValidator(ifNoneMatch, etag.replace(/^W\//, ""));
  const since = Date.parse(headers.get("If-Modified-Since") ?? "");
  if (!lastModified || Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * A whole document (feed, sitemap, calendar) with its validators, so readers can poll
 * conditionally: ETag over the body, Last-Modified when the newest item's time is known, and
 * 304 without the body when the reader's copy is current. Set Content-Type and Cache-Control first.
 */
export function withValidators<E extends Env, P extends string>(
  c: Context<E, P>,
  body: string,
  lastModified?: Date | null,
): Response {
  const etag = weakEtagOf(body);
  c.header("ETag", etag);
  if (lastModified) c.header("Last-Modified", lastModified.toUTCString());
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    if (isNotModified(c.req.raw.headers, etag, lastModified)) {
      c.header("Content-Type", undefined);
      return c.body(null, 304);
    }
  }
  return c.body(body);
}

/**
 * ETag and 304 for API reads: a client polling a list it already holds gets an empty answer.
 * Streams and answers no cache may keep are left alone.
 */
export const apiValidators: MiddlewareHandler = async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || c.res.status !== 200 || c.res.headers.has("ETag")) return;
  if (!(c.res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
  if (/no-store/.test(c.res.headers.get("Cache-Control") ?? "")) return;
  const etag = weakEtagOf(Buffer.from(await c.res.clone().arrayBuffer()));
  if (isNotModified(c.req.raw.headers, etag)) {
    const headers = new Headers(c.res.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    headers.set("ETag", etag);
    c.res = undefined as unknown as Response;
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  c.res.headers.set("ETag", etag);
};
