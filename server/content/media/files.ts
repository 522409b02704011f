import type { Hono } from "hono";
import { conditionsOf, notModified } from "../../http/conditional.ts";
import { AppError } from "../../http/errors.ts";
import type { MediaService } from "./media.ts";

const notFound = () => new AppError("not-found", "media-not-found", "There is no such image file.");

/**
 * GET /media/<key>/<width>.<avif|webp|jpg>: variants from storage (S3 is proxied, so the
 * site's headers and address hold). Key and file must match strict patterns, so nothing
 * like `..` or an encoded slash ever reaches storage. A variant never changes under its
 * address (a replace makes a new key), hence a year of caching and a constant ETag.
 */
export function mountMediaFiles(app: Hono<never>, media: MediaService): void {
  app.get("/media/:key/:file", async (c) => {
    const key = c.req.param("key");
    const file = c.req.param("file");
    const found = await media.file(key, file);
    if (!found) throw notFound();
    if (found.kind === "moved") {
      // The image was replaced since this address was written into a post: its current file.
      c.header("Cache-Control", "public, max-age=300");
      return c.redirect(found.to, 302);
    }
    const etag = `"${key}-${file}"`;
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    if (notModified(conditionsOf(c.req.raw), { etag })) return c.body(null, 304);
    c.header("Content-Type", found.contentType);
    return c.body(new Uint8Array(found.data), 200);
  });
}
