import type { APIRequestContext, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { PASSWORD, postRegistration, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

export { expectAccessible, expectAccessibleEverywhere } from "./axe.ts";

export const adminToken = process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001";
export const automation = { Authorization: `Bearer ${adminToken}` };

export async function giveRole(request: APIRequestContext, email: string, role: string) {
  const answer = await request.put("/api/auth/roles", { headers: automation, data: { email, role } });
  expect(answer.status()).toBe(200);
}

/**
 * An account with a staff role, signed in in this browser; with `twoStep`, its authenticator is set up
 * through the API, as the account page would do it (that screen is auth-two-step.spec.ts's subject).
 * The page is left where it was: callers open the admin screen they are about.
 */
export async function staffMember(page: Page, request: APIRequestContext, role: string, twoStep: boolean) {
  const email = uniqueEmail(role);
  await postRegistration(page, email, `Staff ${role}`);
  if (twoStep) {
    const setup = await page.request.post("/api/auth/two-step/setup");
    expect(setup.status()).toBe(200);
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    const enabled = await page.request.post("/api/auth/two-step/enable", {
      data: { code, password: PASSWORD },
    });
    expect(enabled.status()).toBe(200);
    // Staff work needs a session opened with the second factor, not the one that enrolled: sign in
    // again as the person would, with a recovery code (the authenticator's code was just used).
    const { recovery_codes } = ((await enabled.json()) as { data: { recovery_codes: string[] } }).data;
    await signInWithCode(page, email, recovery_codes[0]!);
  }
  await giveRole(request, email, role);
  return email;
}

/** Signs this browser out, then in again through the sign-in form's two posts: password, then a code. */
export async function signInWithCode(page: Page, email: string, code: string) {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const headers = { Origin: origin };
  // The sign-in page is for visitors who are signed out.
  expect((await page.request.post("/api/auth/logout", { headers })).status()).toBe(204);
  const first = await page.request.post("/login", {
    form: { email, password: PASSWORD },
    headers,
    maxRedirects: 0,
  });
  const pendingToken = /name="pendingToken" value="([^"]+)"/.exec(await first.text())?.[1];
  expect(pendingToken, "the sign-in form asks for a code").toBeTruthy();
  const second = await page.request.post("/login", {
    form: { intent: "second-factor", pendingToken: pendingToken!, code, redirectTo: "/account" },
    headers,
    maxRedirects: 0,
  });
  expect(second.status(), `signing ${email} in with a code`).toBe(302);
}

/** On the account page: sets up an authenticator and turns two-step on. */
export async function turnOnTwoStep(page: Page) {
  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code").fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  await page.getByLabel("Your account password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
}

/** The admin area's section navigation, opened from the "Menu" button where the window is a phone's. */
export async function adminNav(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  // Checked and acted on in one retried step: just after a link into the admin area the page before
  // may still show a Menu button of its own, gone a moment later, and a wide admin page has none.
  await expect(async () => {
    if (!(await nav.isVisible())) await menu.click({ timeout: 1_000 });
    await expect(nav).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return nav;
}
