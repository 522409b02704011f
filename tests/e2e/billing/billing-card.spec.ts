import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, test } from "../support/fixtures.ts";
import { E2E_STRIPE } from "../support/stripe.ts";

/**
 * Card payments end to end: the web server's real `stripe` SDK talks to the fake Stripe the global
 * setup starts (server/billing/testing/fake-stripe.ts). Its hosted page "pays" by posting webhooks
 * signed with the SDK's `generateTestHeaderString` to the site, then sends the browser back, as
 * Stripe's hosted Checkout does.
 */

async function subscriptionOf(page: Page) {
  const answer = await page.request.get("/api/billing/subscription");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { status: string; plan: { slug: string } } | null }).data;
}

test("a fan pays monthly Premium by card on Stripe's hosted page and returns to see it granted", async ({
  page,
}) => {
  await register(page, uniqueEmail("card"), "Card Fan");
  await page.goto("/checkout/premium-monthly");
  await page.getByLabel(/^Card/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // On Stripe's page (the fake's), priced by the site's plan.
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE.STRIPE_API_BASE}/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay 4.99 EUR" }).click();

  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Premium is yours" })).toBeVisible();
  expect(await subscriptionOf(page)).toMatchObject({ status: "active", plan: { slug: "premium-monthly" } });

  // Coming back to the result page only reads what happened.
  const paymentId = new URL(page.url()).searchParams.get("payment");
  await page.goto(`/payment/result?payment=${paymentId}`);
  await expect(page).toHaveURL(/\/payment\/success/);

  // Card changes and cancelling happen in Stripe's Customer Portal.
  const portal = await page.request.post("/api/billing/portal");
  expect(portal.status()).toBe(200);
  const { data } = (await portal.json()) as { data: { url: string } };
  expect(data.url.startsWith(`${E2E_STRIPE.STRIPE_API_BASE}/portal/`)).toBe(true);
});

test("a yearly card subscriber switching to monthly sees on the account page when it changes", async ({
  page,
}) => {
  await register(page, uniqueEmail("card-down"), "Card Fan");
  await page.goto("/checkout/premium-yearly");
  await page.getByLabel(/^Card/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay 49.90 EUR" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });

  const { data: plans } = (await (await page.request.get("/api/plans")).json()) as {
    data: { id: number; slug: string }[];
  };
  const monthly = plans.find((plan) => plan.slug === "premium-monthly")!;
  const change = await page.request.post("/api/billing/subscription/change", {
    data: { plan_id: monthly.id },
  });
  expect(change.status()).toBe(200);

  await page.goto("/account");
  await expect(page.getByRole("region", { name: "Plan and payments" })).toContainText(
    /Changes to Premium on .+: €4\.99 per month, charged to your card from then\./,
  );
});

test("without JavaScript the checkout form still takes the fan to Stripe's hosted page and back", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await register(page, uniqueEmail("card-noscript"), "Card Fan");
  await page.goto("/checkout/premium-monthly");
  await page.getByLabel(/^Card/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // The form's answer redirects off the site: the page's form-action allows Stripe's hosted Checkout.
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE.STRIPE_API_BASE}/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay 4.99 EUR" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Premium is yours" })).toBeVisible();
  await context.close();
});
