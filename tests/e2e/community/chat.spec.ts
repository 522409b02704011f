import type { Browser, Locator, Page } from "@playwright/test";
import { mailedLink, register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

const XSS_NAME = `<img src=x onerror="window.__xss=1">Ada`;
// The room outlives a test (retries share the server): this run's words are its own.
const run = Date.now().toString(36);
const HOOPS = `the Hoops! ${run}`;
const REPLY = `Not a chance ${run}`;
const XSS_TEXT = `<script>window.__xss=1</script><b>Come on</b> ${HOOPS}`;

/** A fan in a browser of their own, registered with a confirmed e-mail address. */
async function verifiedFan(browser: Browser, baseURL: string, name: string, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  const email = uniqueEmail("chat");
  await register(page, email, name);
  const link = new URL(await mailedLink(email, /Confirm your e-mail/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  return page;
}

const chat = (page: Page) => page.getByRole("region", { name: "Fan chat" });
const composer = (page: Page) => chat(page).getByLabel("Your message");

/**
 * On a phone the chat is a tab under the match header: opened, what a fan writes with (or is told
 * before writing) heads it, above the messages, whole on the first screen and clear of the tab bar.
 */
async function expectAtTopOfPhoneChat(page: Page, place: Locator) {
  await page.getByRole("navigation", { name: "Match centre" }).getByRole("link", { name: "Chat" }).click();
  await expect(place).toBeVisible();
  const box = (await place.boundingBox())!;
  const messages = (await chat(page).getByRole("list", { name: "Messages" }).boundingBox())!;
  const tabBar = (await page.getByRole("navigation", { name: "Sections" }).boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box.y).toBeLessThan(messages.y);
  // The tab bar is fixed at the foot of the screen: its top is where the first screen stops showing the page.
  expect(box.y + scrolled + box.height, "on the first screen, above the tab bar").toBeLessThanOrEqual(
    tabBar.y,
  );
}

test("two fans chat, a moderator times one out, and a report reaches the admin area", async ({
  page,
  browser,
  baseURL,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(90_000));
  const ada = await verifiedFan(browser, baseURL!, XSS_NAME, "198.19.1.1");
  const ben = await verifiedFan(browser, baseURL!, "Ben", "198.19.1.2");
  const { id } = await inPlay();
  // Ben's page follows the match, its odds and its chat over one connection.
  const streams: string[] = [];
  ben.on("response", (response) => {
    if (!response.headers()["content-type"]?.startsWith("text/event-stream")) return;
    const { pathname, search } = new URL(response.url());
    streams.push(pathname + search);
  });
  for (const fan of [ada, ben]) {
    await fan.setViewportSize({ width: 1280, height: 900 });
    await fan.goto(`/match/${id}`);
    await expect(
      chat(fan)
        .getByText(/No messages yet|Older messages|\d\d:\d\d/)
        .first(),
    ).toBeVisible();
  }

  // Ada writes; Ben sees it live, every part of it as text.
  await composer(ada).fill(XSS_TEXT);
  await expect(chat(ada).getByText(`${[...XSS_TEXT].length}/500`)).toBeVisible();
  await chat(ada).getByRole("button", { name: "Send" }).click();
  const adaLine = chat(ben).locator("li[data-message-id]").filter({ hasText: HOOPS, hasNotText: REPLY });
  await expect(adaLine).toContainText(XSS_TEXT);
  await expect(adaLine).toContainText(XSS_NAME);
  expect(streams).toEqual([`/api/live/matches/${id}?with=chat`]);

  // Ben replies, quoting it; Ada sees the reply.
  await adaLine.getByRole("button", { name: "Reply" }).click();
  await composer(ben).fill(REPLY);
  await composer(ben).press("Enter");
  const reply = chat(ada).locator("li[data-message-id]").filter({ hasText: REPLY });
  await expect(reply).toContainText(`${XSS_NAME}: ${XSS_TEXT}`);
  expect(await ben.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Ben reports Ada's message.
  await adaLine.getByRole("button", { name: "Report" }).click();
  await expect(chat(ben).getByText("Thanks: the moderators will look at it.")).toBeVisible();

  // A moderator times Ada out from the room itself; Ada learns why and until when.
  await staffMember(page, request, "moderator", false);
  await page.goto(`/match/${id}`);
  const line = chat(page).locator("li[data-message-id]").filter({ hasText: HOOPS, hasNotText: REPLY });
  await line.getByRole("button", { name: "Moderate" }).click();
  await expect(line.getByLabel("Time-out length")).toHaveValue("600");
  await line.getByRole("button", { name: "Time out", exact: true }).click();
  await expect(chat(page).getByText(`${XSS_NAME} is timed out for 10 minutes.`)).toBeVisible();
  await composer(ada).fill("Why can I not speak?");
  await chat(ada).getByRole("button", { name: "Send" }).click();
  await expect(chat(ada).getByRole("alert")).toContainText(
    /You are timed out until .+ Reason: Timed out by a moderator\./,
  );

  // The report waits in the admin area with the messages around it.
  await page.goto("/cms/chat");
  const report = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("list", { name: /Context of report/ }) })
    // Other journeys report messages of their own meanwhile: this one is Ada's.
    .filter({ hasText: HOOPS });
  await expect(report.first()).toContainText(XSS_TEXT);
  await expect(report.first()).toContainText("Not a chance");
  await report.first().getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText(/Report \d+ dismissed\./)).toBeVisible();
  await expectAccessible(page);

  // On a phone, Ben, who may write, finds the box and its Send button at the top of the chat tab.
  await ben.setViewportSize({ width: 390, height: 844 });
  await ben.goto(`/match/${id}`);
  await expectAtTopOfPhoneChat(
    ben,
    chat(ben)
      .locator("form")
      .filter({ has: ben.getByLabel("Your message") }),
  );
  await expect(chat(ben).getByRole("button", { name: "Send" })).toBeVisible();
});

test("a fan who has not confirmed their e-mail is told so in the composer's place, before typing, at the top of the chat tab on a phone", async ({
  page,
  inPlay,
}) => {
  await register(page, uniqueEmail("chat-unverified"), "New Fan");
  const { id } = await inPlay();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/match/${id}`);
  const verify =
    "Verify your e-mail address to write in the chat: open the link we sent you, or send a new one from your account.";
  await expect(chat(page)).toContainText(verify);
  await expect(composer(page)).toHaveCount(0);
  await expect(chat(page).getByRole("link", { name: "send a new one from your account" })).toHaveAttribute(
    "href",
    "/account",
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/match/${id}`);
  await expectAtTopOfPhoneChat(page, chat(page).locator("p").filter({ hasText: verify }));
  await expect(composer(page)).toHaveCount(0);
});

