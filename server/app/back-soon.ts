import { escapeXml } from "../platform/site-files.ts";

/** Seconds a fan's browser waits before asking again for a page the database could not serve. */
export const BACK_SOON_SECONDS = 10;

/**
 * A page of its own for a part of the server that is away: a few words, no script (it works under
 * the strict CSP and before any code loads), never stored by the browser or a CDN.
 */
function pausePage(options: {
  status: number;
  heading: string;
  site: string;
  text: string;
  /** Seconds before the browser asks again by itself; absent, the fan decides (a form is never sent twice unasked). */
  refreshSeconds?: number;
  retryAfter: number;
  link: { href: string; label: string };
}): Response {
  const { heading, site, refreshSeconds, link } = options;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">\n` : ""}<meta name="robots" content="noindex">
<title>${heading} · ${site}</title>
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
<h1>${heading}</h1>
<p>${options.text}</p>
<p><a href="${link.href}">${link.label}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: options.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(options.retryAfter),
      "Cache-Control": "no-store",
    },
  });
}

/** The page answered while the database is unreachable: 503, and a refresh that tries again by itself. */
export function backSoonPage(siteName: string): Response {
  const site = escapeXml(siteName);
  return pausePage({
    status: 503,
    heading: "We'll be right back",
    site,
    text: `${site} cannot reach its scores right now. This page tries again by itself every ${BACK_SOON_SECONDS} seconds.`,
    refreshSeconds: BACK_SOON_SECONDS,
    retryAfter: BACK_SOON_SECONDS,
    link: { href: "", label: "Try again now" },
  });
}

/** The answer to a form sent while the disk is full: 507, nothing saved, and the way back to the page (a path of this site). */
export function diskFullPage(siteName: string, retryAfter: number, backTo: string): Response {
  const site = escapeXml(siteName);
  return pausePage({
    status: 507,
    heading: "Saving is paused",
    site,
    text: `${site} cannot save anything right now because its disk is full, so nothing you sent was changed. Scores still update. Please try again in a few minutes.`,
    retryAfter,
    link: { href: escapeXml(backTo), label: "Go back" },
  });
}
