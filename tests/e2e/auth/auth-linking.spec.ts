import type { Page } from "@playwright/test";
import { PASSWORD, register, signIn, uniqueEmail } from "../support/auth-helpers.ts";
import { E2E_OIDC_PORT } from "../support/auth-services.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * The local provider's own development screens: its login and consent, unless it remembers
 * this browser and sends it straight back.
 */
async function viaProvider(page: Page, login: string, start: () => Promise<void>) {
  const from = page.url();
  await start();
  const provider = String(E2E_OIDC_PORT);
  await page.waitForURL((url) =>
    url.port === provider
      ? url.pathname.startsWith("/interaction/")
      : url.href !== from && !url.pathname.startsWith("/api/"),
  );
  if (new URL(page.url()).port !== provider) return;
  const field = page.locator('input[name="login"]');
  const consent = page.getByRole("button", { name: "Continue" });
  await expect(field.or(consent)).toBeVisible();
  if (await field.isVisible()) {
    await field.fill(login);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
  }
  await consent.click();
}

/** The test provider does not vouch for addresses starting with "unverified". */
const unverifiedEmail = (tag: string) => `unverified-${uniqueEmail(tag)}`;

test("a social sign-in meeting an existing account is linked once the password proves it", async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  // The provider's development screens fetch a web font from the internet (closed here) and have no favicon.
  consoleErrors.allow(/ERR_NAME_NOT_RESOLVED|status of 404/);
  const email = unverifiedEmail("linking");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, display_name: "Linking Fan" },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/login?redirectTo=%2Faccount");
  await viaProvider(page, email, () => page.getByRole("link", { name: "Continue with Local ID" }).click());
  await expect(page).toHaveURL(/\/login\?error=account-exists-with-different-credential/);
  await expect(page.getByRole("main")).toContainText(
    "An account with this address exists. Sign in with your password (or another method on the account) to link Local ID.",
  );
  await expectAccessible(page);

  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  const methods = page.getByRole("region", { name: "Ways to sign in" });
  await expect(methods).toContainText("Social sign-in");
  await expect(methods).toContainText(email);
  await expect(methods.getByRole("link", { name: "Link Local ID" })).toHaveCount(0);

  // Signed out of the site only: the provider may still remember this browser.
  await context.clearCookies({ domain: "localhost" });
  await page.goto("/login?redirectTo=%2Faccount");
  await viaProvider(page, email, () => page.getByRole("link", { name: "Continue with Local ID" }).click());
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(email);
});

test("linking the provider from the account page, on a phone in the dark theme", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_NAME_NOT_RESOLVED|status of 404/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await register(page, uniqueEmail("linkfromaccount"));
  const methods = page.getByRole("region", { name: "Ways to sign in" });
  await expectAccessible(page);
  const providerEmail = uniqueEmail("provider");
  await viaProvider(page, providerEmail, () => methods.getByRole("link", { name: "Link Local ID" }).click());
  await expect(page).toHaveURL("/account?linked=social");
  await expect(methods).toContainText("Local ID is linked: you can sign in with it now.");
  await expect(methods).toContainText(providerEmail);
  await expect(methods.getByRole("link", { name: "Link Local ID" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a guest who follows a team and signs in to an existing account keeps the follow", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("guestmerge");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, display_name: "Merged Fan" },
  });
  expect(registered.status()).toBe(201);
  const found = await (await request.get("/api/search?q=Kingsmere%20Harriers")).json();
  const team = found.teams[0] as { id: number; name: string };

  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL("/");
  await page.goto(`/team/${team.id}`);
  await page.getByRole("button", { name: `Pin ${team.name} to the top` }).click();
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me/favourites")).json()).teams)
    .toContain(team.id);

  await page.goto("/login?redirectTo=%2Faccount");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Ways to sign in" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(email);
  await page.goto(`/team/${team.id}`);
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect((await (await page.request.get("/api/auth/me/favourites")).json()).teams).toEqual([team.id]);
});
