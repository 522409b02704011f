import type { APIRequestContext, Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { signedBankNotice } from "../support/bank.ts";
import { expect, patience, test } from "../support/fixtures.ts";

/** The signed-in page's view of the account's subscription, through the API with its session cookie. */
async function subscriptionOf(page: Page) {
  const answer = await page.request.get("/api/billing/subscription");
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as {
      data: { status: string; plan: { slug: string }; entitlements: string[] } | null;
    }
  ).data;
}

async function postTransfer(request: APIRequestContext, notice: Parameters<typeof signedBankNotice>[0]) {
  const { body, headers } = signedBankNotice(notice);
  const answer = await request.post("/api/billing/webhooks/bank-transfer", { data: body, headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { outcome: string } }).data.outcome;
}

test("a guest picks monthly Premium, signs up on the way, pays with the demo checkout and gets access", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium");
  const premium = page.getByRole("region", { name: "Premium" });
  await expect(premium).toContainText("€4.99");
  await expect(premium).toContainText("per month");
  await page.getByRole("link", { name: "Yearly" }).click();
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByRole("region", { name: "Premium" })).toContainText("€49.90");
  await page.getByRole("link", { name: "Monthly" }).click();
  await expect(page.getByRole("region", { name: "Premium" })).toContainText("€4.99");

  await page.getByRole("link", { name: "Sign in to choose Premium" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fpremium-monthly/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Display name").fill("Monthly Fan");
  await page.getByLabel("E-mail").fill(uniqueEmail("monthly"));
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/checkout\/premium-monthly$/);
  await page.getByLabel(/Demo checkout/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+$/);
  await page.getByRole("button", { name: "Pay €4.99" }).click();

  // The browser returns before the gateway's notification; the result page waits for it.
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Premium is yours" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Now unlocked" }).getByRole("link")).toHaveCount(4);
  const subscription = await subscriptionOf(page);
  expect(subscription).toMatchObject({ status: "active", plan: { slug: "premium-monthly" } });
  expect(subscription?.entitlements.sort()).toEqual(["chat-premium", "highlights-full", "movies", "tv"]);

  // Reloading the result page only reads: still one payment, still one month.
  const paymentId = new URL(page.url()).searchParams.get("payment");
  await page.goto(`/payment/result?payment=${paymentId}`);
  await expect(page).toHaveURL(/\/payment\/success/);
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Premium" })).toContainText("Your plan");
});

test("a fan buys the match pass by bank transfer with the QR code; the bank's notification grants it", async ({
  page,
  request,
}) => {
  await register(page, uniqueEmail("pass"), "Pass Fan");
  await page.goto("/checkout/match-pass");
  await page.getByLabel(/Bank transfer/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/result\?payment=\d+$/);
  await expect(page.getByRole("img", { name: /QR code for a transfer of €1\.99/ })).toBeVisible();
  const reference = (await page.locator('[data-field="reference"]').textContent()) ?? "";
  expect(reference).toMatch(/^GL[0-9A-Z]{8}$/);
  // On a phone the account number reads in groups of four, and a line never ends inside a group.
  await page.setViewportSize({ width: 320, height: 800 });
  const groups = page.locator('[data-field="account-number"] > span');
  expect(await groups.count()).toBeGreaterThan(3);
  for (const group of await groups.all()) {
    expect(
      await group.evaluate((span) => span.getClientRects().length),
      (await group.textContent()) ?? "",
    ).toBe(1);
    expect((await group.textContent())?.length).toBeLessThanOrEqual(4);
  }
  // Each detail a banking app asks for has its copy button; the account number goes without spaces.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy the account number" }).click();
  await expect(page.getByText("Account number copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await groups.allTextContents()).join(""));
  await expect(page.getByRole("button", { name: "Copy the reference" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy the amount" })).toBeVisible();
  // At 320 px, with a detail copied; the result page's four looks are the billing pages test's.
  await expectAccessible(page);

  const notice = { id: `bank-${reference}`, reference, amount: 150, currency: "EUR" };
  expect(await postTransfer(request, notice)).toBe("underpaid");
  await expect(page.getByText("We received €1.50 of €1.99")).toBeVisible({ timeout: 10_000 });
  expect(await subscriptionOf(page)).toBeNull();

  expect(await postTransfer(request, { ...notice, id: `bank-${reference}-2`, amount: 49 })).toBe("paid");
  expect(await postTransfer(request, { ...notice, id: `bank-${reference}-2`, amount: 49 })).toBe("duplicate");
  await expect(page).toHaveURL(/\/payment\/success/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Match pass is yours" })).toBeVisible();
  expect(await subscriptionOf(page)).toMatchObject({ status: "active", plan: { slug: "match-pass" } });
});

test("a declined demo payment explains what happened and offers a retry and support", async ({ page }) => {
  await register(page, uniqueEmail("declined"), "Declined Fan");
  await page.goto("/checkout/premium-yearly");
  await page.getByLabel(/Demo checkout/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(/\/payment\/failure\?payment=\d+$/, { timeout: 15_000 });
  await expect(page.getByText("The payment was declined, so nothing was charged.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/checkout/premium-yearly",
  );
  expect(await subscriptionOf(page)).toBeNull();
});

test("cancelling on the demo checkout goes back to the plan's checkout, which says nothing was charged", async ({
  page,
}) => {
  await register(page, uniqueEmail("cancelled"), "Second Thoughts");
  await page.goto("/checkout/premium-monthly");
  await page.getByLabel(/Demo checkout/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL("/checkout/premium-monthly?cancelled=1");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Payment cancelled; you have not been charged.",
  );
  await expect(page.getByText("Payment failed")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
  expect(await subscriptionOf(page)).toBeNull();
});

/** Starts paying for a plan from its checkout page; answers where the checkout sent the browser. */
async function startPayment(page: Page, slug: string, method: RegExp): Promise<string> {
  await page.goto(`/checkout/${slug}`);
  await page.getByLabel(method).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/(result\?payment=|sandbox\/)\d+$/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

test("the billing pages read well on a phone and a desktop, light and dark", async ({ page }) => {
  // Seven pages, each swept by axe at two widths in both schemes: over a minute on a busy machine.
  test.setTimeout(patience(90_000));
  await register(page, uniqueEmail("billing-a11y"), "Careful Fan");
  const result = await startPayment(page, "match-pass", /Bank transfer/);
  await startPayment(page, "premium-yearly", /Demo checkout/);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(/\/payment\/failure/, { timeout: 15_000 });
  const failure = new URL(page.url()).pathname + new URL(page.url()).search;
  const sandbox = await startPayment(page, "premium-monthly", /Demo checkout/);
  await startPayment(page, "match-pass", /Demo checkout/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success/, { timeout: 15_000 });
  const success = new URL(page.url()).pathname + new URL(page.url()).search;
  const pages = [
    "/pricing",
    "/pricing?period=year",
    "/checkout/premium-monthly",
    sandbox,
    result,
    success,
    failure,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }
});

test("payment pages send guests to sign in and come back", async ({ page }) => {
  await page.goto("/payment/result?payment=1");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment%2Fresult%3Fpayment%3D1$/);
  await page.goto("/checkout/premium-yearly");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fpremium-yearly$/);
});
