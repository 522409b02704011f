// Goalline's service worker: shows goal, red card, kick-off and full-time pushes and opens the
// match when one is clicked, and keeps the pages a fan last read, with their code and styles,
// readable when the connection drops. Served from the site's own origin, as browsers require.

// Names carry a version: a worker that changes what it stores renames them, and activation drops the rest.
const PAGES = "goalline-pages-v1";
const ASSETS = "goalline-assets-v1";
// The offline page, answered for an address never read on this device (app/routes/content/offline.tsx):
// one per language a fan reads in, so it speaks the language of the address that failed.
const SHELL = "goalline-shell-v1";
const OFFLINE_PAGE = "/offline";
// The languages' address prefixes (shared/i18n/locales.ts, PREFIXES); English has none.
const LANGUAGE_PREFIXES = ["vi", "es", "pt-br", "de", "ja", "ar", "en-xa"];
// The last pages read are what a fan reopens on a train; older ones are scores long gone.
const PAGES_KEPT = 20;
// The periodic background sync that refreshes kept pages, where the browser grants one.
const REFRESH_TAG = "goalline-refresh-kept";
// Every deploy brings new hashed files; this keeps a few builds' worth and drops the oldest.
const ASSETS_KEPT = 200;
// Areas with an account or a staff member in them are never kept, whatever their headers say.
// The same areas under a language's prefix ("/vi/account") are as private.
const PRIVATE_AREAS =
  /^\/(?:(?:vi|es|pt-br|de|ja|ar|en-xa)\/)?(api|cms|account|auth|invite|login|register|logout)(\/|$)/i;

self.addEventListener("install", (event) => {
  // A worker that could not fetch the offline page still serves the kept ones: it tries again later.
  event.waitUntil(keepOfflinePage().catch(() => undefined));
  self.skipWaiting();
});
self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name !== PAGES && name !== ASSETS && name !== SHELL)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PRIVATE_AREAS.test(url.pathname)) return;
  if (request.mode === "navigate") event.respondWith(pageFromNetworkOrSaved(event));
  // Built files and the languages' catalogues are named by their content hash: a stored copy is
  // the file, forever.
  else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/i18n/")) {
    event.respondWith(assetFromCacheOrNetwork(event));
  }
});

// A page the router drew in a tab never comes through here whole: the tab names it (app/lib/service-worker.ts).
// A tab back online, or back in view after a while, asks for the kept pages to be brought up to date.
self.addEventListener("message", (event) => {
  const { keepPage, assets, refreshKept } = event.data ?? {};
  if (refreshKept === true) event.waitUntil(refreshKeptPages());
  if (typeof keepPage !== "string" || !Array.isArray(assets)) return;
  event.waitUntil(keepNamed(keepPage, assets));
});

// Where the browser offers it (an installed app), the kept pages are refreshed now and then unasked.
self.addEventListener("periodicsync", (event) => {
  if (event.tag === REFRESH_TAG) event.waitUntil(refreshKeptPages());
});

/** The language prefix of a path ("/vi/match/5" → "vi"), or "" for English. */
function languagePrefixOf(pathname) {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  return LANGUAGE_PREFIXES.includes(first) ? first : "";
}

/** The offline page in the language of a path: "/vi/offline" for "/vi/match/5", "/offline" for English. */
function offlinePageFor(pathname) {
  const prefix = languagePrefixOf(pathname);
  return prefix ? `/${prefix}${OFFLINE_PAGE}` : OFFLINE_PAGE;
}

/** Keeps the offline page of a page's language once: English is kept on install, the others as they are read. */
async function keepOfflinePageFor(pathname) {
  const page = offlinePageFor(pathname);
  if (page === OFFLINE_PAGE) return;
  if (await caches.open(SHELL).then((cache) => cache.match(page))) return;
  await keepOfflinePage(page).catch(() => undefined);
}

/**
 * Fetches every kept page again and keeps each new copy that may be kept: the next time the
 * connection drops, the fan reads scores from minutes ago, not from the last visit. A page that
 * fails stays as it was; one refresh runs at a time. A connection just back may not carry yet
 * (the tab can hear of it before the network does): a refresh cut short tries again, three times
 * at most, five seconds apart.
 */
