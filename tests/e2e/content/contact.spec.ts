import { uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

test("a visitor sends the contact form and an editor answers it from the inbox", async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // Two browsers, and the inbox's two screens swept by axe in four looks each: over a minute on a busy
  // machine.
  test.setTimeout(patience(90_000));
  // The refused first attempt answers 400, which Chromium logs.
  consoleErrors.allow(/status of 400/);
  const visitor = `Vera Visitor ${Date.now()}`;
  const email = uniqueEmail("contact");

  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "support@goalline.test" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();

  // The page stays loaded throughout: the form is sent without a full reload.
  await page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
  await page.getByLabel("Name").fill(visitor);
  await page.getByLabel("E-mail").fill("not-an-address");
  const message = page.getByLabel("Message");
  const counter = page.getByText(/\d+ \/ 5000/);
  await expect(counter).toHaveText("0 / 5000");
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await message.pressSequentially("Goal é👍");
  // Counted as the server counts: code points, so the emoji and the accent are one each.
  await expect(counter).toHaveText("7 / 5000");
  await message.fill("x".repeat(4600));
  await expect(counter).toHaveText("⚠ 4600 / 5000");
  await message.fill("The 2-1 at Stanmoor was 3-1: the late goal is missing.");
  await expect(counter).toHaveText("54 / 5000");
  await page.getByRole("button", { name: "Send message" }).click();

  const emailField = page.getByLabel("E-mail");
  await expect(page.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription(
    "Enter a valid e-mail address, like name@example.com.",
  );
  await expect(emailField).toBeFocused();
  await expect(page.getByLabel("Message")).toHaveValue(
    "The 2-1 at Stanmoor was 3-1: the late goal is missing.",
  );
  // The form with its error; the contact page's four looks are swept with the signed-out screens
  // (accessibility.spec.ts).
  await expectAccessible(page);
  await emailField.fill(email);
  await page.getByLabel("Topic").selectOption({ label: "Support" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    `Thank you, your message was sent.We will answer at ${email}`,
  );
  expect(await page.evaluate(() => (window as unknown as { stayedLoaded?: boolean }).stayedLoaded)).toBe(
    true,
  );

  const deskContext = await browser.newContext({ baseURL });
  const desk = await deskContext.newPage();
  await staffMember(desk, request, "editor", false);
  await desk.goto("/cms");
  const figure = desk.locator('[data-figure="new-messages"]');
  await expect(figure.getByRole("heading", { name: "New messages" })).toBeVisible();
  await expect(figure.getByRole("link", { name: /open the list/ })).toHaveAttribute("href", "/cms/inbox");
  await (await adminNav(desk)).getByRole("link", { name: "Inbox" }).click();
  await desk.getByLabel("Search messages").fill(visitor);
  await desk.getByRole("button", { name: "Show messages" }).click();
  const item = desk.getByRole("listitem").filter({ hasText: visitor });
  await expect(item).toContainText("New");
  await expect(item).toContainText(email);
  await expectAccessibleEverywhere(desk);
  await item.getByRole("link", { name: `${visitor} · Support` }).click();
  await expect(desk.getByRole("heading", { name: `Support: ${visitor}` })).toBeVisible();
  await expect(desk.getByRole("article", { name: "Message" })).toContainText("the late goal is missing");
  await expectAccessibleEverywhere(desk);
  await desk.getByLabel(`Your answer to ${email}`).fill("Thanks, the goal is back and the score says 3-1.");
  await desk.getByRole("button", { name: "Send reply" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Reply sent." })).toBeVisible();
  await expect(desk.getByRole("listitem").filter({ hasText: "the score says 3-1" })).toBeVisible();
  await expect(desk.locator("header").getByText("Answered", { exact: true })).toBeVisible();

  await desk.getByRole("button", { name: "Close" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "Message closed." })).toBeVisible();
  await desk.getByRole("button", { name: "Reopen" }).click();
  await expect(desk.locator("header").getByText("Answered", { exact: true })).toBeVisible();

  await desk.goto(`/cms/inbox?status=answered&q=${encodeURIComponent(visitor)}`);
  await expect(desk.getByRole("listitem").filter({ hasText: visitor })).toContainText("Answered");
  await deskContext.close();
});

test("the contact form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByLabel("Name").fill("No Script");
  await page.getByLabel("E-mail").fill(uniqueEmail("noscript"));
  await page.getByRole("button", { name: "Send message" }).click();
  const message = page.getByLabel("Message");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(/Write your message\./);
  await expect(page.getByLabel("Name")).toHaveValue("No Script");
  await message.fill("Sent from a browser without scripts.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    "Thank you, your message was sent.",
  );
  await context.close();
});
