import { readFileSync } from "node:fs";
import { TOTP } from "otpauth";
import { PASSWORD, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

test.describe(() => {
  // On a phone; each screen is also checked by axe at a desktop width.
  test.use({ viewport: { width: 390, height: 844 } });

  test("an admin with two-step sees every section, the roles table and the audit log on a phone and a desktop, light and dark", async ({
    page,
    request,
  }) => {
    // Two screens, each swept by axe at two widths in both schemes, after a two-step sign-up.
    test.setTimeout(patience(60_000));
    await staffMember(page, request, "admin", true);
    await page.goto("/cms/roles");
    const nav = await adminNav(page);
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Live console",
      "Odds",
      "Matches",
      "Teams and leagues",
      "Import",
      "Posts",
      "Pages",
      "Media",
      "Social",
      "Inbox",
      "Video",
      "Movies",
      "TV guide",
      "Chat",
      "Reports",
      "Billing",
      "Users",
      "Staff",
      "Roles",
      "Jobs",
      "Audit log",
      "Bin",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roles");
    await expect(page.getByRole("img", { name: "admin holds audit:read" })).toBeVisible();
    await expect(page.getByRole("img", { name: "editor holds audit:read" })).toHaveCount(0);
    await expectAccessibleEverywhere(page);

    await nav.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/cms/audit.csv",
    );
    await expectAccessibleEverywhere(page);

    await page.getByLabel("Action").fill("no.such-action");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=no\.such-action/);
    await expect(page.getByRole("heading", { name: "No audit entries" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/cms/audit.csv?action=no.such-action",
    );
  });

  test("an admin reads the last 30 days as bar charts: a focused bar tells its day and value, the table the same numbers", async ({
    page,
    request,
  }) => {
    test.setTimeout(patience(60_000));
    await staffMember(page, request, "admin", true);
    await page.goto("/cms");
    // The frame's navigation holds the sections; the dashboard itself does not list them again.
    await expect((await adminNav(page)).getByRole("link", { name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Audit log", exact: true })).toHaveCount(0);
    const trends = page.getByRole("region", { name: "The last 30 days" });
    await expect(trends.getByRole("article")).toHaveText([
      /^Sign-ups per day/,
      /^Revenue per day/,
      /^Chat messages per day/,
      /^Live viewers \(daily peak\)/,
    ]);
    const signUps = trends.getByRole("article", { name: "Sign-ups per day" });
    await expect(
      signUps.getByText(/^Total over 30 days: \d+ sign-ups?\. Latest, \d{1,2} \w{3}: \d+ sign-ups?\.$/),
    ).toBeVisible();
    const bars = signUps.getByRole("img", { name: /^\d{1,2} \w{3}: \d+ sign-ups?$/ });
    await expect(bars).toHaveCount(30);
    // Today's bar counts this admin's own sign-up.
    const today = bars.last();
    await expect(today).toHaveAccessibleName(/: [1-9]\d* sign-ups?$/);
    const readout = today.locator("[data-readout]");
    await expect(readout).toBeHidden();
    await today.focus();
    await expect(readout).toBeVisible();
    await expect(readout).toHaveText((await today.getAttribute("aria-label")) ?? "");
    // A pointer reads a bar the same way.
    const first = bars.first();
    await first.locator("rect").first().hover();
    await expect(first.locator("[data-readout]")).toHaveText((await first.getAttribute("aria-label")) ?? "");
    await expectAccessibleEverywhere(page);

    await signUps.getByText("Show as table").click();
    const rows = signUps.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(31);
    const [day, count] = ((await today.getAttribute("aria-label")) ?? "").split(": ");
    await expect(rows.last()).toHaveText(`${day}${count?.replace(/ sign-ups?$/, "")}`);
    await expect(trends.getByRole("article", { name: "Revenue per day" })).toContainText(
      /Total over 30 days: .+\. Latest, /,
    );
    // On a phone the charts scroll inside their cards, and the frame's header fits the screen:
    // nothing makes the page scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByRole("main").evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // The table shown on a phone; the dashboard's four looks were checked above.
    await expectAccessible(page);
  });
});

test("an editor does not see the audit log and is refused it", async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await staffMember(page, request, "editor", false);
  await page.goto("/cms");
  await expect((await adminNav(page)).getByRole("link")).toHaveText([
    "Dashboard",
    "Matches",
    "Teams and leagues",
    "Posts",
    "Pages",
    "Media",
    "Social",
    "Inbox",
    "Video",
    "Movies",
    "TV guide",
    "Roles",
    "Bin",
  ]);
  const answer = await page.goto("/cms/audit");
  expect(answer?.status()).toBe(403);
  await expect(page.getByText("Your role may not use this section.")).toBeVisible();
});

test("an admin without two-step is led to enrol in the admin area, keeps the QR code after a wrong code, saves the recovery codes and signs in again with one", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Chromium logs the refused code's 400 answer.
  consoleErrors.allow(/status of 400/);
  const email = await staffMember(page, request, "admin", false);
  await page.goto("/cms/users");
  // Enrolment happens inside the admin frame, with no section open until it is done.
  await expect(page).toHaveURL("/cms/two-step");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
  const nav = await adminNav(page);
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expectAccessibleEverywhere(page);

  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code").fill("000000");
  await page.getByLabel("Your account password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not valid. Try the current one.")).toBeVisible();
  // Still halfway: the same key and its QR code stay, for the next try.
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await page.getByLabel("Code").fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  await page.getByLabel("Your account password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Turn on" }).click();

  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the recovery codes" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("recovery-codes.txt");
  const saved = readFileSync((await file.path())!, "utf8");
  for (const code of shown) expect(saved).toContain(code);
  await expect(page.getByRole("button", { name: "Copy the recovery codes" })).toBeVisible();

  // The session that enrolled was opened with the password alone: staff work waits for a sign-in
  // with the code, so a password taken before enrolment never becomes an admin's powers.
  const early = await page.request.get("/api/cms/users");
  expect([early.status(), ((await early.json()) as { error: { code: string } }).error.code]).toEqual([
    403,
    "two-step-required",
  ]);
  await page.getByRole("link", { name: "Continue to the admin area" }).click();
  await expect(page).toHaveURL("/cms/login?twoStep=again");
  await expect(page.getByText("Sign in again with your code to use the admin area.")).toBeVisible();
  const refused = await page.request.get("/api/cms/users");
  expect(refused.status()).toBe(401);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in to the admin area" }).click();
  await page.getByLabel("Verification code").fill(shown[0]!.trim());
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL("/cms");
  await expect(await adminNav(page)).toBeVisible();
});

