import {
  mailedLink,
  PASSWORD,
  registerInBrowser,
  signIn,
  signOut,
  uniqueEmail,
} from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";

test("register, confirm the address by the e-mailed link, sign out, sign in, see the account, sign out", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("register");
  await registerInBrowser(page, email, "Stand Singer");
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  await expect(page.getByText("Not verified")).toBeVisible();

  // Session cookies are host-only, httpOnly and Secure, which Chromium accepts on http://localhost.
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === "__Host-goalline_access");
  expect(access).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  const link = await mailedLink(email, /Confirm your e-mail/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();

  await signOut(page);
  expect((await context.cookies()).some((c) => c.name === "__Host-goalline_access")).toBe(false);

  await page.goto("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await signOut(page);
  await page.goto("/account");
  await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
});

test("wrong password and bad input show clear messages; the counter and the show/hide toggle work", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the refused sign-in's 401 answer.
  consoleErrors.allow(/status of 401/);
  await page.goto("/register");
  const name = page.getByLabel("Display name");
  await name.fill("Ultra");
  await expect(page.getByText("5 / 60")).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("short1");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");

  await page.goto("/login");
  await signIn(page, uniqueEmail("nobody"), "whatever it is here");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The e-mail address or password is incorrect.",
  );
});
