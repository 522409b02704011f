import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "../support/fixtures.ts";
import { expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${locale}.json`), "utf8")) as Record<
    string,
    string
  >;

test("an admin working in Vietnamese gives a plan its Japanese name, and Japanese fans see it on the pricing page", async ({
  page,
  request,
}) => {
  const vi = catalogue("vi");
  const ja = catalogue("ja");
  const plans = (await (await request.get("/api/plans")).json()) as { data: { id: number; slug: string }[] };
  const pass = plans.data.find((plan) => plan.slug === "match-pass")!;
  const renamed = `マッチデーパス ${Date.now() % 1000}`;

  await staffMember(page, request, "admin", true);
  // The admin area at its Vietnamese address: every word of its frame and forms in Vietnamese.
  await page.goto("/vi/cms");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vi["cms.home.title"] as string);
  await expect(page.getByRole("navigation", { name: vi["cms.frame.nav"] })).toBeAttached();

  await page.goto(`/vi/cms/billing/plans/${pass.id}`);
  // Staff edit the English words; the others sit beside them, each language folded open once it has words.
  await expect(page.getByLabel(vi["cms.plan-form.name"] as string, { exact: true })).toHaveValue(
    "Match pass",
  );
  const words = page.getByRole("group", { name: vi["cms.plan-form.local-texts.title"] });
  const japanese = words.getByLabel(vi["cms.plan-form.local-texts.name"]!.replace("{language}", "日本語"), {
    exact: true,
  });
  await expect(japanese).toHaveValue(ja["billing.demo-plan.match-pass.name"] as string);
  await japanese.fill(renamed);
  // The form with every language open, in Vietnamese, at a phone's and a desktop's width, light and dark.
  await expectAccessibleEverywhere(page);
  await page.getByRole("button", { name: vi["cms.plan.save"] }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(vi["cms.plan.saved"] as string);
  await expect(japanese).toHaveValue(renamed);

  // As fans, signed out: Japanese readers see the new name, English readers the plan's own.
  await page.context().clearCookies();
  await page.goto("/ja/pricing");
  await expect(page.getByRole("region", { name: renamed })).toContainText(
    ja["billing.demo-plan.feature.one-day"] as string,
  );
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Match pass" })).toBeVisible();
  await expect(page.getByText(renamed)).toHaveCount(0);
});
