import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, staffMember } from "../support/staff.ts";

/** The first channel of the line-up, as the public API lists it. */
async function firstChannelId(page: import("@playwright/test").Page): Promise<number> {
  const answer = await page.request.get("/api/tv/channels");
  return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
}

const grid = (page: import("@playwright/test").Page) => page.getByRole("grid", { name: /^Programme guide/ });

test("a guest reads the channels and the day grid, changes day and follows a programme to its match", async ({
  page,
}) => {
  await page.goto("/tv");
  const channels = page.getByRole("list", { name: "Channels" });
  const sports = channels.getByRole("listitem").filter({ hasText: "Goalline Sports 1" });
  await expect(sports).toContainText("Now:");
  await expect(sports).toContainText("Next:");
  await expect(sports.getByRole("progressbar")).toBeVisible();
  // Watching needs an account first; no player slot reaches a guest.
  await expect(sports.getByRole("link", { name: /^Sign in to watch/ })).toHaveAttribute(
    "href",
    "/login?redirectTo=%2Ftv",
  );
  await expect(page.locator("[data-channel-player]")).toHaveCount(0);
  const stream = await page.request.get(`/api/tv/channels/${await firstChannelId(page)}/stream`);
  expect(stream.status()).toBe(401);
  expect(((await stream.json()) as { error: { code: string } }).error.code).toBe("sign-in-required");

  await expect(grid(page).getByRole("rowheader")).toHaveText([
    "Goalline Sports 1",
    "Goalline Sports 2",
    "Goalline Classics",
  ]);
  await expect(page.locator("[data-now-line]")).toHaveCount(1);

  // The arrow keys walk the grid: along a channel, then down to the next one.
  const first = grid(page).getByRole("gridcell").first().getByRole("link");
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(grid(page).getByRole("gridcell").nth(1).getByRole("link")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toHaveAttribute("href", /programme=/);
  const focusedRow = await page
    .locator(":focus")
    .evaluate((el) => el.closest("[data-row]")?.getAttribute("data-row"));
  expect(focusedRow).toBe("1");

  // Another day: the grid follows, with no "now" line away from today.
  const days = page.getByRole("navigation", { name: "Guide days" }).getByRole("link");
  await expect(days).toHaveCount(8);
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
  await days.nth(2).click();
  await expect(days.nth(2)).toHaveAttribute("aria-current", "date");
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator("[data-now-line]")).toHaveCount(0);

  // A match on Sports 1: its details link to the match centre.
  for (let day = 1; day < 8; day += 1) {
    await days.nth(day).click();
    await expect(days.nth(day)).toHaveAttribute("aria-current", "date");
    if (
      (await grid(page)
        .getByRole("link", { name: /· Match/ })
        .count()) > 0
    )
      break;
  }
  const matchProgramme = grid(page)
    .getByRole("link", { name: /· Match/ })
    .first();
  const title = (await matchProgramme.locator("span").first().textContent()) ?? "";
  await matchProgramme.click();
  const detail = page.getByRole("region", { name: title });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText("Goalline Sports");
  const centre = detail.getByRole("link", { name: /^Match centre: / });
  await expect(centre).toHaveAttribute("href", /^\/match\/\d+$/);
  await centre.click();
  await expect(page).toHaveURL(/\/match\/\d+$/);
});

test("a fan without a plan is pointed to the plans with TV", async ({ page }) => {
  await register(page, uniqueEmail("tv-fan"));
  await page.goto("/tv");
  const sports = page.getByRole("list", { name: "Channels" }).getByRole("listitem").first();
  await expect(sports.getByRole("link", { name: /^Included in plans with TV/ })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.locator("[data-channel-player]")).toHaveCount(0);
  const stream = await page.request.get(`/api/tv/channels/${await firstChannelId(page)}/stream`);
  expect(stream.status()).toBe(403);
  expect(await stream.json()).toMatchObject({
    error: { code: "entitlement-required", details: { pricing: "/pricing" } },
  });
});

const guide = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tv SYSTEM "xmltv.dtd">
<tv generator-info-name="e2e">
  <channel id="e2e-news.example"><display-name lang="en">E2E News</display-name></channel>
  <programme start="20261123190000 +0100" stop="20261123200000 +0100" channel="e2e-news.example">
    <title lang="en">Evening News</title><title lang="fr">Le journal</title>
  </programme>
  <programme start="20261123200000 +0100" channel="e2e-news.example"><title>Late Edition</title></programme>
  <programme start="20261123210000 +0100" stop="20261123220000 +0100" channel="e2e-news.example"><title>Night</title></programme>
  <programme start="20261123210000 +0100" stop="20261123220000 +0100" channel="nobody.example"><title>Lost</title></programme>
  <programme start="never" channel="e2e-news.example"><title>Broken</title></programme>
