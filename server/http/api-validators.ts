import { createHash } from "node:crypto";
import type { Context, Env, MiddlewareHandler } from "hono";
import { answerNotModified, conditionsOf, notModified } from "./conditional.ts";

/**
 * A weak entity tag over a body's bytes. Weak, since compression on the way out changes the
 * bytes, not the meaning.
 */
export function weakEtagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
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
  // The compress middleware may code the text; said here, the 304 (with no body to code) says it too.
  c.header("Vary", "Accept-Encoding", { append: true });
  if (notModified(conditionsOf(c.req.raw), { etag, lastModified })) {
    c.header("Content-Type", undefined);
    return c.body(null, 304);
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
  c.res.headers.set("ETag", etag);
  // As for documents above: the 304 varies as the 200 the compress middleware may code.
  if (!/accept-encoding/i.test(c.res.headers.get("Vary") ?? ""))
    c.res.headers.append("Vary", "Accept-Encoding");
  if (notModified(conditionsOf(c.req.raw), { etag })) answerNotModified(c, etag);
};
