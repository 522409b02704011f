import { createHash } from "node:crypto";
import { deflatePieces, gzipAround } from "../http/gzip-splice.ts";

/** One rendered anonymous page, kept with the headers it was sent with. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /**
   * The body cut where the render's nonce stood. Every answer joins the pieces with a nonce of its
   * own (the CSP spec wants one per response), so the nonce of one answer opens no other.
   */
  pieces: Buffer[];
  /** How long each cut was: every nonce is as long (security-headers.ts). */
  nonceLength: number;
  bytes: number;
  /** Weak validator of the page's content, the nonce left out: answers differ in their nonce only. */
  etag: string;
  tags: string[];
  storedAt: number;
  /** From here the next request renders a new copy while the others are still served this one. */
  refreshAt: number;
  /** Never served from here on. */
  expiresAt: number;
  /** The pieces deflated, made on first demand (gzip-splice.ts). */
  deflating?: Promise<Buffer[]>;
  /** The same once made, for answers that cannot wait (page-cache-fast.ts). */
  deflated?: Buffer[];
};

/** What the page handler rendered, with the nonce it rendered with. */
export type PageRender = Pick<CachedPage, "status" | "headers" | "tags"> & {
  body: Buffer;
  nonce: string;
  maxAgeMs: number;
};

export type PageCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** How long a page an event changed may still be served while its new copy renders. */
  graceMs?: number;
};

/**
 * Rendered anonymous pages by key (URL and variant), each with tags naming what it shows
 * (`match:12`, `competition:3`). A page is never served past its own age. From half of it, or
 * as soon as an event changes what it shows, the next request renders a new copy while the
 * others are served the old one, for at most `graceMs` after the event (1 s): nobody waits for a
 * render but the one request making it, and a live page stays within a second of the truth.
 * Concurrent misses of one key share one render, and a render that overlapped an invalidation
 * of one of its tags is served but not kept, so an event is never undone by a render that read
 * the data before it.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const graceMs = options.graceMs ?? 1_000;
  const entries = new Map<string, CachedPage>();
  const byTag = new Map<string, Set<string>>();
  const inFlight = new Map<string, { job: Promise<CachedPage | null>; started: number }>();
  /** When each tag (and "*", everything) was last invalidated; read by renders that started before. */
  const invalidatedAt = new Map<string, number>();
  let clock = 0;
  let bytes = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function keep(key: string, entry: CachedPage) {
    forget(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      byTag.set(tag, keys);
    }
    // Oldest first out: a Map iterates in insertion order and hits re-insert.
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function staleSince(tags: string[], started: number): boolean {
    if ((invalidatedAt.get("*") ?? -1) >= started) return true;
    return tags.some((tag) => (invalidatedAt.get(tag) ?? -1) >= started);
  }

  /** A stored page that may still be served, fresh or not; expired ones go. */
  function usable(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      forget(key);
      return undefined;
    }
    // Recently used pages move to the back of the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** A fresh stored page (no new copy due), or undefined. */
  function get(key: string): CachedPage | undefined {
    const entry = usable(key);
    return entry && now() < entry.refreshAt ? entry : undefined;
  }

  return {
    get,

    /**
     * The stored page; or, when none is fresh, a new render shared by every caller asking
     * meanwhile, the old copy (while it may be served) going to all of them but the renderer.
     * `render` answers null for a response that must not be shared (private, an error).
     */
    async fill(key: string, render: () => Promise<PageRender | null>): Promise<CachedPage | null> {
      const stored = usable(key);
      if (stored && now() < stored.refreshAt) return stored;
      const running = inFlight.get(key);
      if (running) return stored ?? running.job;
      const started = ++clock;
      const job = (async () => {
        try {
          const page = await render();
          if (!page) {
            // The page is no longer one to share (gone, private now): its old copy goes too.
            forget(key);
            return null;
          }
          const at = now();
          const pieces = cutAtNonce(page.body, page.nonce);
          const entry: CachedPage = {
            status: page.status,
            headers: page.headers,
            tags: page.tags,
            pieces,
            nonceLength: page.nonce.length,
            bytes: page.body.length,
            etag: etagOf(pieces),
            storedAt: at,
            refreshAt: at + page.maxAgeMs / 2,
            expiresAt: at + page.maxAgeMs,
          };
          if (!staleSince(page.tags, started) && page.maxAgeMs > 0) keep(key, entry);
          return entry;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, { job, started });
      return job;
    },

    /** Pages carrying one of the tags ("*": all) are rendered anew by their next request. */
    invalidate(tags: Iterable<string>): number {
      const at = ++clock;
      const until = now() + graceMs;
      let dropped = 0;
      for (const tag of tags) {
        invalidatedAt.set(tag, at);
        const keys = tag === "*" ? [...entries.keys()] : [...(byTag.get(tag) ?? [])];
        for (const key of keys) {
          const entry = entries.get(key);
          if (!entry) continue;
          entry.refreshAt = 0;
          entry.expiresAt = Math.min(entry.expiresAt, until);
          dropped++;
        }
      }
      // Only renders still running compare against these marks; older marks can go.
      if (invalidatedAt.size > 1_000) {
        let oldest = at;
        for (const { started } of inFlight.values()) oldest = Math.min(oldest, started);
        for (const [tag, mark] of invalidatedAt) if (mark < oldest) invalidatedAt.delete(tag);
      }
      return dropped;
    },

    /** The pieces deflated once per entry, for gzip answers put together per nonce. */
    deflated(entry: CachedPage): Promise<Buffer[]> {
      entry.deflating ??= deflatePieces(entry.pieces, entry.nonceLength).then((deflated) => {
        entry.deflated = deflated;
        return deflated;
      });
      return entry.deflating;
    },

    stats() {
      return { entries: entries.size, bytes, rendering: inFlight.size };
    },

    /** Whether a served entry was fresh, or the old copy while a new one renders. */
    isFresh(entry: CachedPage): boolean {
      return now() < entry.refreshAt;
    },

    clear() {
      for (const key of [...entries.keys()]) forget(key);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The body's pieces around each place its nonce stands (the whole body when it has none). */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    pieces.push(body.subarray(from, at));
    from = at + marker.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/**
 * The page's body for one answer: its pieces joined with that answer's nonce, as gzip when the
 * deflated pieces are given (about 0.05 ms for a 100 KB page, where compressing it anew costs 2 ms).
 */
export function bodyWith(entry: CachedPage, nonce: string, deflated?: Buffer[]): Buffer {
  const { pieces } = entry;
  const fill = Buffer.from(nonce);
  if (deflated) return gzipAround(pieces, deflated, fill);
  if (pieces.length === 1) return pieces[0]!;
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [fill, piece])));
}

/**
 * Two renders of the same content differ only in their nonce, and so do two answers of one
 * entry: the tag is over the pieces alone, and weak, since the bytes sent are never the same twice.
 */
export function etagOf(pieces: Buffer[]): string {
  const hash = createHash("sha1");
  // Each piece's length first, so where the nonce stood is part of the content.
  for (const piece of pieces) hash.update(`${piece.length}:`).update(piece);
  return `W/"${hash.digest("base64url").slice(0, 22)}"`;
}
