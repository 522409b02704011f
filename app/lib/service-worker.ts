import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { localizedPath } from "../../shared/i18n/locales.ts";
import { useLocale } from "./i18n.tsx";

/** The site's one worker, `public/sw.js`: it shows pushes and keeps the last pages read for offline. */
export const SERVICE_WORKER = "/sw.js";

/** Installs the worker for the whole site; a browser that refuses one (private modes) just goes without. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
}

/** What the page asks the worker to keep: a page's address, and built files it already has. */
export type KeepMessage = { keepPage: string; assets: string[] };

/** Asks the worker to fetch its kept pages again (public/sw.js, `refreshKeptPages`). */
export type RefreshMessage = { refreshKept: true };

/** A tab back in view after this long refreshes the kept pages: they are what the next offline spell shows. */
const STALE_AFTER_MS = 5 * 60_000;
/** The worker's periodic refresh, where the browser grants one (installed apps in Chromium). */
const REFRESH_TAG = "goalline-refresh-kept"; // public/sw.js answers to the same tag
const REFRESH_EVERY_MS = 30 * 60_000;

function askWorker(message: KeepMessage | RefreshMessage): void {
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Keeps the kept pages fresh while the site is open: when the connection comes back, and when the
 * tab is shown again after five minutes away; and, where the browser allows, every half hour.
 */
function useFreshCopies(): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const refresh = () => askWorker({ refreshKept: true });
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") hiddenAt = Date.now();
      else if (hiddenAt !== null && Date.now() - hiddenAt >= STALE_AFTER_MS && navigator.onLine) refresh();
    };
    window.addEventListener("online", refresh);
    document.addEventListener("visibilitychange", onVisibility);
    navigator.serviceWorker.ready
      .then((registration) => {
        const periodic = (registration as PeriodicRegistration).periodicSync;
        return periodic?.register(REFRESH_TAG, { minInterval: REFRESH_EVERY_MS });
      })
      // Refused unless the site is installed and allowed to: the refreshes above still run.
      .catch(() => undefined);
    return () => {
      window.removeEventListener("online", refresh);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
}

type PeriodicRegistration = ServiceWorkerRegistration & {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

/**
 * Installs the worker and has it keep each page the fan reads, and bring those up to date. A page the router draws is never
 * loaded whole, so the worker never sees it go by: it is told, and fetches the page itself. When the
 * document came before the worker was in charge (a first visit), its code and styles never went
 * through the worker either: they are named too, so the kept pages have what they need offline.
 */
export function useOfflineCopies(): void {
  // The router's paths leave out the language's prefix; the worker keeps the address the fan reads.
  const locale = useLocale();
  const location = useLocation();
  const pathname = localizedPath(locale, location.pathname);
  const { search } = location;
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
    askWorker(message);
  }, [pathname, search]);
  useFreshCopies();
}

function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}
