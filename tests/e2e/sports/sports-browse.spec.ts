import { expect, test } from "../support/fixtures.ts";

test("hot matches are ranked by their score, each with its reasons", async ({ page }) => {
  await page.goto("/hot-match-today");
  await expect(page).toHaveTitle("Hot matches today | Goalline");
  const scores = await page
    .locator("[data-hotness]")
    .evaluateAll((badges) => badges.map((badge) => Number((badge as HTMLElement).dataset.hotness)));
  expect(scores.length).toBeGreaterThan(1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(page.locator("main ol > li").first()).toContainText(/Top flight|Second tier|Lower tier/);
});

test("a country lists its leagues and its clubs", async ({ page }) => {
  await page.goto("/country/league");
  await page.getByRole("link", { name: /Spain/ }).click();
  await expect(page).toHaveURL(/\/country\/\d+\/league$/);
  await expect(page).toHaveTitle("Spain leagues | Goalline");
  await expect(page.locator("main a[href^='/league/']").first()).toBeVisible();

  await page.locator("main").getByRole("link", { name: "Teams", exact: true }).click();
  await expect(page).toHaveURL(/\/country\/\d+\/team$/);
  await expect(page).toHaveTitle("Spain teams | Goalline");
  await expect(page.locator("main a[href^='/team/']").first()).toBeVisible();
});

test("sports list their competitions, and an unknown sport is not found", async ({ page, consoleErrors }) => {
  await page.goto("/sport");
  await page.getByRole("link", { name: /Football/ }).click();
  await expect(page).toHaveURL("/sport/football");
  await expect(page.getByRole("heading", { level: 1, name: "Football" })).toBeVisible();
  await expect(page.locator("main a[href^='/league/']").first()).toBeVisible();

  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/sport/curling");
  expect(response?.status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the table's form view shows each team's last results", async ({ page }) => {
    await page.goto("/league/1?tab=standings");
    const firstRow = page.locator("tbody tr").first();
    await expect(firstRow.getByRole("img", { name: /^Form:/ })).toBeHidden();

    await page.getByRole("link", { name: "Form", exact: true }).click();
    await expect(page).toHaveURL(/view=form/);
    await expect(firstRow.getByRole("img", { name: /^Form: (win|draw|loss)/ })).toBeVisible();
  });
});
