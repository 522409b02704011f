import { stat } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, Next } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { acceptedCodings, type Coding } from "./accept-encoding.ts";
import { answerNotModified, codedTag, conditionsOf, fileTag, notModified } from "./conditional.ts";

const CODINGS: Coding[] = ["br", "gzip"];

/**
 * The client build (build/client): hashed assets cached for a year, other files (icons, the
 * service worker, the manifest) for an hour. The build writes .br and .gz siblings
 * (precompress.ts); serveStatic picks the one the client accepts and sets Content-Encoding, so the
 * compress middleware leaves the response alone. Every file answers with Last-Modified and a
 * strong ETag per coding, and a conditional GET or HEAD with 304.
 */
export function mountClientFiles<E extends { Variables: object }>(app: Hono<E>, root: string): void {
  // The file each request was answered with, by serveStatic's own choice of coding.
  const served = new WeakMap<Context, string>();
  const markServed = (path: string, c: Context) => void served.set(c, path);
  const encoded = serveStatic({ root, precompressed: true, onFound: markServed });
  // A byte range of a Brotli stream is no use to a client resuming a file: ranges get plain bytes.
  const plain = serveStatic({ root, onFound: markServed });
  const files = (c: Context, next: Next) => (c.req.header("Range") ? plain(c, next) : encoded(c, next));
  // serveStatic builds its response before onFound runs, so headers are set on the way out,
  // and only for files it served (pages falling through must not be cached).
  const cacheFor = (value: string) => async (c: Context, next: Next) => {
    await next();
    const path = served.get(c);
    if (path === undefined) return;
    const headers = c.res.headers;
    headers.set("Cache-Control", value);
    // Every answer for a compressible file says it depends on Accept-Encoding, the plain one
    // included (HEAD, ranges), so a shared cache keeps one copy per encoding, not the first.
    const vary = headers.get("Vary");
    const type = headers.get("Content-Type") ?? "";
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/accept-encoding/i.test(vary ?? "")) {
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    // The tags of every coding share the plain file's stem (its siblings carry its time).
    const coding = headers.get("Content-Encoding");
    const file = await stat(coding ? path.slice(0, path.lastIndexOf(".")) : path);
    const stem = fileTag(file);
    const etag = coding ? codedTag(stem, coding) : stem;
    const lastModified = file.mtime;
    headers.set("ETag", etag);
    headers.set("Last-Modified", lastModified.toUTCString());
    // A copy in another coding the client accepts is the same file: a cache holding it keeps it.
    const accepted = acceptedCodings(c.req.header("Accept-Encoding"));
    const alike = [
      ...(coding ? [stem] : []),
      ...CODINGS.filter((other) => other !== coding && accepted.has(other)).map((other) =>
        codedTag(stem, other),
      ),
    ];
    const tag = notModified(conditionsOf(c.req.raw), { etag, alike, lastModified });
    if (tag) answerNotModified(c, tag);
  };
  app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"), files);
  app.use("*", cacheFor("public, max-age=3600"), files);
}