let refreshing = null;
function refreshKeptPages() {
  refreshing ??= (async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (await refreshEachKept()) {
        // A deploy since brings new styles: the offline pages are fetched again with them.
        const kept = await caches.open(SHELL).then((cache) => cache.keys());
        const pages = new Set([OFFLINE_PAGE, ...kept.map((request) => new URL(request.url).pathname)]);
        for (const page of pages) await keepOfflinePage(page).catch(() => undefined);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** One pass over the kept pages; false when the network failed on the way. */
async function refreshEachKept() {
  const cache = await caches.open(PAGES);
  // Oldest first: each new copy goes to the end, so the order of reading, which decides what
  // is dropped first, stays as it was.
  for (const request of await cache.keys()) {
    const response = await fetch(request.url, { cache: "no-store" }).catch(() => null);
    if (!response) return false;
    if (mayKeep(response)) await cache.put(new Request(request.url), response);
  }
  return true;
}

/** Fetches and keeps a page a tab is showing, and the built files that tab loaded before the worker was in charge. */
async function keepNamed(path, assets) {
  const page = new URL(path, self.location.origin);
  if (page.origin === self.location.origin && !PRIVATE_AREAS.test(page.pathname)) {
    const response = await fetch(page).catch(() => null);
    if (response && mayKeep(response)) await keep(PAGES, new Request(page), response, PAGES_KEPT);
    await keepOfflinePageFor(page.pathname);
  }
  const cache = await caches.open(ASSETS);
  for (const href of assets) {
    const asset = new URL(href, self.location.origin);
    if (asset.origin !== self.location.origin || !asset.pathname.startsWith("/assets/")) continue;
    if (await cache.match(asset)) continue;
    const response = await fetch(asset).catch(() => null);
    if (response?.status === 200) await keep(ASSETS, new Request(asset), response, ASSETS_KEPT);
  }
}

/**
 * Keeps an offline page (`path`: English's, or a language's such as "/vi/offline") as any visitor
 * sees it (no cookies: it names no account) with the styles and fonts it draws with, so it shows
 * in the site's frame with no connection at all.
 */
async function keepOfflinePage(path = OFFLINE_PAGE) {
  const response = await fetch(path, { cache: "no-store", credentials: "omit" });
  if (response.status !== 200 || response.redirected) return;
  const html = await response.clone().text();
  await caches.open(SHELL).then((cache) => cache.put(path, response));
  // Its styles, and the fonts they name, as the list grows.
  const wanted = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const cache = await caches.open(ASSETS);
  for (let i = 0; i < wanted.length; i++) {
    const href = wanted[i];
    if (await cache.match(href)) continue;
    const asset = await fetch(href).catch(() => null);
    if (asset?.status !== 200) continue;
    if (href.endsWith(".css")) {
      for (const match of (await asset.clone().text()).matchAll(/url\(["']?(\/assets\/[^)"']+)/g)) {
        if (!wanted.includes(match[1])) wanted.push(match[1]);
      }
    }
    await keep(ASSETS, new Request(href), asset, ASSETS_KEPT);
  }
}

/**
 * A page from the network, stored for later; without a network, the copy stored last, or the offline
 * page. The copy is the whole answer, headers included: its inline scripts carry the nonce of the CSP
 * it was sent with.
 */
async function pageFromNetworkOrSaved(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (mayKeep(response)) event.waitUntil(keep(PAGES, request, response.clone(), PAGES_KEPT));
    // The address the page came from: a fan sent to their language's address reads in it.
    if (response.ok) event.waitUntil(keepOfflinePageFor(new URL(response.url || request.url).pathname));
    return response;
  } catch (offline) {
    // The copy is this browser's own: whatever cookies it varied by were this browser's too.
    const saved = await caches.open(PAGES).then((cache) => cache.match(request, { ignoreVary: true }));
    if (saved) return markedSaved(saved);
    // Never read here: the offline page in the site's frame, not the browser's own error, in the
    // language of the address asked for (English when that language's was never kept).
    const shell = await caches.open(SHELL).then(async (cache) => {
      const page = offlinePageFor(new URL(request.url).pathname);
      return (await cache.match(page)) ?? (page === OFFLINE_PAGE ? undefined : cache.match(OFFLINE_PAGE));
    });
    if (!shell) throw offline;
    return shell;
  }
}

async function assetFromCacheOrNetwork(event) {
  const saved = await caches.open(ASSETS).then((cache) => cache.match(event.request));
  if (saved) return saved;
  const response = await fetch(event.request);
  // Only a whole file: a range request's 206 is a piece of one.
  if (response.status === 200) event.waitUntil(keep(ASSETS, event.request, response.clone(), ASSETS_KEPT));
  return response;
}

/**
 * Only a whole public page: a worker cannot see Set-Cookie, but the server marks every answer that
 * sets a cookie or carries an account `private, no-store` (app/lib/session.server.ts).
 */
function mayKeep(response) {
  const control = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/\b(private|no-store)\b/.test(control)
  );
}

/** Stores an answer as the newest entry, dropping the oldest beyond the limit. */
async function keep(name, request, response, limit) {
  const cache = await caches.open(name);
  // Deleted first, so a page read again moves to the end of the list.
  await cache.delete(request);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * The stored page, its document marked with the time it was sent (its Date header), so the page
 * can tell the fan these are not today's latest scores. Headers travel unchanged, CSP included.
 */
async function markedSaved(saved) {
  const sentAt = new Date(saved.headers.get("Date") ?? Date.now());
  const stamp = Number.isNaN(sentAt.getTime()) ? new Date() : sentAt;
  const html = (await saved.text()).replace(/<html\b/i, `<html data-saved-at="${stamp.toISOString()}"`);
  const headers = new Headers(saved.headers);
  // The text was decoded and changed: its old length and coding no longer describe it.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: saved.status, statusText: saved.statusText, headers });
}

/** Only this site's own pages may be opened from a notification. */
function pageUrl(path) {
  const url = new URL(typeof path === "string" ? path : "/", self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Goalline", {
      body: message.body || "",
      tag: message.tag,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: pageUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = open.find((client) => client.url === url);
      if (tab) return tab.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
