import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { signedBankNotice } from "../support/bank.ts";
import { expect, test } from "../support/fixtures.ts";
import { automation } from "../support/staff.ts";

/**
 * A recurring plan by the demo gateway and a pass by bank transfer, in the browser: checkout, TV, the
 * account page and a refund. Every plan by either method is held in Vitest
 * (server/billing/admin/refunds.test.ts, "every plan, bought either way").
 */
const JOURNEYS = [
  { slug: "premium-monthly", name: "Premium", method: "sandbox" },
  { slug: "match-pass", name: "Match pass", method: "bank-transfer" },
] as const;
type Method = (typeof JOURNEYS)[number]["method"];

type Payment = { id: number; status: string; amount: number; currency: string; reference: string };

async function paymentOf(page: Page, id: string): Promise<Payment> {
  const answer = await page.request.get(`/api/billing/payments/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Payment }).data;
}

/** Pays from the checkout page: the demo gateway's button, or the bank's signed notification. */
async function pay(page: Page, slug: string, method: Method): Promise<string> {
  await page.goto(`/checkout/${slug}`);
  await page.getByLabel(method === "sandbox" ? /Demo checkout/ : /Bank transfer/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/(result\?payment=|sandbox\/)\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1] ?? "";
  if (method === "sandbox") {
    await page.getByRole("button", { name: /^Pay / }).click();
  } else {
    const { reference, amount, currency } = await paymentOf(page, id);
    const { body, headers } = signedBankNotice({ id: `bank-${reference}`, reference, amount, currency });
    const answer = await page.request.post("/api/billing/webhooks/bank-transfer", { data: body, headers });
    expect(answer.status()).toBe(200);
  }
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
  return id;
}

for (const { method, ...plan } of JOURNEYS) {
  test(`${plan.slug} bought by ${method}: access appears on /tv and in the account, and a full refund takes it away`, async ({
    page,
  }) => {
    await register(page, uniqueEmail(`${plan.slug}-${method}`), "Paying Fan");
    await page.goto("/tv");
    await expect(page.getByText("Live TV is part of Premium")).toBeVisible();

    const id = await pay(page, plan.slug, method);
    await page.goto("/tv");
    await expect(page.getByRole("list", { name: "Channels" })).toBeVisible();
    await expect(page.locator("[data-channel-player]").first()).toBeAttached();
    await expect(page.getByRole("link", { name: "See plans" })).toHaveCount(0);
    await page.goto("/account");
    const billing = page.getByRole("region", { name: "Plan and payments" });
    await expect(billing).toContainText(plan.name);
    await expect(billing.locator('[data-field="plan-status"]')).toHaveText("Active");

    // Staff refund the whole payment (bank transfers are sent back by hand, then confirmed).
    const refund = await page.request.post(`/api/cms/payments/${id}/refund`, {
      headers: { ...automation, "Idempotency-Key": `refund-${id}-${method}` },
      data: method === "bank-transfer" ? { confirm_sent: true } : {},
    });
    expect(refund.status()).toBeLessThan(300);
    expect((await paymentOf(page, id)).status).toBe("refunded");
    await page.goto("/tv");
    await expect(page.getByText("Live TV is part of Premium")).toBeVisible();
    await expect(page.locator("[data-channel-player]")).toHaveCount(0);
  });
}