</tv>`;

test("an editor uploads an XMLTV guide and reads what it imported", async ({ page, request }) => {
  await staffMember(page, request, "editor", false);
  await page.goto("/cms");
  await (await adminNav(page)).getByRole("link", { name: "TV guide" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV guide");
  await page.getByLabel("Guide file").setInputFiles({
    name: "guide.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(guide),
  });
  await page.getByRole("button", { name: "Import guide" }).click();
  const summary = page.getByRole("status").filter({ hasText: "Imported" });
  await expect(summary).toContainText("Imported guide.xml.");
  const value = (field: string) => summary.locator(`[data-field="${field}"]`);
  await expect(value("programmes")).toHaveText("3");
  await expect(value("ignored")).toHaveText("1");
  await expect(value("skipped")).toHaveText("1");
  await expect(page.getByRole("table", { name: "TV channels" })).toContainText("E2E News");

  await page.getByRole("link", { name: "E2E News" }).click();
  await expect(page).toHaveURL(/\/cms\/tv\/\d+$/);
  await page.goto(`${page.url()}?date=2026-11-23`);
  await expect(page.getByRole("list", { name: "Programmes" }).getByRole("listitem")).toHaveCount(3);
});

test("an editor adds a channel and a programme by hand, each form checked as the API checks it", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The two refused forms answer 400, which the browser logs.
  consoleErrors.allow(/status of 400/);
  await staffMember(page, request, "editor", false);
  await page.goto("/cms/tv");
  const stamp = Date.now();
  const adding = page.getByRole("region", { name: "Add a channel" });
  await adding.getByLabel("Name").fill(`Hand Made TV ${stamp}`);
  // The guide id takes the API's rule and its words.
  await adding.getByLabel("Guide id").fill("hand made");
  await adding.getByRole("button", { name: "Add channel" }).click();
  await expect(adding.getByText("Use letters, digits and punctuation without spaces")).toBeVisible();
  await adding.getByLabel("Guide id").fill(`hand-${stamp}.example`);
  await adding.getByRole("button", { name: "Add channel" }).click();
  await expect(page).toHaveURL(/\/cms\/tv\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hand Made TV ${stamp}`);

  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByLabel("Logo address").fill("ftp://logos.example/hand.png");
  await settings.getByRole("button", { name: "Save channel" }).click();
  await expect(
    settings.getByText("Enter a web address starting with https:// or a path on this site"),
  ).toBeVisible();
  // Another site's logo is kept, but the guide does not draw it: the pages load images from this site
  // and the image host only, and a blocked one would be a broken image.
  await settings.getByLabel("Logo address").fill("https://logos.example/hand.png");
  await settings.getByRole("button", { name: "Save channel" }).click();
  await expect(page.getByText("Channel saved.")).toBeVisible();
  await expect(settings.getByLabel("Logo address")).toHaveValue("https://logos.example/hand.png");
  const channelPage = page.url();
  const onGuide = async () => {
    await page.goto("/tv");
    return page
      .getByRole("list", { name: "Channels" })
      .getByRole("heading", { name: `Hand Made TV ${stamp}` });
  };
  await expect(await onGuide()).toBeVisible();
  await expect((await onGuide()).locator("img")).toHaveCount(0);
  await page.goto(channelPage);
  await settings.getByLabel("Logo address").fill("/icon-192.png");
  await settings.getByRole("button", { name: "Save channel" }).click();
  await expect(page.getByText("Channel saved.")).toBeVisible();
  const heading = await onGuide();
  await expect(heading.locator("img")).toHaveAttribute("src", "/icon-192.png");
  await page.goto(channelPage);

  // The programme form comes set to this evening, 20:00 to 21:00 in the editor's zone.
  const programme = page.getByRole("region", { name: "Add a programme" });
  await programme.getByLabel("Title", { exact: true }).fill("Made by hand");
  await programme.getByRole("button", { name: "Add programme" }).click();
  await expect(page.getByText("Programme added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Programmes" })).toContainText("Made by hand");
});

test.describe(() => {
  // On a phone (the guest's journey above reads the grid on a desktop); axe checks both widths.
  test.use({ viewport: { width: 390, height: 844 } });

  test("the TV guide and its admin page read well on a phone and a desktop, light and dark", async ({
    page,
    request,
  }) => {
    // Two screens, each swept by axe at two widths, after a sign-up.
    test.setTimeout(patience(60_000));
    await staffMember(page, request, "editor", false);
    await page.goto("/tv");
    await expect(grid(page)).toBeVisible();
    // Video screens are always dark, so that one theme is checked at both widths.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectAccessibleEverywhere(page);
    await page.goto("/cms/tv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV guide");
    await expectAccessibleEverywhere(page);
  });
});
