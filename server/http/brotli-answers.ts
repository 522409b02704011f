import { Duplex } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { acceptedCodings } from "./accept-encoding.ts";

/**
 * Brotli for answers made per request anyway (a page just rendered, an API reply): quality 5 weighs a
 * page about 11 % less than gzip, for about a millisecond of a threadpool thread, off the event loop.
 * A stored page's hit stays gzip put together around its nonce, which costs a tenth of that: per hit,
 * Brotli cut the cache's answers from thousands a second to hundreds
 * (docs/decisions/075-brotli-pages.md). Quality 11 is kept for the build's files, compressed once.
 */
export const ANSWER_BROTLI_QUALITY = 5;

const params = (size?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
});

const brotliAsync = promisify(brotliCompress);

/** A whole body in Brotli, compressed on the threadpool. */
export const brotliOf = (body: Buffer): Promise<Buffer> => brotliAsync(body, { params: params(body.length) });

/** The coding an answer made per request goes out in: Brotli when the client takes it, else gzip, else none. */
export function answerCoding(accept: string | null | undefined): "br" | "gzip" | null {
  const codings = acceptedCodings(accept);
  return codings.has("br") ? "br" : codings.has("gzip") ? "gzip" : null;
}

/**
 * The coding a stored page's hit goes out in: gzip put together around its nonce whenever the client
 * takes gzip, Brotli compressed whole only for a client that takes Brotli alone.
 */
export function storedPageCoding(accept: string | null | undefined): "br" | "gzip" | null {
  const codings = acceptedCodings(accept);
  return codings.has("gzip") ? "gzip" : codings.has("br") ? "br" : null;
}

const SMALLEST = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const variesByCoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Compresses what the app answers: Brotli for a client that takes it, otherwise Hono's gzip or
 * deflate, under the same rules (compressible types only, so never an event stream; not a range,
 * a HEAD, a body under 1 KB or one marked no-transform). Output is held until the coder's buffer
 * fills or the body ends, as gzip's is: a route's data read in the background and cut off by a newer
 * request then finds it whole, rather than stopping half-read.
 */
export function compressAnswers(): MiddlewareHandler {
  const otherwise = compress();
  return async (c, next) => {
    if (answerCoding(c.req.header("Accept-Encoding")) !== "br") return otherwise(c, next);
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type");
    const length = res.headers.get("Content-Length");
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      (length !== null && Number(length) < SMALLEST) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("Vary");
    const coder = Duplex.toWeb(createBrotliCompress({ params: params() })) as unknown as ReadableWritablePair<
      Uint8Array,
      Uint8Array
    >;
    c.res = new Response(res.body.pipeThrough(coder), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", "br");
    if (vary !== "*" && !(vary && variesByCoding.test(vary))) {
      c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
