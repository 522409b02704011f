const STORAGE_KEY = "goalline:chunk-reload-at";
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, an open tab may ask for code or CSS chunks that no longer
 * exist. Reload once to pick up the new build, at most once a minute per
 * browser session so a truly broken asset cannot cause a reload loop.
 */
export function reloadAfterChunkFailure(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk|Loading CSS chunk/i.test(
    message,
  );
}

export function watchChunkLoadFailures(): void {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reloadAfterChunkFailure();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  });
  // A stylesheet or script tag that fails to load reports on the element, not as a rejection.
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (
        (target instanceof HTMLLinkElement && target.rel === "stylesheet") ||
        (target instanceof HTMLScriptElement && target.type === "module")
      ) {
        reloadAfterChunkFailure();
      }
    },
    true,
  );
}
