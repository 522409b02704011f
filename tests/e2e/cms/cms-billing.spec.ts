import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, automation, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

type Subscription = { status: string; plan: { slug: string }; entitlements: string[] } | null;

/** The fan's own view of their access, through the API with their session cookie. */
async function subscriptionOf(page: Page): Promise<Subscription> {
  const answer = await page.request.get("/api/billing/subscription");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Subscription }).data;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an admin edits a plan, refunds a fan's demo payment (access ends) and grants complimentary access", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // A purchase, a plan saved twice, a refund, then eight screens swept by axe in four looks each.
  test.setTimeout(patience(120_000));
  // A stale save (409) and a price with a decimal too many (400) are answered with the form again.
  consoleErrors.allow(/status of 409/);
  consoleErrors.allow(/status of 400/);

  // A fan buys monthly Premium with the demo checkout, in a browser of their own.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  const fanEmail = uniqueEmail("refunded");
  await register(fan, fanEmail, "Refunded Fan");
  await fan.goto("/checkout/premium-monthly");
  await fan.getByLabel(/Demo checkout/).check();
  await fan.getByRole("button", { name: "Continue to payment" }).click();
  await fan.getByRole("button", { name: /^Pay / }).click();
  await expect(fan).toHaveURL(/\/payment\/success/, { timeout: 15_000 });
  expect((await subscriptionOf(fan))?.entitlements).toContain("tv");

  await staffMember(page, page.request, "admin", true);
  await page.goto("/cms");
  await (await adminNav(page)).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans");

  // A new plan, then an edit that meets someone else's newer save.
  const name = `Derby pass ${Date.now()}`;
  await page.getByRole("link", { name: "New plan" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  // The price is typed as fans read it; one decimal too many is refused in words, nothing lost.
  await page.getByLabel("Price", { exact: true }).fill("3.505");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Billing period").selectOption("pass");
  await page.getByLabel("Period length").fill("2");
  await page.getByLabel("Live TV").check();
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("EUR has 2 decimal places at most.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByLabel("Price", { exact: true }).fill("3.50");
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Plan saved.");
  const planId = new URL(page.url()).pathname.split("/").at(-1);

  const other = await page.request.patch(`/api/cms/plans/${planId}`, {
    headers: { ...automation, "If-Match": '"1"' },
    data: { description: "Changed by a colleague." },
  });
  expect(other.status()).toBe(200);
  await page.getByLabel("Price", { exact: true }).fill("3.99");
  // Leaving with the change unsaved asks first.
  await page.getByRole("link", { name: "All plans" }).click();
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Stay and keep editing" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Saved by someone else (version 2)" })).toBeVisible();
  await page.getByRole("link", { name: "Start again from their version" }).click();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Changed by a colleague.");
  await page.getByLabel("Price", { exact: true }).fill("3.99");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Plan saved.");
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("3.99");
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");

  // The fan's payment, found by their address, refunded in full: their access ends.
  await page.getByRole("navigation", { name: "Billing" }).getByRole("link", { name: "Payments" }).click();
  await page.getByLabel("Buyer's e-mail").fill(fanEmail);
  await page.getByRole("button", { name: "Find payments" }).click();
  await expect(page).toHaveURL(/email=/);
  await page.getByRole("table", { name: "Payments" }).getByRole("link").first().click();
  await expect(page.getByText(fanEmail)).toBeVisible();
  await expect(page.getByRole("table", { name: "Gateway notifications" })).toContainText("paid");
  const paymentUrl = new URL(page.url()).pathname;
  // Money leaves only once the payment's reference is typed.
  const refund = page.getByRole("button", { name: /^Refund GL/ });
  const reference = ((await refund.textContent()) ?? "").replace("Refund ", "").trim();
  await page.getByLabel(`Type ${reference} to confirm`).fill("GL-WRONG");
  await refund.click();
  await expect(page.getByText(`Type ${reference} to confirm the refund.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Refunds" })).toHaveCount(0);
  await page.getByLabel(`Type ${reference} to confirm`).fill(reference.toLowerCase());
  await refund.click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "Refund recorded. The access it bought has ended.",
  );
  await expect(page.getByRole("table", { name: "Refunds" })).toContainText("€4.99");
  const refunded = await subscriptionOf(fan);
  expect(refunded?.entitlements).toEqual([]);
  expect(refunded?.status).toBe("expired");

  // Complimentary access for the same fan brings it back, without payment.
  await page
    .getByRole("navigation", { name: "Billing" })
    .getByRole("link", { name: "Complimentary access" })
    .click();
  await page.getByLabel("Fan's e-mail").fill(fanEmail);
  await page.getByLabel("Plan", { exact: true }).selectOption({ label: "Match pass (pass)" });
  await page.getByLabel("Last day of access").fill(inDays(7));
  await page.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "Complimentary access granted.",
  );
  const granted = await subscriptionOf(fan);
  expect(granted).toMatchObject({ status: "active", plan: { slug: "match-pass" } });
  expect(granted?.entitlements).toContain("tv");
  await fanContext.close();

  const pages = [
    "/cms/billing",
    `/cms/billing/plans/${planId}`,
    `/cms/billing/payments?email=${encodeURIComponent(fanEmail)}`,
    paymentUrl,
    "/cms/billing/unmatched",
    `/cms/billing/access?email=${encodeURIComponent(fanEmail)}`,
    "/cms/billing/revenue",
    "/cms/billing/revenue?by=month",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }
  await expect(page.getByRole("img", { name: /Net revenue in EUR per month/ })).toBeVisible();
});

test("billing is for admins only", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await staffMember(page, page.request, "operator", true);
  await page.goto("/cms");
  await expect((await adminNav(page)).getByRole("link", { name: "Billing" })).toHaveCount(0);
  const answer = await page.goto("/cms/billing/payments");
  expect(answer?.status()).toBe(403);
});
