import { expect, test } from "../support/fixtures.ts";

// A first visit as fans make it: the page installs the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test("home page renders the scores screen with the product title", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Football Scores Updates, Fixtures, Results | Goalline");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  // The offline copies' worker is installed and running from the first page on.
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)))
    .toBe(true);
});

test("an unknown path shows the 404 page with a way home", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
});
