import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";

export type SecurityEnv = { Variables: { nonce: string } };

/**
 * Hashed build scripts, stylesheets and fonts are never documents or workers, so the policies
 * that govern a document (CSP, framing, opener, permissions) mean nothing on them: sent anyway
 * they cost a phone about 1 KB of headers per file. Nosniff and the referrer policy stay.
 */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/)/;
const isBuildSubresource = (path: string, type: string | null) =>
  path.startsWith("/assets/") && SUBRESOURCE.test(type ?? "");

/**
 * A fresh nonce per response and a strict CSP built around it: only scripts
 * carrying the nonce run, and whatever they load ('strict-dynamic').
 */
export function securityHeaders(config: Config, options: { dev: boolean }): MiddlewareHandler<SecurityEnv> {
  const imageHost = config.IMAGE_HOST ? ` ${new URL(config.IMAGE_HOST).origin}` : "";
  const analytics = config.ANALYTICS_SCRIPT_URL ? new URL(config.ANALYTICS_SCRIPT_URL).origin : "";
  const https = config.SITE_URL.startsWith("https:");
  // External HLS streams: hls.js fetches them (connect-src), Safari plays them natively (media-src).
  const hlsOrigins = config.VIDEO_HLS_ORIGINS;
  const media = ["'self'", "blob:", ...hlsOrigins].join(" ");
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (isBuildSubresource(c.req.path, c.res.headers.get("Content-Type"))) return;
    const connect = [
      "'self'",
      options.dev ? "ws://localhost:* ws://127.0.0.1:*" : "",
      analytics,
      ...hlsOrigins,
    ]
      .filter(Boolean)
      .join(" ");
    const csp = [
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
      // The push service worker, /sw.js: said outright rather than left to script-src's fallback.
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      https ? "upgrade-insecure-requests" : "",
    ]
      .filter(Boolean)
      .join("; ");
    c.header("Content-Security-Policy", csp);
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (https) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
