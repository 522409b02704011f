import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config/config.ts";
import { stripeCheckoutOrigins } from "../config/payments.ts";

export type SecurityEnv = { Variables: { nonce: string } };

/**
 * The headers every answer carries, for a given nonce: a strict CSP built around it (only scripts
 * carrying the nonce run, and whatever they load: 'strict-dynamic') and the usual hardening.
 * A 304 gets no CSP, so the browser keeps the stored policy whose nonce matches its stored page.
 */
export function securityHeaderValues(config: Config, options: { dev: boolean }) {
  const imageHost = config.IMAGE_HOST ? ` ${new URL(config.IMAGE_HOST).origin}` : "";
  const analytics = config.ANALYTICS_SCRIPT_URL ? new URL(config.ANALYTICS_SCRIPT_URL).origin : "";
  const https = config.SITE_URL.startsWith("https:");
  // External HLS streams: hls.js fetches them (connect-src), Safari plays them natively (media-src).
  const hlsOrigins = config.VIDEO_HLS_ORIGINS;
  const media = ["'self'", "blob:", ...hlsOrigins].join(" ");
  // Without JavaScript the card checkout's form is answered with a redirect to Stripe's hosted
  // page, and form-action also governs where a submission is redirected.
  const formAction = ["'self'", ...stripeCheckoutOrigins(config)].join(" ");
  const connect = ["'self'", options.dev ? "ws://localhost:* ws://127.0.0.1:*" : "", analytics, ...hlsOrigins]
    .filter(Boolean)
    .join(" ");
  const policy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
      // Vite injects <style> tags in development; production CSS is a linked file.
      `style-src 'self' ${options.dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
      "style-src-attr 'unsafe-inline'",
      `img-src 'self' data: blob:${imageHost}`,
      "font-src 'self'",
      `connect-src ${connect}`,
      // hls.js feeds the video element through MediaSource (blob: addresses).
      `media-src ${media}`,
      // Only the privacy-enhanced players of the video facade, after the viewer presses play.
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
      // The site's service worker, /sw.js: said outright rather than left to script-src's fallback.
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      https ? "upgrade-insecure-requests" : "",
    ]
      .filter(Boolean)
      .join("; ");
  const fixed: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
  ];
  if (https) fixed.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  // Built once around a mark no policy holds: every answer, a shared page's hits too, has its own nonce.
  const around = policy("\n").split("\n");
  return (nonce: string, status: number): Array<[string, string]> =>
    status === 304 ? fixed : [["Content-Security-Policy", around.join(nonce)], ...fixed];
}

/**
 * Hashed build scripts, stylesheets and fonts are never documents or workers, so the policies
 * that govern a document (CSP, framing, opener, permissions) mean nothing on them: sent anyway
 * they cost a phone about 1 KB of headers per file. Nosniff and the referrer policy stay.
 */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/)/;
const isBuildSubresource = (path: string, type: string | null) =>
  path.startsWith("/assets/") && SUBRESOURCE.test(type ?? "");
const SUBRESOURCE_HEADERS = new Set(["X-Content-Type-Options", "Referrer-Policy"]);

/** Always 24 characters: a shared page's answers put theirs where the render's stood (page-cache.ts). */
export const newNonce = () => randomBytes(16).toString("base64");

/** A fresh nonce per render, and the headers above on every answer. */
export function securityHeaders(config: Config, options: { dev: boolean }): MiddlewareHandler<SecurityEnv> {
  const headersFor = securityHeaderValues(config, options);
  return async (c, next) => {
    c.set("nonce", newNonce());
    await next();
    // A page from the shared cache sets its answer's own nonce (page-cache-edge.ts).
    const subresource = isBuildSubresource(c.req.path, c.res.headers.get("Content-Type"));
    for (const [name, value] of headersFor(c.get("nonce"), c.res.status)) {
      if (!subresource || SUBRESOURCE_HEADERS.has(name)) c.header(name, value);
    }
  };
}
