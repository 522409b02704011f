import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";

/** A fan with Premium (TV included), bought through the demo gateway. */
async function premiumFan(page: Page) {
  await register(page, uniqueEmail("tv-live"), "Channel Surfer");
  await page.goto("/checkout/premium-monthly");
  await page.getByLabel(/Demo checkout/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\?payment=\d+$/, { timeout: 15_000 });
}

/** The demo channel video is transcoded after boot: wait until the channel's stream is ready. */
async function waitForChannel(page: Page, channelId: string) {
  await expect
    .poll(async () => (await page.request.get(`/api/tv/channels/${channelId}/stream`)).status(), {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(200);
}

const sports1 = (page: Page) =>
  page.getByRole("list", { name: "Channels" }).getByRole("listitem").filter({ hasText: "Goalline Sports 1" });

async function watch(page: Page) {
  const card = sports1(page);
  await card.getByRole("button", { name: "Watch Goalline Sports 1" }).click();
  const player = card.getByTestId("video-player");
  await expect(player).toBeVisible();
  return player;
}

test("a fan with TV presses Watch on a demo channel and it plays; a newer stream elsewhere stops it", async ({
  page,
  consoleErrors,
}) => {
  // The demo channel may still be transcoding (up to 150 s after boot).
  test.setTimeout(patience(200_000));
  // The stopped stream's files answer 409, which Chromium logs.
  consoleErrors.allow(/status of 409/);
  await premiumFan(page);
  // The page's own clock, so the minute after which the player renews its address (and learns its
  // stream was stopped) can be jumped rather than waited out; it runs at real speed until then.
  await page.clock.install();
  await page.goto("/tv");
  const slot = sports1(page).locator("[data-channel-player]");
  const channelId = (await slot.getAttribute("data-channel-player")) ?? "";
  await waitForChannel(page, channelId);

  const player = await watch(page);
  await expect(page.getByRole("figure", { name: "Goalline Sports 1, live" })).toBeVisible();
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  expect(await player.evaluate((video: HTMLVideoElement) => video.loop)).toBe(true);

  // Two more streams on the account (another device): the oldest, this page's, is stopped and says so.
  for (let i = 0; i < 2; i += 1) {
    expect((await page.request.get(`/api/tv/channels/${channelId}/stream`)).status()).toBe(200);
  }
  // A looping channel is soon all buffered and asks nothing more; the renewal a minute on says it stopped.
  await page.clock.fastForward("01:00");
  await expect(sports1(page).getByRole("alert")).toContainText("started playing on another device");
  // Watching here again takes the slot back.
  const again = sports1(page).getByRole("button", { name: "Watch again Goalline Sports 1" });
  await again.click();
  await expect
    .poll(
      () =>
        sports1(page)
          .getByTestId("video-player")
          .evaluate((video: HTMLVideoElement) => video.currentTime),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0.5);
});

test.describe(() => {
  // On a phone (the journey above plays on a desktop); axe checks both widths.
  test.use({ viewport: { width: 390, height: 844 } });

  test("the TV page with a channel playing reads well on a phone and a desktop, light and dark", async ({
    page,
  }) => {
    // The demo channel may still be transcoding (up to 150 s after boot), then a player starts.
    test.setTimeout(patience(200_000));
    await premiumFan(page);
    await page.goto("/tv");
    const channelId =
      (await sports1(page).locator("[data-channel-player]").getAttribute("data-channel-player")) ?? "";
    await waitForChannel(page, channelId);
    await page.goto("/tv");
    const player = await watch(page);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 })
      .toBeGreaterThan(1);
    // Video screens are always dark, so that one theme is checked at both widths.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectAccessibleEverywhere(page);
  });
});
