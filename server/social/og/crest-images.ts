import { createHash } from "node:crypto";

/** A crest ready to draw: the image inlined (satori fetches nothing itself) and a digest of its bytes. */
export type CrestImage = { src: string; digest: string };

const TYPES = new Set(["image/png", "image/jpeg", "image/svg+xml"]);
const MAX_BYTES = 512 * 1024;
const TIMEOUT_MS = 2_000;
// A crest changes a few times a decade; a host that failed is asked again after a few minutes.
const KEEP_MS = 60 * 60_000;
const RETRY_MS = 5 * 60_000;
const KEEP = 500;

const known = new Map<string, { image: CrestImage | null; until: number }>();
const pending = new Map<string, Promise<CrestImage | null>>();

async function download(url: string): Promise<CrestImage | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error" });
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!response.ok || !TYPES.has(type)) return null;
    if (Number(response.headers.get("content-length") ?? 0) > MAX_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_BYTES) return null;
    return {
      src: `data:${type};base64,${bytes.toString("base64")}`,
      digest: createHash("sha256").update(bytes).digest("base64url").slice(0, 16),
    };
  } catch {
    // Unreachable, slow or refused: the card draws the monogram instead of failing.
    return null;
  }
}

/**
 * The crest at `url` on the configured image host, or null when it cannot be had; one download per
 * URL at a time, kept an hour (a failure five minutes), so a busy card never waits on the host twice.
 */
export async function crestImage(url: string, now = Date.now()): Promise<CrestImage | null> {
  const hit = known.get(url);
  if (hit && hit.until > now) return hit.image;
  let flight = pending.get(url);
  if (!flight) {
    flight = download(url).then((image) => {
      if (known.size >= KEEP) known.delete(known.keys().next().value!);
      known.set(url, { image, until: Date.now() + (image ? KEEP_MS : RETRY_MS) });
      pending.delete(url);
      return image;
    });
    pending.set(url, flight);
  }
  return flight;
}
