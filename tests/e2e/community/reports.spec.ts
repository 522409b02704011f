import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { demoPages } from "../support/demo-world.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

test("a fan reports a wrong score on a match page and an operator resolves it in the admin area", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two browsers sign up, one with two-step; the reports screen is swept by axe in four looks.
  test.setTimeout(patience(90_000));
  const { finishedMatch } = await demoPages(request);
  const matchId = finishedMatch.split("/").pop();

  // Visitors are asked to sign in first.
  await page.goto(finishedMatch);
  await page.getByText("Report a problem").click();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(finishedMatch)}`,
  );

  await register(page, uniqueEmail("reporting-fan"), "Reporting Fan");
  await page.goto(finishedMatch);
  await page.getByText("Report a problem").click();
  await expect(page.getByRole("button", { name: "Send report" })).toBeVisible();
  // The report form open on the match page, whose four looks are swept with the signed-out screens.
  await expectAccessible(page);
  await page.getByRole("radio", { name: "Wrong score", exact: true }).check();
  await page.getByLabel("Details (optional)").fill("The final score was 3-1, not 2-1.");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks" })).toHaveText(
    "Thanks, we will check it.",
  );

  const operatorBrowser = await browser.newContext({ baseURL });
  const desk = await operatorBrowser.newPage();
  await staffMember(desk, request, "operator", true);
  await desk.goto("/cms");
  await (await adminNav(desk)).getByRole("link", { name: "Reports" }).click();
  await desk.getByRole("combobox", { name: "Match", exact: true }).fill(String(matchId));
  await desk.getByRole("button", { name: "Show reports" }).click();
  await expect(desk).toHaveURL(new RegExp(`match=${matchId}`));
  const report = desk.getByRole("listitem").filter({ hasText: "The final score was 3-1, not 2-1." });
  await expect(report).toContainText("Wrong score");
  await expect(report.getByRole("link", { name: /^Edit / })).toHaveAttribute(
    "href",
    `/cms/matches/${matchId}`,
  );
  await expect(report.getByRole("link", { name: /^Public page of / })).toHaveAttribute("href", finishedMatch);
  await expectAccessibleEverywhere(desk);
  await report.getByLabel(/What was done\?/).fill("Score corrected to 3-1.");
  await report.getByRole("button", { name: /^Resolve report/ }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Report resolved." })).toBeVisible();
  await expect(desk.getByRole("heading", { name: "No reports" })).toBeVisible();

  await desk.getByLabel("State").selectOption("resolved");
  await desk.getByRole("button", { name: "Show reports" }).click();
  await expect(desk.getByRole("listitem").filter({ hasText: "Score corrected to 3-1." })).toBeVisible();
  await operatorBrowser.close();
});
