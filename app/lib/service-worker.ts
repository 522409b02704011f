import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The site's one worker, `public/sw.js`: it shows pushes and keeps the last pages read for offline. */
export const SERVICE_WORKER = "/sw.js";

/** Installs the worker for the whole site; a browser that refuses one (private modes) just goes without. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
}

/** What the page asks the worker to keep: a page's address, and built files it already has. */
export type KeepMessage = { keepPage: string; assets: string[] };

/**
 * Installs the worker and has it keep each page the fan reads. A page the router draws is never
 * loaded whole, so the worker never sees it go by: it is told, and fetches the page itself. When the
 * document came before the worker was in charge (a first visit), its code and styles never went
 * through the worker either: they are named too, so the kept pages have what they need offline.
 */
export function useOfflineCopies(): void {
  const { pathname, search } = useLocation();
  const documentThroughWorker = useRef<boolean | null>(null);

  useEffect(() => {
    registerServiceWorker().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const firstPage = documentThroughWorker.current === null;
    if (firstPage) documentThroughWorker.current = navigator.serviceWorker.controller !== null;
    // The worker kept this one on its way in.
    if (firstPage && documentThroughWorker.current) return;
    const message: KeepMessage = {
      keepPage: pathname + search,
      assets: documentThroughWorker.current ? [] : loadedAssets(),
    };
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
  }, [pathname, search]);
}

function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}
