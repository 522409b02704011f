/**
 * The offline page's one script. It sits beside its page, not in app/lib, whose modules share the
 * chunk every page loads.
 */

/** Where public/sw.js keeps the pages a fan read; the two names must agree. */
export const SAVED_PAGES_CACHE = "goalline-pages-v1";

/**
 * Points "Try again" at the address asked for, and lists the pages this device keeps, newest first, each by its title, as links the service worker
 * answers offline. It runs inline on the offline page, which has no other script, so it refers to
 * nothing outside itself; titles are set as text, never as markup.
 */
export function listSavedPages(cacheName: string): void {
  // The page stands in for the address asked for: trying again asks for that address.
  document.querySelector("[data-try-again]")?.setAttribute("href", location.href);
  const section = document.querySelector<HTMLElement>("[data-saved-pages]");
  const list = section?.querySelector("ul");
  if (!section || !list || !("caches" in window)) return;
  void (async () => {
    const cache = await caches.open(cacheName);
    const requests = [...(await cache.keys())].reverse();
    for (const request of requests) {
      const url = new URL(request.url);
      if (url.origin !== location.origin) continue;
      const saved = await cache.match(request, { ignoreVary: true });
      const title = /<title>([^<]*)<\/title>/i.exec((await saved?.text()) ?? "")?.[1];
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = url.pathname + url.search;
      link.className = "block px-3 py-2 hover:bg-raised";
      // The title as the browser would read it: entities decoded, never run as markup.
      link.textContent = new DOMParser().parseFromString(title ?? url.pathname, "text/html").body.textContent;
      item.append(link);
      list.append(item);
    }
    section.hidden = requests.length === 0;
  })();
}

export const savedPagesScript = `(${listSavedPages.toString()})(${JSON.stringify(SAVED_PAGES_CACHE)});`;
