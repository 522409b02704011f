import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

const ffmpeg = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** Four seconds of test pattern and tone, small enough that the ladder is one 180p rendition. */
function makeClip(): string {
  const file = join(mkdtempSync(join(tmpdir(), "goalline-clip-")), "kick-off.mp4");
  execFileSync(ffmpeg, [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=4"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file],
  ]);
  return file;
}

test("an editor uploads a clip, watches it reach Ready and plays it in the preview", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(180_000));
  await staffMember(page, request, "editor", false);

  await page.goto("/cms/videos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videos");
  await page.getByLabel("Title", { exact: true }).first().fill("Kick-off test pattern");
  await page.getByLabel("Video file").setInputFiles(makeClip());
  await page.getByRole("button", { name: "Upload" }).click();

  await expect(page).toHaveURL(/\/cms\/videos\/\d+$/, { timeout: 30_000 });
  const videoPage = new URL(page.url()).pathname;
  await expect(page.locator("[data-status]").first()).toHaveText("Ready", { timeout: 120_000 });

  const player = page.getByTestId("video-player");
  await expect(player).toBeVisible();
  await expect(page.getByRole("figure", { name: "Kick-off test pattern" })).toBeVisible();
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  await expect(page.getByText(/cannot be played/)).toHaveCount(0);

  await page.goto("/cms/videos");
  await expect(page.getByRole("row", { name: /Kick-off test pattern/ })).toContainText("Ready");

  for (const path of ["/cms/videos", videoPage]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }
});

test("an external YouTube video is added without JavaScript and sits behind a click-to-load facade", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The refused form answers 400, which the browser logs.
  consoleErrors.allow(/status of 400/);
  await staffMember(page, request, "editor", false);
  await page.goto("/cms/videos");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add an external video" }) });
  await form.getByLabel("Title").fill("Classic goals");
  await form.getByLabel("Video id or address").fill("not an id");
  await form.getByRole("button", { name: "Add video" }).click();
  await expect(form.getByRole("alert")).toContainText("11-character YouTube");

  const thirdParty: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith(new URL(page.url()).origin)) thirdParty.push(sent.url());
  });
  await form.getByLabel("Video id or address").fill("dQw4w9WgXcQ");
  await form.getByRole("button", { name: "Add video" }).click();
  await expect(page).toHaveURL(/\/cms\/videos\/\d+\?saved=1$/);
  await expect(page.getByRole("button", { name: "Play “Classic goals”" })).toBeVisible();
  expect(thirdParty).toEqual([]);
});

test("an editor places a chapter on a highlight and fans jump to it", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(patience(300_000));
  consoleErrors.allow(/status of 400/);
  // Demo clips (8 s each) are rendered in the background at boot: wait for one. Another journey may
  // have made an outside video (no length known here) a match's highlight: the clip is asked for by
  // its length, which the chapter times below depend on.
  let clipId = 0;
  let matchId = 0;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get("/api/highlights")).json()) as {
          data: { id: number; match: { id: number }; duration_seconds: number | null }[];
        };
        const clip = list.data.find(
          ({ duration_seconds }) => duration_seconds !== null && duration_seconds > 6 && duration_seconds < 9,
        );
        clipId = clip?.id ?? 0;
        matchId = clip?.match.id ?? 0;
        return clipId;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  await staffMember(page, request, "editor", false);
  await page.goto(`/cms/videos/${clipId}`);
  const editor = page.getByRole("form", { name: "Chapters" });
  await expect(editor).toBeVisible();

  const rows = editor.getByTestId("chapter-row");
  const before = await rows.count();
  await editor.getByRole("button", { name: "Add a chapter" }).click();
  await expect(rows).toHaveCount(before + 1);
  const added = rows.last();
  await added.getByLabel("Label").fill("Keeper's double save");
  await added.getByLabel("Time (mm:ss)").fill("0:09");
  await editor.getByRole("button", { name: "Save chapters" }).click();
  await expect(added).toContainText("the time must be within the clip");
  await expect(added.getByLabel("Time (mm:ss)")).toHaveAttribute("aria-invalid", "true");

  await added.getByLabel("Time (mm:ss)").fill("0:06");
  if (before > 0) await added.getByRole("button", { name: /^Move up/ }).click();
  await editor.getByRole("button", { name: "Save chapters" }).click();
  await expect(page.getByText("Chapters saved.")).toBeVisible();
  await expect(page.getByText("Placed by hand")).toBeVisible();

  await page.goto(`/match-highlight/${matchId}?clip=${clipId}`);
  const player = page.getByTestId("video-player");
  await expect(player).toBeVisible();
  await page.getByRole("button", { name: "Keeper's double save" }).click();
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5.7);

  // Back to the match's own goals, as the other specs expect of the demo clips.
  await page.goto(`/cms/videos/${clipId}`);
  await page.getByRole("button", { name: "Use the match's goals" }).click();
  await expect(page.getByText("Derived from the match's goals")).toBeVisible();
});
