import type { APIRequestContext } from "@playwright/test";
import { expectAccessibleEverywhere } from "./axe.ts";
import { expect, patience, test } from "./fixtures.ts";

type Card = { id: number; title: string; match: { id: number; competition: { name: string } } };
type Chapter = { seconds: number | null; label: string };

/**
 * The server seeds demo clips at boot (rendered and transcoded in the background): wait for one
 * whose match has a goal or red card, so its timeline has a moment to jump to.
 */
async function clipWithMoments(request: APIRequestContext): Promise<{ clip: Card; chapters: Chapter[] }> {
  let found: { clip: Card; chapters: Chapter[] } | null = null;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get("/api/highlights")).json()) as { data: Card[] };
        for (const clip of list.data) {
          const detail = (await (await request.get(`/api/highlights/${clip.id}`)).json()) as {
            data: { chapters: Chapter[] };
          };
          const chapters = detail.data.chapters.filter((c) => c.seconds !== null && c.seconds > 0.5);
          if (chapters.length > 0) found = { clip, chapters };
        }
        return found !== null;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

test("a fan finds a clip, plays it, jumps to a goal and reaches it from the match centre", async ({
  page,
  request,
}) => {
  // The demo clips may take up to four minutes to render and transcode after the server starts.
  test.setTimeout(patience(300_000));
  const { clip, chapters } = await clipWithMoments(request);

  await page.goto("/highlights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Highlights");
  await page.locator(`a[href="/match-highlight/${clip.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/match-highlight/${clip.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(clip.title);
  await expect(page.getByRole("region", { name: "Match" })).toContainText(clip.match.competition.name);

  const player = page.getByTestId("video-player");
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.3);

  // Back to the start, paused: the chapter button alone moves the clip to its moment.
  const latest = chapters.reduce((a, b) => ((b.seconds ?? 0) > (a.seconds ?? 0) ? b : a));
  await player.evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 0;
  });
  await page.getByRole("button", { name: latest.label }).click();
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual((latest.seconds ?? 0) - 0.3);
  await expect(page.getByText(/cannot be played/)).toHaveCount(0);

  await page.goto(`/match/${clip.match.id}`);
  const card = page.getByRole("region", { name: "Highlights" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: clip.title }).click();
  await expect(page).toHaveURL(new RegExp(`/match-highlight/${clip.id}$`));

  for (const path of ["/highlights", `/match-highlight/${clip.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }
});

test("filters come from the address, and unknown clips are the site's 404", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await page.goto("/highlights?competition=no-such-league");
  await expect(page.getByText("No highlights match")).toBeVisible();
  const response = await page.goto("/match-highlight/999999");
  expect(response?.status()).toBe(404);
});
