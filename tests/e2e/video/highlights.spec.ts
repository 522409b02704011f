import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, patience, test } from "../support/fixtures.ts";

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

  const address = `/match-highlight/${clip.match.id}?clip=${clip.id}`;
  await page.goto("/highlights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Highlights");
  await page.locator(`a[href="${address}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === address);
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
  await expect(page).toHaveURL((url) => url.pathname + url.search === address);
  // The highlights and a clip's page are swept by axe with the signed-out screens (accessibility.spec.ts).
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

test("the number is the match's: it opens the match's clip, and a clip's former address moves there for good", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(300_000));
  let clips: Card[] = [];
  await expect
    .poll(
      async () => {
        clips = ((await (await request.get("/api/highlights")).json()) as { data: Card[] }).data;
        return clips.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);

  const clip = clips[0]!;
  const ofMatch = (
    (await (await request.get(`/api/highlights?match=${clip.match.id}`)).json()) as { data: Card[] }
  ).data;
  const response = await page.goto(`/match-highlight/${clip.match.id}`);
  expect(response?.status()).toBe(200);
  // The match's newest clip plays; the page names it as its own address.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ofMatch[0]!.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/match-highlight/${clip.match.id}\\?clip=${ofMatch[0]!.id}$`),
  );

  // A clip's own number from before, where no match of that number has clips.
  let former: Card | undefined;
  for (const candidate of clips) {
    const same = (await (await request.get(`/api/highlights?match=${candidate.id}`)).json()) as {
      data: Card[];
    };
    if (same.data.length === 0) {
      former = candidate;
      break;
    }
  }
  expect(former, "a clip whose id is no match with clips").toBeDefined();
  const moved = await request.get(`/match-highlight/${former!.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/match-highlight/${former!.match.id}?clip=${former!.id}`);
  await page.goto(`/match-highlight/${former!.id}`);
  await expect(page).toHaveURL((url) => url.pathname === `/match-highlight/${former!.match.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(former!.title);
});

test("a clip's length sits beside its title, never over it or the picture, and is the media's own", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(300_000));
  type Listed = Card & { duration_seconds: number | null };
  let clips: Listed[] = [];
  await expect
    .poll(
      async () => {
        clips = ((await (await request.get("/api/highlights")).json()) as { data: Listed[] }).data;
        return clips.filter((clip) => clip.duration_seconds !== null).length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/highlights");
    for (const clip of clips.filter((listed) => listed.duration_seconds !== null)) {
      const card = page.locator(`a[href="/match-highlight/${clip.match.id}?clip=${clip.id}"]`).first();
      const length = card.locator("[data-clip-length]");
      const seconds = Math.round(clip.duration_seconds!);
      await expect(length).toHaveText(
        `Length ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
      );
      const title = card.locator("[data-clip-title]");
      const box = async (part: Locator) => (await part.boundingBox())!;
      const titleBox = await box(title);
      const lengthBox = await box(length);
      const pictureBox = await box(card.locator(".aspect-video"));
      const overlaps =
        titleBox.x < lengthBox.x + lengthBox.width &&
        lengthBox.x < titleBox.x + titleBox.width &&
        titleBox.y < lengthBox.y + lengthBox.height &&
        lengthBox.y < titleBox.y + titleBox.height;
      expect(overlaps, `${width} px: the length covers "${await title.textContent()}"`).toBe(false);
      expect(lengthBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
      // Nothing of the title is clipped: it wraps instead.
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  }
});
