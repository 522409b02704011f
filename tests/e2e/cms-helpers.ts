import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { register, uniqueEmail } from "./auth-helpers.ts";

// Staff members and the accessibility check shared by the admin-area specs.

export const adminToken = process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001";

export async function giveRole(request: APIRequestContext, email: string, role: string) {
  const answer = await request.put("/api/auth/roles", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, role },
  });
  expect(answer.status()).toBe(200);
}

/** Registers an account, turns two-step on in the account page, then gives it a staff role. */
export async function staffMember(page: Page, request: APIRequestContext, role: string, twoStep: boolean) {
  const email = uniqueEmail(role);
  await register(page, email, `Staff ${role}`);
  if (twoStep) {
    await page.getByRole("button", { name: "Set up two-step verification" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("Code").fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  }
  await giveRole(request, email, role);
}

export async function expectAccessible(page: Page, theme: string) {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(blocking, `${page.url()} in the ${theme} theme`).toEqual([]);
}
