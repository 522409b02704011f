import { escapeXml } from "../platform/site-files.ts";

/** Seconds a fan's browser waits before asking again for a page the database could not serve. */
export const BACK_SOON_SECONDS = 10;

/**
 * The page answered while the database is unreachable: 503 with Retry-After, a few words, and a
 * refresh that tries again by itself (no script: it works under the strict CSP and before any code
 * loads). Never stored by the browser or a CDN.
 */
export function backSoonPage(siteName: string): Response {
  const site = escapeXml(siteName);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BACK_SOON_SECONDS}">
<meta name="robots" content="noindex">
<title>We'll be right back · ${site}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; text-align: center; }
  main { max-width: 28rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { margin: .5rem 0; line-height: 1.5; }
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>${site} cannot reach its scores right now. This page tries again by itself every ${BACK_SOON_SECONDS} seconds.</p>
<p><a href="">Try again now</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(BACK_SOON_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}
