import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

// The offline banner with the service worker in charge, as fans have it (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** Loads a page with the page's clock under the test's control. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 5_000);
}

test("a toast is announced politely and closes after 3000 ms", async ({ page }) => {
  await openWithClock(page);
  await page.getByRole("radio", { name: "Dark theme" }).check();
  const toast = page.getByRole("status", { name: "Notifications" }).getByTestId("toast");
  await expect(toast).toHaveText("Dark theme on");
  await expect(toast).toHaveAttribute("data-type", "info");
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe(20);

  await page.clock.runFor(2_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});

test("hovering pauses the timer and leaving starts it again", async ({ page }) => {
  await openWithClock(page);
  await page.getByRole("radio", { name: "Dark theme" }).check();
  const toast = page.getByTestId("toast");
  await page.clock.runFor(2_000);
  await toast.hover();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();

  await page.mouse.move(5, 600);
  await page.clock.runFor(2_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});

test("Escape and the close button close toasts", async ({ page }) => {
  await openWithClock(page);
  await page.getByRole("radio", { name: "Dark theme" }).check();
  await expect(page.getByTestId("toast")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("toast")).toHaveCount(0);

  await page.getByRole("radio", { name: "Light theme" }).check();
  await page.getByRole("button", { name: "Close notification" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("stacked toasts keep a 16 px gap and move up when one closes", async ({ page }) => {
  await openWithClock(page);
  await page.getByRole("radio", { name: "Dark theme" }).check();
  await page.getByRole("radio", { name: "Light theme" }).check();
  const first = page.getByTestId("toast").filter({ hasText: "Dark theme on" });
  const second = page.getByTestId("toast").filter({ hasText: "Light theme on" });
  await expect.poll(async () => (await first.boundingBox())?.y).toBe(20);
  const firstBox = await first.boundingBox();
  await expect.poll(async () => (await second.boundingBox())?.y).toBe(20 + (firstBox?.height ?? 0) + 16);

  await first.getByRole("button", { name: "Close notification" }).click();
  await expect(first).toHaveCount(0);
  await expect.poll(async () => (await second.boundingBox())?.y).toBe(20);
});

test("going offline shows a quiet banner, with no toast over the header, until the connection returns", async ({
  page,
  context,
}) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveCount(0);
  // Let the router finish looking up the routes of the links on the page while still online.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await expect(banner).toHaveText("You're offline. Scores will update when you reconnect.");
  await expect(banner).toHaveRole("status");
  // The strip is the news: nothing lies over the header below it.
  const header = (await page.locator("header").first().boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual((await banner.boundingBox())!.y);
  // A toast would come one render after the strip: two frames later there is still none.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByTestId("toast")).toHaveCount(0);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("toast").filter({ hasText: "You're back online" })).toBeVisible();
});
