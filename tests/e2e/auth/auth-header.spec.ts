import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("the header's Sign in link becomes the user's menu, which signs out", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();

  await register(page, uniqueEmail("header"), "Kop End");
  await page.goto("/");
  const menu = header.getByLabel("Account menu for Kop End");
  await expect(menu).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await menu.click();
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await header.getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL("/account");

  await header.getByLabel("Account menu for Kop End").click();
  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
});
