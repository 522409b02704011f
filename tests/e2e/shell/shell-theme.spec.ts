import { expect, test } from "../support/fixtures.ts";

const DARK_PAGE = "rgb(11, 18, 16)";
const LIGHT_PAGE = "rgb(241, 244, 243)";
const pageColour = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test("with no choice stored, the theme follows the device live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/terms");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  await expect(page.getByRole("radio", { name: "System theme" })).toBeChecked();
  expect(await pageColour(page)).toBe(DARK_PAGE);

  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => pageColour(page)).toBe(LIGHT_PAGE);
});

test("the chosen theme is kept in a cookie and rendered by the server", async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/terms");
  await page.getByRole("radio", { name: "Dark theme" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await pageColour(page)).toBe(DARK_PAGE);
  await expect(page.getByTestId("toast")).toHaveText("Dark theme on");
  const cookie = (await context.cookies()).find((entry) => entry.name === "theme");
  expect(cookie?.value).toBe("dark");

  // The document itself arrives dark: no flash of the light theme before scripts run.
  const response = await page.request.get("/terms");
  expect(await response.text()).toContain('data-theme="dark"');
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("radio", { name: "Dark theme" })).toBeChecked();

  await page.getByRole("radio", { name: "System theme" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  expect(await pageColour(page)).toBe(LIGHT_PAGE);
});

test("a page that forces dark stays dark and the toggle does not fight it", async ({ page, context }) => {
  await context.addCookies([{ name: "theme", value: "light", url: test.info().project.use.baseURL ?? "" }]);
  await page.goto("/tv");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await pageColour(page)).toBe(DARK_PAGE);
  await expect(page.getByRole("group", { name: "Colour theme (this page is always dark)" })).toBeVisible();
  for (const mode of ["Light", "Dark", "System"]) {
    await expect(page.getByRole("radio", { name: `${mode} theme` })).toBeDisabled();
  }
  await expect(page.getByRole("radio", { name: "Dark theme" })).toBeChecked();

  // Leaving the forced page brings the visitor's own choice back.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page.getByRole("radio", { name: "Light theme" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Dark theme" })).toBeEnabled();
});

test("a malformed theme cookie is ignored", async ({ page, context }) => {
  await context.addCookies([
    { name: "theme", value: "purple%3Cscript%3E", url: test.info().project.use.baseURL ?? "" },
  ]);
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  await expect(page.getByRole("radio", { name: "System theme" })).toBeChecked();
});
