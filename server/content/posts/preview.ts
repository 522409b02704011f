import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a preview link opens its draft: long enough to pass round an editorial team. */
export const PREVIEW_TTL_SECONDS = 7 * 24 * 3600;

const sign = (secret: string, body: string) =>
  createHmac("sha256", `post-preview:${secret}`).update(body).digest("base64url");

/**
 * A signed, expiring token that opens one post (any status) to whoever holds it.
 * The secret is the session secret with a purpose prefix, so no new setting is needed.
 */
export function previewToken(secret: string, postId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS;
  const body = `${postId}.${expires}`;
  return `${body}.${sign(secret, body)}`;
}

/** The post id a token opens, or null when it is forged, malformed or expired. */
export function postOfPreviewToken(secret: string, token: string, now = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, mac] = match;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(mac!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return Number(id);
}

/** The link editors share: under PREVIEW_URL when set (a preview host), else the site itself. */
export function previewLink(
  options: { siteUrl: string; previewUrl?: string | null; secret: string },
  post: { id: number; slug: string },
  now = new Date(),
): string {
  const base = (options.previewUrl || options.siteUrl).replace(/\/$/, "");
  const token = previewToken(options.secret, post.id, now);
  return `${base}/blogs/${encodeURIComponent(post.slug)}?preview=${token}`;
}
