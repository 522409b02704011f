import { demoPages } from "../support/demo-world.ts";
import { expect, test } from "../support/fixtures.ts";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every league tab can be reached by scrolling the tab strip sideways", async ({ page, request }) => {
    const { league } = await demoPages(request);
    await page.goto(league);
    const tabs = page.getByRole("navigation", { name: "Competition" });
    const last = tabs.getByRole("link", { name: "Top scorers" });
    // Once the page is interactive it scrolls the open tab into view; the visitor's scroll may come first.
    await expect(async () => {
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 0.95, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await last.click();
    await expect(page).toHaveURL(/tab=scorers/);
    // The open tab is scrolled into view when the page loads.
    await expect(tabs.getByRole("link", { name: "Top scorers" })).toBeInViewport({ ratio: 0.95 });
  });

  test("the theme notice stays clear of the tab bar", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("radio", { name: "Dark theme" }).check();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Close menu" }).click();
    const toast = await page.getByTestId("toast").boundingBox();
    const tabBar = await page.getByRole("navigation", { name: "Sections" }).boundingBox();
    expect(toast && tabBar && toast.y + toast.height <= tabBar.y).toBe(true);
  });
});

test("a live match is shown as live, never as the next match or among the fixtures", async ({
  page,
  request,
}) => {
  const { liveMatch, team, league } = await demoPages(request);
  const id = liveMatch.split("/").at(-1);
  await page.goto(team);
  await expect(
    page.getByRole("region", { name: "Live now" }).locator(`[data-match-id="${id}"]`),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Next match" }).locator('[data-status="live"]')).toHaveCount(
    0,
  );
  await expect(page.getByRole("region", { name: "Fixtures" }).locator('[data-status="live"]')).toHaveCount(0);

  for (const path of [league, `${league}?tab=fixtures`]) {
    await page.goto(path);
    await expect(
      page.getByRole("region", { name: "Live now" }).locator(`[data-match-id="${id}"]`),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Fixtures" }).locator('[data-status="live"]')).toHaveCount(
      0,
    );
  }
});

test("from 1024 px the home page has competitions left, matches in the middle and hot matches right", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/");
  const columns = [
    page.getByRole("complementary", { name: "Browse" }),
    page.getByRole("heading", { level: 1, name: "Scores" }),
    page.getByRole("complementary", { name: "Hot today" }),
  ];
  // All three are on screen side by side, not one hidden under a menu.
  for (const column of columns) await expect(column).toBeVisible();
  const [rail, scores, hot] = await Promise.all(columns.map((column) => column.boundingBox()));
  expect(rail!.x + rail!.width).toBeLessThanOrEqual(scores!.x);
  expect(scores!.x + scores!.width).toBeLessThanOrEqual(hot!.x);
  expect(hot!.x + hot!.width).toBeLessThanOrEqual(1024);
});

test("the footer sits at the bottom of a short page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  // A topic nothing is tagged with: the news page's empty state.
  await page.goto("/blogs?tag=no-such-topic");
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(Math.round(footer!.y + footer!.height)).toBe(1400);
});

test("the main navigation offers every section fans come for, and not the price list", async ({ page }) => {
  await page.goto("/terms");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "Scores",
    "Leagues",
    "Teams",
    "Hot today",
    "News",
    "Highlights",
    "TV",
    "Movies",
  ]);
  await expect(nav.getByRole("link", { name: "Premium" })).toHaveCount(0);
});

for (const path of ["/blogs/any-article", "/match-highlight/1", "/no/such/page"]) {
  test(`${path} is a 404 inside the site frame, with ways back`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "All competitions" })).toHaveAttribute("href", "/league");
  });
}
