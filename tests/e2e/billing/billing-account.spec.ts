import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

/** Registers a fan and buys monthly Premium with the demo checkout. */
async function monthlyFan(page: Page, tag: string) {
  await register(page, uniqueEmail(tag), "Season Ticket");
  await page.goto("/checkout/premium-monthly");
  await page.getByLabel(/Demo checkout/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/\d+$/);
  await page.getByRole("button", { name: "Pay €4.99" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
}

const billingSection = (page: Page) => page.getByRole("region", { name: "Plan and payments" });

test("a fan buys monthly Premium, watches TV, reads the receipt, then cancels and resumes", async ({
  page,
}) => {
  await monthlyFan(page, "account-monthly");

  await page.goto("/tv");
  await expect(page.getByRole("list", { name: "Channels" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveCount(0);

  await page.goto("/account");
  const section = billingSection(page);
  await expect(section).toContainText("Premium · €4.99 per month");
  await expect(section.locator('[data-field="plan-status"]')).toHaveText("Active");
  await expect(section).toContainText("You pay each period yourself");
  await expect(section.getByRole("list", { name: "Included now" }).getByRole("link")).toHaveCount(4);
  const receiptLink = section.getByRole("link", { name: /^Receipt R-\d{4}-\d{6}$/ });
  const number = ((await receiptLink.getAttribute("aria-label")) ?? "").replace("Receipt ", "");

  await receiptLink.click();
  await expect(page).toHaveURL(/\/account\/receipts\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Receipt ${number}`);
  await expect(page.getByText("Billed to")).toBeVisible();
  await expect(page.getByRole("row", { name: /Total paid/ })).toContainText("€4.99");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("link", { name: "Back to your account" }).click();
  await billingSection(page).getByRole("link", { name: "Cancel plan" }).click();
  await expect(page).toHaveURL(/confirm=cancel/);
  await expect(billingSection(page)).toContainText("Nothing more will be charged.");
  await page.getByRole("button", { name: "Yes, cancel my plan" }).click();
  await expect(billingSection(page).getByText(/Your plan is cancelled/)).toBeVisible();
  await expect(billingSection(page).locator('[data-field="plan-status"]')).toHaveText("Cancelled");
  await expect(billingSection(page)).toContainText("you keep access until");

  await page.goto("/tv");
  await expect(page.getByRole("list", { name: "Channels" })).toBeVisible();

  await page.goto("/account");
  await billingSection(page).getByRole("link", { name: "Resume plan" }).click();
  await page.getByRole("button", { name: "Yes, resume my plan" }).click();
  await expect(billingSection(page).getByText("Your plan carries on.")).toBeVisible();
  await expect(billingSection(page).locator('[data-field="plan-status"]')).toHaveText("Active");
});

test.describe("a fan in Kiritimati, fourteen hours ahead of UTC", () => {
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("reads their sessions, payments and receipt in their own zone, and so does an admin the payment", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(patience(90_000));
    await monthlyFan(page, "account-zone");
    const inZone = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC\+14/;
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Where you are signed in" })).toContainText(
      new RegExp(`Last used ${inZone.source}`),
    );
    await expect(billingSection(page)).toContainText(inZone);
    await billingSection(page)
      .getByRole("link", { name: /^Receipt R-/ })
      .click();
    await expect(page.getByText(new RegExp(`^Issued ${inZone.source}$`))).toBeVisible();

    const staff = await browser.newContext({ baseURL, timezoneId: "Pacific/Kiritimati" });
    const admin = await staff.newPage();
    await staffMember(admin, admin.request, "admin", true);
    await admin.goto("/cms/billing/payments");
    // The newest payment first: the one just made, dated in the admin's zone too.
    await expect(admin.getByRole("row").nth(1)).toContainText(inZone);
    await staff.close();
  });
});

test("a guest sees live TV locked and films without their feature, each with the way in", async ({
  page,
  request,
}) => {
  const answer = await page.goto("/tv");
  await expect(page.getByRole("heading", { name: "Live TV is part of Premium" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/tv")}`,
  );
  // The TV guide is public; the channels' player slots are not.
  expect(await answer?.text()).not.toMatch(/data-channel-player/);

  // The film library is public; a film itself asks a guest to sign in, and its stream refuses them.
  const films = (await (await request.get("/api/movies")).json()).data as { id: number }[];
  const film = films[0]!.id;
  await page.goto(`/movies/${film}`);
  await expect(page.getByRole("link", { name: "Sign in to watch" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/movies/${film}`)}`,
  );
  expect((await request.get(`/api/movies/${film}/stream`)).status()).toBe(401);
});

test("the account's billing pages read well on a phone and a desktop, light and dark", async ({
  page,
  context,
}) => {
  // Five pages, each swept by axe at two widths in both schemes: over a minute on a busy machine.
  test.setTimeout(patience(90_000));
  await monthlyFan(page, "account-a11y");
  await page.goto("/account");
  const receipt =
    (await billingSection(page)
      .getByRole("link", { name: /^Receipt / })
      .getAttribute("href")) ?? "";
  const pages = ["/account", "/account?confirm=cancel", receipt, "/tv"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Video screens are always dark.
    if (path === "/tv") await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectAccessibleEverywhere(page);
  }
  // A guest's TV page: its looks are swept with the signed-out screens (accessibility.spec.ts).
  await context.clearCookies();
  await page.goto("/tv");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expectAccessible(page);
});
