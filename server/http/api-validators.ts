import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { matchesValidator } from "./page-cache-edge.ts";

/**
 * ETag and 304 for API reads: a client polling a list it already holds gets an empty answer.
 * Weak validators, since compression on the way out changes the bytes, not the meaning.
 * Streams and answers no cache may keep are left alone.
 */
export const apiValidators: MiddlewareHandler = async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || c.res.status !== 200 || c.res.headers.has("ETag")) return;
  if (!(c.res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
  if (/no-store/.test(c.res.headers.get("Cache-Control") ?? "")) return;
  const body = Buffer.from(await c.res.clone().arrayBuffer());
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  if (matchesValidator(c.req.header("If-None-Match"), etag.slice(2))) {
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
