import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * Takes the browser offline, its service worker included, before a navigation the worker answers.
 * Chromium stops an idle worker and starts it again for the next navigation, and the emulation
 * reaches a worker started that way a moment after it starts: a page opened at once could still come
 * from the network through it. The worker is woken and asked to fetch until its own fetch fails.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect
    .poll(async () => {
      // A message the worker ignores wakes it (public/sw.js keeps pages only for a `keepPage`).
      await page.evaluate(() => navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({})));
      const worker = context.serviceWorkers()[0];
      if (!worker) return "asleep";
      return worker
        .evaluate(() =>
          fetch("/healthz", { cache: "no-store" }).then(
            () => "online",
            () => "offline",
          ),
        )
        .catch(() => "gone");
    })
    .toBe("offline");
}
