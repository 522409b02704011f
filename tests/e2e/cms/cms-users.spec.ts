import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { automation, expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

test("an admin changes a fan's role and signs their browser out; the fan's browser is signed out", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(patience(60_000));
  // The fan signs in in a browser of their own.
  const fanBrowser = await browser.newContext({ baseURL });
  const fanPage = await fanBrowser.newPage();
  const fanEmail = uniqueEmail("managed-fan");
  await register(fanPage, fanEmail, "Managed Fan");

  await staffMember(page, request, "admin", true);
  await page.goto(`/cms/users?q=${encodeURIComponent(fanEmail)}`);
  await page.getByRole("link", { name: "Managed Fan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Managed Fan");
  const userPath = new URL(page.url()).pathname;
  const fanId = userPath.split("/").pop();
  await expect(page.getByRole("table", { name: "Signed-in devices" }).getByRole("row")).toHaveCount(2);
  await expectAccessibleEverywhere(page);

  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Role changed." })).toBeVisible();
  await expect(page.getByRole("definition").first()).toHaveText("editor");
  const trail = await request.get(`/api/cms/audit?target=user:${fanId}&action=user.role`, {
    headers: automation,
  });
  expect((await trail.json()).data[0]).toMatchObject({ before: { role: "user" }, after: { role: "editor" } });

  // Signing a device out asks first.
  await page
    .getByRole("table", { name: "Signed-in devices" })
    .getByRole("link", { name: /^Sign out / })
    .click();
  await expect(page.getByRole("heading", { name: "Sign out this device?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, sign out this device" }).click();
  await expect(page.getByRole("status").filter({ hasText: "That device is signed out." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No signed-in devices" })).toBeVisible();

  await fanPage.goto("/account");
  await expect(fanPage).toHaveURL(/\/login/);
  await fanBrowser.close();
});

test("a moderator looks an account up but is offered no changes", async ({ page, request }) => {
  const fanEmail = uniqueEmail("looked-up");
  const made = await request.post("/api/auth/register", {
    data: { email: fanEmail, password: "correct horse battery staple", display_name: "Looked Up Fan" },
  });
  expect(made.status()).toBe(201);
  await staffMember(page, request, "moderator", false);
  await page.goto(`/cms/users?q=${encodeURIComponent(fanEmail)}`);
  await expect(page.getByRole("button", { name: /Disable/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Looked Up Fan" }).click();
  await expect(page.getByRole("heading", { name: /Signed-in devices \(1\)/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change role" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Sign out/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reset two-step" })).toHaveCount(0);
});

test("an admin cannot make a guest staff: the account page says the person must create an account first; phone and desktop", async ({
  page,
  request,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(patience(60_000));
  // The refusal is answered 422, as the API answers it.
  consoleErrors.allow(/status of 422/);
  // A visitor who started as a guest (pinned a team, say) in a browser of their own.
  const visitor = await playwright.request.newContext({ baseURL });
  const started = await visitor.post("/api/auth/anonymous");
  expect(started.status()).toBe(201);
  const guestId = ((await started.json()) as { data: { id: number } }).data.id;
  await visitor.dispose();

  await staffMember(page, request, "admin", true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cms/users/${guestId}`);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText("A guest account cannot be given a staff role")).toBeVisible();
  await expect(page.getByRole("definition").first()).toHaveText("user");
  await expectAccessibleEverywhere(page);
  const stored = await request.get(`/api/cms/users/${guestId}`, { headers: automation });
  expect(((await stored.json()) as { data: { role: string } }).data.role).toBe("user");
});
