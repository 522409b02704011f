import { mailedLink, PASSWORD, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

// The invitation mail goes through the site's real SMTP client to the suite's SMTP receiver.
test("an admin invites an editor by e-mail; the editor joins from the link, and the admin sees who joined", async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // Two new screens, each swept at two widths in both schemes.
  test.setTimeout(patience(60_000));
  // The refused address answers the form with its 409.
  consoleErrors.allow(/status of 409/);
  const adminEmail = await staffMember(page, request, "admin", true);
  await page.goto("/cms");
  await (await adminNav(page)).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
  await expectAccessibleEverywhere(page);
  // On a wide desktop the role menu stays inside the invitation form, beside the address.
  await page.setViewportSize({ width: 1440, height: 900 });
  const form = await page
    .getByRole("button", { name: "Send invitation" })
    .locator("xpath=ancestor::form")
    .boundingBox();
  const menu = await page.getByLabel("Role").boundingBox();
  expect(menu!.x).toBeGreaterThanOrEqual(form!.x);
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(form!.x + form!.width + 0.5);
  expect(menu!.y + menu!.height).toBeLessThanOrEqual(form!.y + form!.height + 0.5);

  // An address that already has an account is refused beside its field, and what was typed stays.
  const email = page.getByLabel("E-mail");
  await email.fill(adminEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/already has an account: change its role/)).toBeVisible();
  await expect(email).toHaveValue(adminEmail);
  await expectAccessible(page);

  const invitee = uniqueEmail("invited-editor");
  await email.fill(invitee);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee} as editor`)).toBeVisible();
  await expect(email).toHaveValue("");
  const row = page
    .getByRole("table", { name: /^Invitations/ })
    .getByRole("row")
    .filter({ hasText: invitee });
  await expect(row).toContainText("Waiting");

  // The invitee, in a browser of their own, follows the mailed link.
  const link = await mailedLink(invitee, /invited to the Goalline staff/);
  const theirs = await browser.newContext({ baseURL: new URL(link).origin });
  const joining = await theirs.newPage();
  await joining.goto(link);
  await expect(joining.getByRole("heading", { level: 1 })).toHaveText("Join the staff");
  await expect(joining.getByText(/invited you as an editor/)).toBeVisible();
  await expect(joining.getByLabel("E-mail")).toHaveValue(invitee);
  await expectAccessibleEverywhere(joining);
  await joining.getByLabel("Display name").fill("Ines Editor");
  await joining.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await joining.getByRole("button", { name: "Accept and create account" }).click();
  await expect(joining).toHaveURL(/\/cms(\?|$)/);
  await expect((await adminNav(joining)).getByRole("link", { name: "Posts" })).toBeVisible();

  // Used: the same link now says so.
  await joining.goto(link);
  await expect(joining.getByText(/used already/)).toBeVisible();
  await theirs.close();

  await page.reload();
  await expect(row).toContainText("Joined");
  await expect(
    page
      .getByRole("table", { name: /^Staff members/ })
      .getByRole("row")
      .filter({ hasText: invitee }),
  ).toContainText("Ines Editor");
  await row.getByRole("link", { name: /Joined/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ines Editor");
});