test("visitors who are not signed in are sent to the staff sign-in", async ({ page }) => {
  await page.goto("/cms/audit");
  await expect(page).toHaveURL("/cms/login");
});

test("an admin finds an account on the Users screen, disables it, and the audit log shows who did it", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(60_000));
  // The account to manage, made through the API so this page keeps the admin's session.
  const fanEmail = uniqueEmail("managed");
  const made = await request.post("/api/auth/register", {
    data: { email: fanEmail, password: "correct horse battery staple", display_name: "Managed Fan" },
  });
  expect(made.status()).toBe(201);
  await staffMember(page, request, "admin", true);

  await page.goto("/cms/users");
  await page.getByLabel("E-mail or name").fill(fanEmail);
  await page.getByRole("button", { name: "Find accounts" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole("cell", { name: fanEmail })).toBeVisible();
  await expectAccessibleEverywhere(page);

  // Disabling asks first; Cancel leaves the account as it was.
  await page.getByRole("button", { name: "Disable Managed Fan" }).click();
  const ask = page.getByRole("alertdialog", { name: "Disable Managed Fan?" });
  await expect(ask).toContainText("signed out everywhere");
  await expectAccessible(page);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("cell", { name: "Active" })).toBeVisible();
  await page.getByRole("button", { name: "Disable Managed Fan" }).click();
  await ask.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByRole("status").filter({ hasText: fanEmail })).toContainText(
    `${fanEmail} is disabled`,
  );
  await expect(page.getByRole("button", { name: "Enable Managed Fan" })).toBeVisible();
  const refused = await request.post("/api/auth/login", {
    data: { email: fanEmail, password: "correct horse battery staple" },
  });
  expect((await refused.json()).error.code).toBe("user-disabled");

  await page.goto("/cms/audit?action=user.disable");
  await expect(page.getByRole("cell", { name: "user.disable" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: /\(admin\)/ }).first()).toBeVisible();
});
