import type { Page } from "@playwright/test";
import { register, signOut, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

/** Chromium's virtual authenticator: a platform passkey store that verifies the user without asking. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

const passkeys = (page: Page) => page.getByRole("region", { name: "Passkeys" });

test("add a passkey on the account page, sign in with it, rename and remove it", async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  await register(page, uniqueEmail("passkey"));
  const section = passkeys(page);
  await expect(section.getByText("No passkeys yet.")).toBeVisible();
  await section.getByLabel("Name (optional)").fill("Match-day laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("status")).toContainText("Passkey “Match-day laptop” added");
  await expect(section.getByText("Last used never")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expect(
    page.getByRole("region", { name: "Ways to sign in" }).getByText("Match-day laptop"),
  ).toBeVisible();

  await signOut(page);
  // Chromium's virtual authenticator answers autofill requests at once: without autofill, the button is used.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(section.getByText(/Last used \d/)).toBeVisible();

  await section.getByText("Rename").click();
  await section.getByLabel("New name").fill("Club laptop");
  await section.getByLabel("New name").press("Enter");
  await expect(section.getByRole("status")).toHaveText("Passkey renamed.");
  await expect(section.getByText("Club laptop", { exact: true })).toBeVisible();

  await section.getByRole("button", { name: "Remove passkey Club laptop" }).click();
  await expect(section.getByRole("status")).toHaveText("Passkey removed.");
  await expect(section.getByText("No passkeys yet.")).toBeVisible();
});

test("where the browser offers passkeys as autofill, the sign-in page uses them", async ({ page }) => {
  await virtualAuthenticator(page);
  await register(page, uniqueEmail("passkey-autofill"), "Autofill Fan");
  await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys(page).getByRole("status")).toContainText("added");
  await signOut(page);
  await page.goto("/login?redirectTo=/account");
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
});

test("the passkeys section is accessible on a desktop and on a phone", async ({ page }) => {
  await virtualAuthenticator(page);
  await register(page, uniqueEmail("passkey-axe"));
  await passkeys(page).getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys(page).getByRole("status")).toContainText("added");
  await expect(passkeys(page).getByRole("button", { name: "Add a passkey" })).toBeVisible();
  await expectAccessibleEverywhere(page);
});

test("the sign-in page offers passkeys where the browser has them", async ({ page }) => {
  await virtualAuthenticator(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("autocomplete", "username webauthn");
  // The sign-in page's four looks are swept with the signed-out screens (accessibility.spec.ts).
  await expectAccessible(page);
});
