export const CHUNK_RELOAD_KEY = "goalline:chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type GuardOptions = {
  key: string;
  intervalMs: number;
  now: () => number;
  reload: () => void;
  online: () => boolean;
};

/**
 * After a deploy, an open tab may ask for code or CSS chunks that no longer
 * exist. Reload once to pick up the new build, at most once a minute per
 * browser session, so a truly broken asset cannot cause a reload loop. Offline, a
 * chunk fails for want of a connection, not for a deploy, and a reload would swap
 * the page the fan is reading for the browser's error page: it stays.
 *
 * It runs as an inline script before any module (see `chunkReloadGuardScript`),
 * because a failing import would stop the app's own code from ever starting;
 * so it must not refer to anything outside itself.
 */
export function installChunkReloadGuard(
  win: Pick<Window, "addEventListener">,
  storage: Pick<Storage, "getItem" | "setItem">,
  { key, intervalMs, now, reload, online }: GuardOptions,
): void {
  const reloadOnce = () => {
    if (!online()) return;
    const at = now();
    const last = Number(storage.getItem(key) ?? 0);
    if (Number.isFinite(last) && at >= last && at - last < intervalMs) return;
    storage.setItem(key, String(at));
    reload();
  };
  const chunkError =
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i;

  win.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reloadOnce();
  });
  win.addEventListener("unhandledrejection", (event) => {
    const reason = (event as PromiseRejectionEvent).reason as { message?: unknown } | undefined;
    if (chunkError.test(String(reason?.message ?? reason ?? ""))) reloadOnce();
  });
  // A stylesheet or module script that fails reports on its element, which never bubbles: listen while
  // capturing. The page's module script imports its route modules itself (app/lib/script-order.server.ts),
  // so one of them failing is reported to the window as that script's uncaught error.
  win.addEventListener(
    "error",
    (event) => {
      const element = event.target as { tagName?: string; rel?: string; type?: string } | null;
      const failedStylesheet = element?.tagName === "LINK" && element.rel === "stylesheet";
      const failedModule = element?.tagName === "SCRIPT" && element.type === "module";
      const failedImport = chunkError.test(String((event as ErrorEvent).message ?? ""));
      if (failedStylesheet || failedModule || failedImport) reloadOnce();
    },
    true,
  );
}

/** The guard as an inline script for the document head. */
export const chunkReloadGuardScript = () => `(${installChunkReloadGuard.toString()})(window, sessionStorage, {
  key: ${JSON.stringify(CHUNK_RELOAD_KEY)},
  intervalMs: ${CHUNK_RELOAD_INTERVAL_MS},
  now: () => Date.now(),
  reload: () => location.reload(),
  online: () => navigator.onLine,
});`;
