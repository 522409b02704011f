import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

// The public-domain openfootball data beside the repository, read at test time and never copied in.
const openfootball = resolve(
  process.env.OPENFOOTBALL_DIR ?? join(import.meta.dirname, "../../../../shared/data/openfootball"),
);
const season = join(openfootball, "football.json/2023-24");
const files = [join(season, "at.1.json"), join(season, "de.2.json")];

test("an operator uploads two openfootball files, watches the import reach 100% and reads the report per file", async ({
  page,
  request,
}) => {
  test.skip(!files.every((file) => existsSync(file)), `openfootball data not found at ${openfootball}`);
  // The import alone may take 90 s on a busy machine; then three screens swept by axe in four looks each.
  test.setTimeout(patience(150_000));
  await staffMember(page, request, "operator", true);

  await page.goto("/cms/import");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import");
  await page.getByLabel("Openfootball files").setInputFiles(files);
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page).toHaveURL(/\/cms\/import\/\d+$/);
  const runPage = new URL(page.url()).pathname;
  await expect(page.getByRole("status", { name: "Import progress" })).toContainText("2 of 2 files · 100%", {
    timeout: 90_000,
  });
  await expect(page.locator("[data-state]").first()).toHaveText("Completed");
  const report = page.getByRole("table", { name: "Report per file" });
  for (const name of ["at.1.json", "de.2.json"]) {
    const row = report.getByRole("row", { name: new RegExp(name.replace(".", "\\.")) });
    await expect(row.getByRole("cell").first()).toHaveText("imported");
    await expect(row).toContainText(/[1-9]\d* created, 0 updated/);
  }

  await page.goto(runPage);
  await expect(page.getByRole("status", { name: "Import progress" })).toContainText("100%");
  await expectAccessibleEverywhere(page);

  await page.goto("/cms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const figures = page.getByRole("list", { name: "Figures" });
  await expect(figures.locator("[data-figure=live-matches] a").first()).toHaveAttribute(
    "href",
    "/cms/matches?status=live",
  );
  await expect(figures.locator("[data-figure=failed-jobs] a").first()).toHaveAttribute("href", "/cms/jobs");
  await expect(figures.locator("[data-figure=feed-health]")).toContainText("Live simulator");
  // Sign-ups are for admins, whose Users screen lists them.
  await expect(figures.locator("[data-figure=sign-ups-today]")).toHaveCount(0);
  // An operator's dashboard; its four looks are the admin's, in cms.spec.ts.
  await expectAccessible(page);

  await page.goto("/cms/import");
  await expect(page.getByRole("table", { name: "Recent imports" })).toContainText("at.1.json, de.2.json");
  await expectAccessibleEverywhere(page);
  await page.goto("/cms/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs");
  await expectAccessibleEverywhere(page);
});
