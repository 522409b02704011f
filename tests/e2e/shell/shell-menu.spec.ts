import { expect, test } from "../support/fixtures.ts";

test.use({ viewport: { width: 360, height: 480 } });

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));

test("the phone menu opens as a dialog with the sections and sports, traps focus and closes on Escape", async ({
  page,
}) => {
  await page.goto("/terms");
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();

  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("body")).toHaveAttribute("data-overlay-open", "");
  for (const label of [
    "Scores",
    "Leagues",
    "Teams",
    "Hot today",
    "News",
    "Highlights",
    "TV",
    "Movies",
    "Sign in",
  ]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Premium" })).toHaveCount(0);
  const sports = menu.getByRole("navigation", { name: "Sports" });
  await expect(sports.getByRole("link")).toHaveText(["Football", "Basketball", "Tennis"]);
  await expect(menu.getByRole("group", { name: "Colour theme" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Scores" })).toBeFocused();
  // The languages close the menu, each named in itself; from the last, Tab wraps to the close button.
  const arabic = menu.getByRole("link", { name: "العربية" });
  await expect(menu.getByRole("link", { name: "Tiếng Việt" })).toHaveAttribute("href", "/vi/terms");
  await arabic.focus();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(arabic).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveAttribute("data-overlay-open");
  await expect(menuButton).toBeFocused();
});

test("the phone menu closes with its own button and switches the colour theme", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("radio", { name: "Dark theme" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const close = menu.getByRole("button", { name: "Close menu" });
  await expect(close).toBeInViewport();
  await close.click();
  await expect(menu).toHaveCount(0);
});

test("a page chosen from the menu starts at the top once the menu has slid away", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Leagues" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leagues" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(300);
});
