import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";
import type { Metrics } from "./metrics.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import { encodingFor, matchesValidator, pageKeyFrom } from "./page-cache-edge.ts";

type Listener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The shared page cache's hits answered straight from Node's request, before a Request object,
 * the router or any middleware is built: a fresh page in the encoding asked for goes out with the
 * headers the edge would set (security headers with the page's own nonce, request id, validators),
 * counted and logged the same. Anything else (a miss, an entry still compressing, a request with
 * cookies or credentials) goes on to the app, which renders, fills and answers as usual.
 */
export function servePagesFromCache(options: {
  cache: PageCache;
  skip: (path: string) => boolean;
  securityHeaders: (nonce: string, status: number) => Array<[string, string]>;
  metrics: Metrics;
  logger: Logger;
}): Listener {
  const { cache, skip, securityHeaders, metrics, logger } = options;
  // An entry is served many times with the one nonce it was rendered with: its policy is built once.
  const policies = new WeakMap<CachedPage, Array<[string, string]>>();
  const pageHeaders = (entry: CachedPage) => {
    let headers = policies.get(entry);
    if (!headers) {
      headers = securityHeaders(entry.nonce, entry.status);
      policies.set(entry, headers);
    }
    return headers;
  };
  return (req, res, next) => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || req.headers.authorization !== undefined) return next();
    const target = req.url ?? "/";
    const query = target.indexOf("?");
    const path = query === -1 ? target : target.slice(0, query);
    if (skip(path)) return next();
    const key = pageKeyFrom(req.headers.cookie, path, query === -1 ? "" : target.slice(query));
    const entry = key === null ? undefined : cache.get(key);
    if (!entry) return next();
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const body = encoding ? entry.ready[encoding] : entry.body;
    if (!body) return next();

    const started = performance.now();
    const notModified = matchesValidator(req.headers["if-none-match"], entry.etag);
    const status = notModified ? 304 : entry.status;
    const requestId = randomUUID();
    const headers: string[] = [];
    for (const [name, value] of entry.headers) {
      if (notModified && name === "content-type") continue;
      if (name !== "vary") headers.push(name, value);
    }
    headers.push(
      "vary",
      "Accept-Encoding, Cookie",
      "etag",
      entry.etag,
      "age",
      String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))),
      "x-cache",
      "HIT",
      "x-request-id",
      requestId,
    );
    const security = notModified ? securityHeaders(entry.nonce, 304) : pageHeaders(entry);
    for (const [name, value] of security) headers.push(name, value);
    if (!notModified) {
      if (encoding) headers.push("content-encoding", encoding);
      headers.push("content-length", String(body.length));
    }
    res.writeHead(status, headers);
    res.end(notModified || method === "HEAD" ? undefined : body);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    metrics.requests.observe({ method, route: "page", status }, ms / 1000);
    logger.info({ reqId: requestId, method, path, status, ms }, "request");
  };
}
