import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe.ts";
import { demoPages } from "../support/demo-world.ts";
import { expect, test } from "../support/fixtures.ts";
import { goOffline } from "../support/offline.ts";

// What the pages do offline is the service worker's work (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const BANNER = '[data-testid="offline-banner"]';
// Offline, the live stream retries and Chromium reports each try; React Router says when it cannot
// look up the routes of links on the page (it tries again on the next change, online).
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|EventSource|Failed to fetch manifest patches/;

/** The service worker keeps a page in the background: the fan sees no sign of it, the Cache API does. */
async function pageKept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path, { ignoreVary: true })), path))
    .toBe(true);
}

/**
 * A tab as a fan who has been reading a while has it: the page's scripts have taken over and the
 * service worker is in charge. Mid-way through either hand-over, a read can leave by another path.
 */
async function settled(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Opens a page in the app, as a tap on a link would: the router draws it, no document is loaded. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
      .__reactRouterDataRouter;
    router.navigate(path);
  }, path);
}

/** Opens the scores and marks the page, so a test sees whether the fan is still on this very page. */
async function readScores(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  const rows = page.locator("[data-match-id]");
  await expect(rows.first()).toBeVisible();
  // A reload would lose this; staying on the page keeps it.
  await page.evaluate(() => {
    document.body.dataset.readingSince = "kick-off";
  });
  return rows;
}

test("offline, a tapped link keeps the scores on screen and says the page needs a connection; back online, the next tap opens it", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_NOISE);
  // The worker's own update check, still on its way when the connection drops, fails with this line.
  consoleErrors.allow(/An unknown error occurred when fetching the script/);
  const rows = await readScores(page);

  await context.setOffline(true);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText("You're offline. Scores will update when you reconnect.");
  const leagues = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leagues" });
  await leagues.click();

  await expect(banner).toContainText("Leagues needs a connection: tap it again once you're back online.");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-reading-since", "kick-off");
  await expectAccessible(page, BANNER);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await leagues.click();
  await expect(page).toHaveURL("/league");
  await expect(page.getByRole("heading", { level: 1, name: "Leagues" })).toBeVisible();
});

test("a match page read online opens offline from the saved copy, saying from when its scores are", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_NOISE);
  const { finishedMatch } = await demoPages(request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  await openInApp(page, finishedMatch);
  const score = page.locator("section[data-match-id] [data-score]");
  await expect(score).toBeVisible();
  const finalScore = await score.textContent();
  await pageKept(page, finishedMatch);

  await goOffline(context, page);
  await page.reload();
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText(/^You're offline: showing scores from \d\d:\d\d\.$/);
  await expect(score).toHaveText(finalScore ?? "");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  await expectAccessible(page, BANNER);

  // Back online, the page fetches today's scores and stops saying it is a copy.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(score).toHaveText(finalScore ?? "");
});

test("offline, an address never read here opens the offline page in the site's frame, with the saved pages and a way back", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_NOISE);
  await page.setViewportSize({ width: 390, height: 844 });
  await readScores(page);
  await settled(page);
  await pageKept(page, "/");
  // The worker keeps its offline page when it installs.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/offline")))).toBe(true);

  await goOffline(context, page);
  // What the fan sees is the test; offline, Playwright's wait for the navigation's load ran ten seconds.
  await page.goto("/blogs", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  const saved = page.getByRole("region", { name: "Saved on this device" });
  await expect(saved.getByRole("link").first()).toHaveAttribute("href", "/");
  const tryAgain = page.getByRole("link", { name: "Try again" });
  await expect(tryAgain).toHaveAttribute("href", /\/blogs$/);
  await expectAccessible(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page);
  }

  // A saved page opens from the list; back online, trying again opens the page asked for.
  await saved.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  await page.goBack();
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toHaveCount(0);
});

test("back online, the pages kept for offline are fetched again, so the next spell offline shows newer scores", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_NOISE);
  const { finishedMatch } = await demoPages(request);
  await page.goto("/");
  await settled(page);
  await openInApp(page, finishedMatch);
  await expect(page.locator("section[data-match-id] [data-score]")).toBeVisible();
  await pageKept(page, finishedMatch);
  // When the kept copy was sent: its Date header, to the second.
  const sentAt = () =>
    page.evaluate(async (path) => {
      const kept = await caches.match(path, { ignoreVary: true });
      return Date.parse(kept?.headers.get("Date") ?? "");
    }, finishedMatch);
  const before = await sentAt();
  expect(before).not.toBeNaN();
  // A second later, so a new copy has a later Date.
  await expect.poll(() => Date.now()).toBeGreaterThan(before + 1_000);

  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  // The worker may hear of the connection before its own fetches can use it; it then tries again
  // five seconds later (public/sw.js), so the wait covers a second try.
  await expect.poll(sentAt, { timeout: 20_000 }).toBeGreaterThan(before);
});

test("a refresh already on its way when the connection drops keeps the page; back online, it finishes", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_NOISE);
  const rows = await readScores(page);
  await settled(page);

  // The page's next data read is held on its way, then broken as a dropped connection breaks it.
  // Routed on the context: the page is under the service worker, whose fetch handler sees the read
  // first and lets it through to the network, where a page's own route does not always see it.
  let held: (() => Promise<void>) | undefined;
  const reads: string[] = [];
  await context.route(/\.data(\?|$)/, async (route) => {
    reads.push(route.request().url());
    if (held || reads.length > 1) return route.continue();
    held = () => route.abort("internetdisconnected");
  });
  // A refresh as the live stream's catch-up asks for one. Asked again until one is on its way: a
  // refresh asked for while the router is between two states can be folded into the one before;
  // a second apart, so a read already on its way is never cut short by the next.
  await expect
    .poll(
      async () => {
        if (held) return true;
        await page.evaluate(() => {
          const router = (window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } })
            .__reactRouterDataRouter;
          void router.revalidate();
        });
        return held !== undefined;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
  await context.setOffline(true);
  await held!();

  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText("You're offline. Scores will update when you reconnect.");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-reading-since", "kick-off");

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // The held read went out again and the page took its answer, still the same page.
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-reading-since", "kick-off");
});
