import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";

export type SecurityEnv = { Variables: { nonce: string } };

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
    c.set("nonce", randomBytes(16).toString("base64"));
    await next();
    // A page from the shared cache carries the nonce it was rendered with (page-cache-edge.ts).
    const nonce = c.get("nonce");
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
    // A 304 keeps the browser's stored policy, whose nonce matches its stored page.
    if (c.res.status !== 304) c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (https) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
