import { TOTP } from "otpauth";
import { PASSWORD, register, signIn, signOut, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("two-step sign-in with a code from an authenticator app", async ({ page, consoleErrors }) => {
  // Chromium logs the refused code's 401 answer.
  consoleErrors.allow(/status of 401/);
  const email = uniqueEmail("two-step");
  await register(page, email);
  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const authenticator = new TOTP({ secret, digits: 6, period: 30 });
  await page.getByLabel("Code").fill(authenticator.generate());
  await page.getByLabel("Your account password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

  await signOut(page);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That code is not valid. Try the current one.",
  );
  // The code that turned it on is spent; authenticators are allowed one step of clock drift, so the next one works.
  const next = authenticator.generate({ timestamp: Date.now() + 30_000 });
  await page.getByLabel("Verification code").fill(next);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(page.getByText("Status:")).toContainText("On");
});
