import type { Browser, Page } from "@playwright/test";
import { mailedLink, register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { expectAccessible, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

/** A fan in a browser of their own, registered with a confirmed e-mail address. */
async function verifiedFan(browser: Browser, baseURL: string, name: string, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  const email = uniqueEmail("chatmod");
  await register(page, email, name);
  const link = new URL(await mailedLink(email, /Confirm your e-mail/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

/**
 * The room these journeys moderate: a football match in play that they change for good (slow mode,
 * links, time-outs), so the chat spec, which talks in rooms as they come, is never handed it.
 */
const moderatedRoom = { own: "for-good", holder: "chat moderation" } as const;

const chat = (page: Page) => page.getByRole("region", { name: "Fan chat" });

// The room outlives a test (retries share the server): this run's words are its own.
const run = Date.now().toString(36);

// The sent message, not the text still in the box while the send is on its way.
const messages = (fan: Page) => chat(fan).getByRole("list", { name: "Messages" });

async function say(fan: Page, text: string) {
  await chat(fan).getByLabel("Your message").fill(text);
  await chat(fan).getByRole("button", { name: "Send" }).click();
}

test("a moderator picks a time-out's length and the room's switches, keeps a room's settings in the admin area, then lifts the time-out", async ({
  page,
  browser,
  baseURL,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(120_000));
  const fan = await verifiedFan(browser, baseURL!, "Chanter", "198.19.2.1");
  const { id } = await inPlay(moderatedRoom);
  await fan.goto(`/match/${id}`);
  await say(fan, `Sing up for the lads ${run}`);
  await expect(
    chat(fan)
      .locator("li[data-message-id]")
      .filter({ hasText: `Sing up for the lads ${run}` }),
  ).toBeVisible();

  await staffMember(page, request, "moderator", false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/match/${id}`);
  const room = chat(page);

  // The room's own switches: slow mode and premium-only, on and back off.
  await room.getByText("Room tools").click();
  await room.getByLabel("Slow mode").selectOption({ label: "30 seconds" });
  await expect(room.getByText("Slow mode: one message every 30 s.")).toBeVisible();
  await expect(room.locator("header")).toContainText("Slow mode 30 s");
  // The box shows the room's state: it ticks once the server has switched the room.
  await room.getByLabel("Premium members only").click();
  await expect(room.getByText("Premium-only mode is on.")).toBeVisible();
  await expect(room.getByLabel("Premium members only")).toBeChecked();
  await expect(room.locator("header")).toContainText("Premium only");
  await room.getByLabel("Premium members only").click();
  await expect(room.getByText("Premium-only mode is off.")).toBeVisible();
  await expect(room.getByLabel("Premium members only")).not.toBeChecked();
  await room.getByLabel("Slow mode").selectOption({ label: "Off" });
  await expect(room.getByText("Slow mode is off.")).toBeVisible();

  // A time-out of the length chosen.
  const line = room.locator("li[data-message-id]").filter({ hasText: `Sing up for the lads ${run}` });
  await line.getByRole("button", { name: "Moderate" }).click();
  await line.getByLabel("Time-out length").selectOption({ label: "1 hour" });
  await line.getByRole("button", { name: "Time out", exact: true }).click();
  await expect(room.getByText("Chanter is timed out for 1 hour.")).toBeVisible();
  await expectAccessible(page);
  await say(fan, "Why so quiet?");
  await expect(chat(fan).getByRole("alert")).toContainText(/You are timed out until/);

  // The admin area lists it with who set it, and lifts it.
  await page.goto("/cms/chat");
  const sanctions = page.getByRole("region", { name: "Time-outs and bans in force" });
  const row = sanctions.getByRole("row").filter({ hasText: "Chanter" });
  await expect(row).toContainText("Time-out");
  await expect(row).toContainText(`Match ${id}`);
  await expect(row).toContainText("Timed out by a moderator");
  await expect(row).toContainText("Staff moderator");
  // Moderators see the operator's links switch but do not change it (the other test may be flipping it).
  await expect(
    page.getByText(/Links in chat messages are (not )?allowed\. An operator changes this\./),
  ).toBeVisible();
  await expect(page.getByLabel("Allow links in chat")).toHaveCount(0);
  await expectAccessible(page);

  // The room form opens with the room as it is, so changing slow mode leaves premium-only alone.
  // Another match's room: the links test beside this one talks in the room above.
  const { id: roomId } = await inPlay({ ...moderatedRoom, sport: "tennis" });
  const roomSettings = page.getByRole("region", { name: "Room settings" });
  // Today's live rooms come first, one click each, before any search.
  const liveRooms = roomSettings.getByRole("navigation", { name: "Rooms of matches live now" });
  await liveRooms.locator(`a[href$="?room=${roomId}#room-settings"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]room=${roomId}(#|$)`));
  const roomForm = roomSettings.getByRole("form", { name: `Room of match ${roomId}` });
  await expect(roomForm.getByLabel("Premium members only")).not.toBeChecked();
  await roomForm.getByLabel("Premium members only").check();
  await roomForm.getByRole("button", { name: "Save room" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Room of match ${roomId} updated.` }),
  ).toBeVisible();
  await page.reload();
  await expect(roomForm.getByLabel("Premium members only")).toBeChecked();
  await roomForm.getByLabel("Slow mode (seconds, 0 = off)").fill("15");
  await roomForm.getByRole("button", { name: "Save room" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Room of match ${roomId} updated.` }),
  ).toBeVisible();
  await page.reload();
  await expect(roomForm.getByLabel("Slow mode (seconds, 0 = off)")).toHaveValue("15");
  await expect(roomForm.getByLabel("Premium members only")).toBeChecked();
  // The chat screen in its four looks, with a time-out in force and a room's settings open.
  await expectAccessibleEverywhere(page);
  await roomForm.getByLabel("Slow mode (seconds, 0 = off)").fill("0");
  await roomForm.getByLabel("Premium members only").uncheck();
  await roomForm.getByRole("button", { name: "Save room" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Room of match ${roomId} updated.` }),
  ).toBeVisible();

  await row.getByRole("button", { name: "Lift the time-out of Chanter" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Chanter may write in the chat again." }),
  ).toBeVisible();
  await expect(sanctions.getByRole("row").filter({ hasText: "Chanter" })).toHaveCount(0);

  await say(fan, `Back in full voice ${run}`);
  await expect(
    chat(fan)
      .locator("li[data-message-id]")
      .filter({ hasText: `Back in full voice ${run}` }),
  ).toBeVisible();
});

test("an operator allows links in the chat; they open as nofollow links, and are plain text again when switched off", async ({
  page,
  browser,
  baseURL,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(120_000));
  const fan = await verifiedFan(browser, baseURL!, "Linker", "198.19.2.2");
  // A room of its own: the moderation journeys beside it turn slow mode on in theirs, which would
  // hold back this fan's second message.
  const { id } = await inPlay({ own: "for-good", holder: "chat links" });
  await fan.goto(`/match/${id}`);
  await say(fan, `first at example.com/first-${run}`);
  await expect(messages(fan).getByText(`first at example.com/first-${run}`)).toBeVisible();
  await expect(chat(fan).getByRole("link", { name: `example.com/first-${run}` })).toHaveCount(0);

  await staffMember(page, request, "operator", true);
  const setLinks = async (on: boolean) => {
    await page.goto("/cms/chat");
    const box = page.getByLabel("Allow links in chat");
    if (on) await box.check();
    else await box.uncheck();
    await page.getByRole("button", { name: "Save chat settings" }).click();
    const done = on ? "Links are now allowed in the chat." : "Links are no longer allowed in the chat.";
    await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();
  };
  await setLinks(true);
  await expectAccessible(page);

  await fan.reload();
  await say(fan, `highlights at example.com/goals-${run}`);
  const link = chat(fan).getByRole("link", { name: `example.com/goals-${run}` });
  await expect(link).toHaveAttribute("href", `https://example.com/goals-${run}`);
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");

  await setLinks(false);
  await fan.reload();
  await expect(messages(fan).getByText(`highlights at example.com/goals-${run}`)).toBeVisible();
  await expect(chat(fan).getByRole("link", { name: `example.com/goals-${run}` })).toHaveCount(0);
});

test("a moderator deletes a reported message, still times its author out from the report, then lifts it on the author's page", async ({
  page,
  browser,
  baseURL,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(120_000));
  const name = `Heckler${run}`;
  const author = await verifiedFan(browser, baseURL!, name, "198.19.2.3");
  const reporter = await verifiedFan(browser, baseURL!, "Steward", "198.19.2.4");
  // The moderator signs in first: the report stays open only briefly, as other journeys read the open queue.
  await staffMember(page, request, "moderator", false);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id } = await inPlay(moderatedRoom);
  await author.goto(`/match/${id}`);
  await say(author, `You are all rubbish ${run}`);
  await reporter.goto(`/match/${id}`);
  await messages(reporter)
    .locator("li[data-message-id]")
    .filter({ hasText: `You are all rubbish ${run}` })
    .getByRole("button", { name: "Report" })
    .click();
  await expect(chat(reporter).getByText("Thanks: the moderators will look at it.")).toBeVisible();

  await page.goto("/cms/chat");
  const reports = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("list", { name: /Context of report/ }) });
  await reports
    .filter({ hasText: `You are all rubbish ${run}` })
    .getByRole("button", { name: "Delete message" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /Message \d+ deleted\./ })).toBeVisible();

  // The report is closed and the message gone, yet its author can still be timed out from it.
  await page.goto("/cms/chat?state=actioned");
  const report = reports.filter({ hasText: `Written by ${name} (message deleted)` }).first();
  await expect(report).toContainText("Closed: actioned.");
  await report.getByLabel(`Time out ${name} in this room for`).selectOption({ label: "1 hour" });
  await report.getByRole("button", { name: "Time out", exact: true }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${name} is timed out of the room of match ${id} for 1 hour.` }),
  ).toBeVisible();
  await expect(report.getByRole("list", { name: `Time-outs and bans of ${name}` })).toContainText(
    `Timed out from the room of match ${id} until`,
  );
  // The closed reports, each with its author's time-outs, in their four looks.
  await expectAccessibleEverywhere(page);
  await say(author, "Let me back in");
  await expect(chat(author).getByRole("alert")).toContainText(/You are timed out until/);

  // The author's page shows the time-out and lifts it; a ban there asks first.
  await report.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const standing = page.getByRole("region", { name: "Chat" });
  await expect(standing.getByRole("list", { name: `Time-outs and bans of ${name}` })).toContainText(
    `Timed out from the room of match ${id} until`,
  );
  await expectAccessible(page);
  await standing.getByRole("button", { name: `Lift the time-out of ${name}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${name} may write in the chat again.` }),
  ).toBeVisible();
  await expect(standing).toContainText(`${name} is not timed out or banned.`);
  await say(author, `Sorry about that ${run}`);
  await expect(messages(author).getByText(`Sorry about that ${run}`)).toBeVisible();

  await standing.getByRole("button", { name: "Ban from every room" }).click();
  const ask = page.getByRole("alertdialog", { name: `Ban ${name}?` });
  await expect(ask).toContainText("cannot write in any chat room until a moderator lifts it");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(standing).toContainText(`${name} is not timed out or banned.`);
  await standing.getByRole("button", { name: "Ban from every room" }).click();
  await ask.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${name} is banned from every chat room.` }),
  ).toBeVisible();
  await expect(standing).toContainText("Banned from every room until lifted");
  await standing.getByRole("button", { name: `Lift the ban of ${name}` }).click();
  await expect(standing).toContainText(`${name} is not timed out or banned.`);
});
