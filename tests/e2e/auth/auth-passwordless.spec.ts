import { mailedLink, textedCode, uniqueEmail, uniquePhone } from "../support/auth-helpers.ts";
import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

test("sign in by an e-mailed link: a new address gets its account, and the link works once", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the spent link's 400 answer.
  consoleErrors.allow(/status of 400/);
  const email = uniqueEmail("link");
  // The sign-in, link-sent and link pages' four looks are swept with the signed-out screens
  // (accessibility.spec.ts).
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  const link = new URL(await mailedLink(email, /Sign in to/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(page.getByRole("main")).toContainText(email);

  // Spent: opening it again says so and offers a new one.
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("not valid");
  await expectAccessible(page);
});

test("a link opened in another browser asks before signing that device in", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("elsewhere");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  const link = new URL(await mailedLink(email, /Sign in to/));

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.goto(`${baseURL}${link.pathname}${link.search}`);
  await phone.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Continue on this device?" })).toBeVisible();
  await expectAccessibleEverywhere(phone);
  await phone.getByRole("button", { name: "Continue on this device" }).click();
  await expect(phone).toHaveURL(`${baseURL}/`);
  await other.close();
});

test("sign in with a phone number and the texted code, on a phone in the dark theme", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the refused wrong code's 400 answer.
  consoleErrors.allow(/status of 400/);
  await page.setViewportSize({ width: 390, height: 844 });
  const number = uniquePhone();
  await page.goto("/login");
  await page.getByRole("link", { name: "Use my phone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in with your phone" })).toBeVisible();
  await page.getByLabel("Mobile number").fill("07911 123456");
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("international format");
  await expectAccessible(page);

  await page.getByLabel("Mobile number").fill(number);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText(`We texted a code to ${number}`)).toBeVisible();
  await expectAccessibleEverywhere(page);
  const code = await textedCode(number);
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toContainText("not right");
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/account");
  await expect(page.getByRole("main")).toContainText(number);
});

test("a guest who pins a team and then signs in by e-mail link keeps the team", async ({ page, request }) => {
  const found = await (await request.get("/api/search?q=Kingsmere%20Harriers")).json();
  const team = found.teams[0] as { id: number; name: string };
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL("/");
  await page.goto(`/team/${team.id}`);
  await page.getByRole("button", { name: `Pin ${team.name} to the top` }).click();
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me/favourites")).json()).teams)
    .toContain(team.id);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "You are a guest" })).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page.getByRole("link", { name: "Keep my account" }).click();
  const email = uniqueEmail("guest");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const link = new URL(await mailedLink(email, /Sign in to/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Ways to sign in" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  await page.goto(`/team/${team.id}`);
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a phone account adds an e-mail address by its link, then drops the phone; the last way in stays", async ({
  page,
}) => {
  const number = uniquePhone();
  await page.goto("/login/phone");
  await page.getByLabel("Mobile number").fill(number);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await page.getByLabel("Code").fill(await textedCode(number));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/account");
  const methods = page.getByRole("region", { name: "Ways to sign in" });
  await expect(methods).toContainText(number);
  await expect(methods).toContainText("This is your only way in");
  await expect(methods.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  const email = uniqueEmail("added");
  await page.getByText("Change e-mail address").click();
  await page.getByLabel("New e-mail").fill(email);
  await page.getByRole("button", { name: "Change e-mail" }).click();
  await expect(page.getByText("the address changes once you open the link")).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("none yet");

  const link = new URL(await mailedLink(email, /Confirm your new e-mail/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: /Confirm/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail address confirmed" })).toBeVisible();

  await page.goto("/account");
  await expect(methods).toContainText(email);
  await methods.getByRole("button", { name: "Remove phone" }).click();
  await expect(page.getByText("That way to sign in was removed.")).toBeVisible();
  await expect(methods).not.toContainText(number);
  await expect(methods).toContainText("This is your only way in");
});
