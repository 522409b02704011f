import { expect, test } from "../support/fixtures.ts";

test("home page renders the scores screen with the product title", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Football Scores Updates, Fixtures, Results | Goalline");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
});

test("an unknown path shows the 404 page with a way home", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
});
