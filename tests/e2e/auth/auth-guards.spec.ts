import { register, signIn, signOut, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("visitors are sent to sign in and come back to the page they wanted", async ({ page }) => {
  const email = uniqueEmail("guard");
  await register(page, email);
  await signOut(page);

  await page.goto("/account");
  await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
});

test("signed-in users opening guest-only pages are sent home", async ({ page }) => {
  await register(page, uniqueEmail("guest-only"));
  for (const path of ["/login", "/register", "/auth/reset-password"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
  }
});

test("a redirect target on another site is ignored after sign-in", async ({ page }) => {
  const email = uniqueEmail("redirect");
  await register(page, email);
  await signOut(page);
  await page.goto("/login?redirectTo=//evil.example/steal");
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await signOut(page);
  // Browsers drop a tab inside a URL, which would turn this into "//evil.example".
  await page.goto("/login?redirectTo=/%09/evil.example");
  await signIn(page, email);
  await expect(page).toHaveURL("/");
});
