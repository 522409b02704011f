import type { Stats } from "node:fs";
import type { Context } from "hono";

/** What a conditional GET is judged on, read from a Request or from Node's own headers. */
export type Conditions = {
  method: string;
  ifNoneMatch?: string | null;
  ifModifiedSince?: string | null;
};

export const conditionsOf = (request: Request): Conditions => ({
  method: request.method,
  ifNoneMatch: request.headers.get("If-None-Match"),
  ifModifiedSince: request.headers.get("If-Modified-Since"),
});

export type Validators = {
  /** The tag of the representation a 200 would carry. */
  etag: string;
  /**
   * Tags of the same content in another coding this request could be given instead. A client, or a
   * cache in front of it, that holds one of them holds the current content: the 304 names that tag,
   * so the copy it already has is kept rather than fetched again coded another way.
   */
  alike?: readonly string[];
  lastModified?: Date | null;
};

const TAG = /(?:W\/)?("[^"]*")/g;
const opaque = (tag: string) => tag.replace(/^W\//, "");

/** IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must still read (RFC 9110 §5.6.7). */
const HTTP_DATE =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|([A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}))$/;

/** Milliseconds of an HTTP-date, or null for anything else (a list, another date format). */
export function httpDate(value: string | null | undefined): number | null {
  const date = value ? HTTP_DATE.exec(value) : null;
  if (!date) return null;
  // asctime carries no zone, and is GMT.
  const time = Date.parse(date[1] ? `${value} GMT` : value!);
  return Number.isNaN(time) ? null : time;
}

/**
 * RFC 9110 §13.2.2 for GET and HEAD: the entity tag a 304 answers with, or null when the full
 * answer is due. If-None-Match decides whenever it is sent (weak comparison, §13.1.2; `*` matches
 * the current representation), and the 304 names the tag it matched. Only without it does
 * If-Modified-Since count, in whole seconds as HTTP dates carry them.
 */
export function notModified(request: Conditions, validators: Validators): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { etag, alike = [], lastModified } = validators;
  const header = request.ifNoneMatch;
  if (header !== null && header !== undefined) {
    if (header.trim() === "*") return etag;
    const listed = new Set(Array.from(header.matchAll(TAG), (match) => match[1]));
    return [etag, ...alike].find((tag) => listed.has(opaque(tag))) ?? null;
  }
  const since = httpDate(request.ifModifiedSince);
  if (!lastModified || since === null) return null;
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since ? etag : null;
}

/** A strong tag for a file: its change time and size, as common servers make it. */
export const fileTag = (stats: Pick<Stats, "mtimeMs" | "size">) =>
  `"${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}"`;

/**
 * The strong tag of a content-coded copy: `"abc"` coded `br` is `"abc-br"`. Each coding has bytes
 * of its own, so each needs a tag of its own (RFC 9110 §8.8.3), while the shared stem lets the
 * server tell that a tag of another coding names the same content.
 */
export const codedTag = (tag: string, coding: string) => `${tag.slice(0, -1)}-${coding}"`;

/** Fields that describe a body: a 304 has none (RFC 9110 §15.4.5). */
const BODY_FIELDS = ["Content-Type", "Content-Length", "Content-Encoding", "Content-Range"];

/** The 304 for an answer with these headers: its validators, caching and Vary, none of its body's. */
export function notModifiedAnswer(headers: Headers, etag: string): Response {
  const kept = new Headers(headers);
  for (const name of BODY_FIELDS) kept.delete(name);
  kept.set("ETag", etag);
  return new Response(null, { status: 304, headers: kept });
}

/** Turns a middleware's full answer into its 304, the body unread. */
export function answerNotModified(c: Context, etag: string): void {
  const full = c.res;
  void full.body?.cancel();
  // Hono copies the old answer's headers onto a new one; cleared first, the body's fields go.
  c.res = undefined as unknown as Response;
  c.res = notModifiedAnswer(full.headers, etag);
}
