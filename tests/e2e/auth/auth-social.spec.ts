import { uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("social sign-in with the local OpenID provider creates the account and returns to the page", async ({
  page,
  consoleErrors,
}) => {
  // The provider's development screens fetch a web font from the internet (closed here) and have no favicon.
  consoleErrors.allow(/ERR_NAME_NOT_RESOLVED|status of 404/);
  const email = uniqueEmail("social");
  await page.goto("/account");
  await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
  await page.getByRole("link", { name: "Continue with Local ID" }).click();
  // The provider's own development screens.
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("region", { name: "Profile" }).getByText(email)).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
});
