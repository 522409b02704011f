import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliOf, storedPageCoding } from "../http/brotli-answers.ts";
import { notModified } from "../http/conditional.ts";
import type { Metrics } from "../http/metrics.ts";
import { newNonce } from "../http/security-headers.ts";
import type { Logger } from "../platform/logger.ts";
import { bodyWith, type PageCache } from "./page-cache.ts";
import { pageKeyFrom } from "./page-cache-edge.ts";

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The shared page cache's hits answered straight from Node's request, before a Request object,
 * the router or any middleware is built: a fresh page in the encoding asked for goes out with the
 * headers the edge would set (security headers with the answer's own nonce, request id, validators),
 * counted and logged the same. Anything else (a miss, an entry still compressing, a request with
 * cookies or credentials) goes on to the app, which renders, fills and answers as usual.
 */
export function servePagesFromCache(options: {
  cache: PageCache;
  skip: (path: string) => boolean;
  securityHeaders: (nonce: string, status: number) => Array<[string, string]>;
  metrics: Metrics;
  /** Null when requests are not logged (LOG_REQUESTS=off). */
  logger: Logger | null;
}): Listener {
  const { cache, skip, securityHeaders, metrics, logger } = options;
  return (req, res, next) => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || req.headers.authorization !== undefined) return next();
    const target = req.url ?? "/";
    const query = target.indexOf("?");
    const path = query === -1 ? target : target.slice(0, query);
    if (skip(path)) return next();
    const key = pageKeyFrom(
      req.headers.cookie,
      req.headers["accept-language"],
      path,
      query === -1 ? "" : target.slice(query),
    );
    const entry = key === null ? undefined : cache.get(key);
    if (!entry) return next();
    const coding = storedPageCoding(req.headers["accept-encoding"]);
    if (coding === "gzip" && !entry.deflated) return next();

    const started = performance.now();
    const unchanged =
      notModified({ method, ifNoneMatch: req.headers["if-none-match"] }, { etag: entry.etag }) !== null;
    const status = unchanged ? 304 : entry.status;
    const requestId = randomUUID();
    const headers: string[] = [];
    for (const [name, value] of entry.headers) {
      if (unchanged && name === "content-type") continue;
      if (name !== "vary") headers.push(name, value);
    }
    headers.push(
      "vary",
      "Accept-Encoding, Accept-Language, Cookie",
      "etag",
      entry.etag,
      "age",
      String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))),
      "x-cache",
      "HIT",
      "x-request-id",
      requestId,
    );
    // Each answer gets a nonce of its own, in its scripts and in its CSP header alike.
    const nonce = newNonce();
    for (const [name, value] of securityHeaders(nonce, status)) headers.push(name, value);
    const send = (body: Buffer | undefined, encoding: "br" | "gzip" | null) => {
      if (body) {
        if (encoding) headers.push("content-encoding", encoding);
        headers.push("content-length", String(body.length));
      }
      res.writeHead(status, headers);
      res.end(method === "HEAD" ? undefined : body);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      metrics.requests.observe({ method, route: "page", status }, ms / 1000);
      logger?.info({ reqId: requestId, method, path, status, ms }, "request");
    };
    if (unchanged) return send(undefined, null);
    if (coding !== "br") return send(bodyWith(entry, nonce, coding ? entry.deflated : undefined), coding);
    // A client that takes Brotli alone: Brotli cannot be put together from stored pieces around a
    // nonce, so this answer's page is compressed whole, on the threadpool; should that fail, plain.
    const plain = bodyWith(entry, nonce);
    brotliOf(plain).then(
      (body) => send(body, "br"),
      () => send(plain, null),
    );
  };
}
