import { mailedLink, register, signIn, signOut, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("reset a forgotten password by the e-mailed link, then sign in with the new one", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the refused sign-in's 401 answer.
  consoleErrors.allow(/status of 401/);
  const email = uniqueEmail("reset");
  await register(page, email);
  await signOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in form has an E-mail field too: type only once the reset page has replaced it.
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("a reset link is on its way")).toBeVisible();

  const link = new URL(await mailedLink(email, /Reset your/));
  await page.goto(link.pathname + link.search);
  const fresh = "a whole new terrace chant";
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL("/login?reset=1");
  await expect(page.getByText("Your password was changed. Sign in with the new one.")).toBeVisible();

  await signIn(page, email);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The e-mail address or password is incorrect.",
  );
  await signIn(page, email, fresh);
  await expect(page).toHaveURL("/");
});
