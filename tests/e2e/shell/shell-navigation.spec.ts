import { expect, test } from "../support/fixtures.ts";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe("scroll", () => {
  // A phone-sized window, so the terms page is several screens long.
  test.use({ viewport: { width: 390, height: 420 } });

  test("a new page starts at the top and back returns to where the visitor was", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => scrollY(page)).toBe(400);

    // The phone tab bar stays in reach without scrolling.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL("/team");
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL("/terms");
    await expect.poll(() => scrollY(page)).toBe(400);

    await page.goForward();
    await expect(page).toHaveURL("/team");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the position of a history entry survives a reload", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(300);
  });

  test("a URL hash scrolls to that element, on load and on navigation", async ({ page }) => {
    await page.goto("/terms#site-footer");
    await expect(page.locator("#site-footer")).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // What a <Link to="/terms#site-footer"> does when clicked.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
        .__reactRouterDataRouter;
      router.navigate("/terms#site-footer");
    });
    await expect(page).toHaveURL("/terms#site-footer");
    await expect(page.locator("#site-footer")).toBeInViewport();
  });

  test("while an overlay closes, restoring the position waits for it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 350));
    await expect.poll(() => scrollY(page)).toBe(350);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL("/team");
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.clock.pauseAt(Date.now() + 5_000);
    // An open menu marks the body; going back while it closes must not restore underneath it.
    await page.evaluate(() => document.body.setAttribute("data-overlay-open", ""));
    await page.goBack();
    // The page has been drawn again (not only the URL changed) while the overlay was still there.
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await page.evaluate(() => document.body.removeAttribute("data-overlay-open"));
    await page.clock.runFor(150);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => scrollY(page)).toBe(350);
  });
});

test("the progress bar shows only after 200 ms and hides 500 ms after the page arrives", async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 5_000);

  // Hold the next page until the test lets it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  // The next page's code stands in for a slow network: the navigation waits for it. The site's service
  // worker fetches the code on the page's behalf, and only the context's routes see a worker's requests.
  await context.route(/\/assets\/policy-privacy-[^/]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });

  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect.poll(() => requested).toBe(true);
  await expect(page.locator("body")).toHaveAttribute("data-navigating", "");
  await page.clock.runFor(150);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-state", "running");
  await expect(page.getByTestId("progress-bar")).toBeVisible();

  release();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.locator("body")).not.toHaveAttribute("data-navigating");
  await expect(bar).toHaveAttribute("data-state", "finished");
  await page.clock.runFor(400);
  await expect(bar).toHaveCount(1);
  await page.clock.runFor(150);
  await expect(bar).toHaveCount(0);
});

test("a quick navigation never flashes the progress bar", async ({ page }) => {
  await page.clock.install();
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="progress-bar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await page.clock.runFor(1_000);
  expect(
    await page.evaluate(() => (window as unknown as { progressSeen: { bar: boolean } }).progressSeen.bar),
  ).toBe(false);
});

test("pages reached by a link fade in, the first one shows at once, and none fades for visitors who ask for reduced motion", async ({
  page,
}) => {
  const motion = () =>
    page.evaluate(() => {
      const main = getComputedStyle(document.getElementById("main") as HTMLElement);
      return { animation: main.animationName, transition: main.transitionDuration };
    });
  await page.goto("/terms");
  // Faded in, the first page's content would be see-through at the first paint.
  expect(await motion()).toEqual({ animation: "none", transition: "0.16s" });
  await page.locator('a[href="/policy/privacy"]').first().click();
  await expect(page).toHaveURL("/policy/privacy");
  // The address changes a moment before the new page is drawn in its place.
  await expect.poll(motion).toEqual({ animation: "page-in", transition: "0.16s" });

  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await motion()).toEqual({ animation: "none", transition: "0s" });
});