test("the chat is a tab on phones and sits beside the timeline on desktop, in both themes", async ({
  page,
  inPlay,
}) => {
  test.setTimeout(patience(60_000));
  const { id } = await inPlay();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/match/${id}`);
  await expect(chat(page)).toBeHidden();
  await page.getByRole("navigation", { name: "Match centre" }).getByRole("link", { name: "Chat" }).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  // What to do before writing sits at the top of the tab, above the messages and the tab bar.
  const note = chat(page).getByRole("link", { name: "Sign in" });
  const messages = chat(page).getByRole("list", { name: "Messages" });
  const tabBar = page.getByRole("navigation", { name: "Sections" });
  expect((await note.boundingBox())!.y).toBeLessThan((await messages.boundingBox())!.y);
  expect((await note.boundingBox())!.y + 24).toBeLessThan((await tabBar.boundingBox())!.y);
  await expectAccessibleEverywhere(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/match/${id}`);
  await expect(chat(page)).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toBeVisible();
  // Beside the timeline the composer's place is under the messages, as in any chat.
  expect((await chat(page).getByRole("link", { name: "Sign in" }).boundingBox())!.y).toBeGreaterThan(
    (await chat(page).getByRole("list", { name: "Messages" }).boundingBox())!.y,
  );
  // A live match's page as a visitor first sees it: swept with the signed-out screens
  // (accessibility.spec.ts) at both widths and in both schemes.
  await expectAccessible(page);
});
