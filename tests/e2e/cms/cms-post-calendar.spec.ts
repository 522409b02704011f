import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { automation, staffMember } from "../support/staff.ts";

// Half an hour past midnight in India is the evening before in UTC: a calendar that placed posts by
// UTC days would put the scheduled post a day early.
test.use({ timezoneId: "Asia/Kolkata" });

/** The day two days ahead in the browser's zone, 00:30:00 on it as a datetime-local value, and its month. */
const twoDaysAhead = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    const today = new Date();
    const month = at.toLocaleString("en-GB", { month: "long", year: "numeric" });
    return { day, local: `${day}T00:30:00`, month, sameMonth: at.getMonth() === today.getMonth() };
  });

for (const width of [390, 1280]) {
  test(`at ${width} px an editor puts a library image between two words, schedules the post and finds it on the calendar`, async ({
    page,
    request,
  }) => {
    test.setTimeout(patience(90_000));
    await page.setViewportSize({ width, height: 900 });
    await staffMember(page, request, "editor", false);
    const stamp = `${width}-${Date.now()}`;
    const filename = `gate-${stamp}.png`;
    const alt = `Fans at the gate ${stamp}`;
    const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0d47a1" } })
      .png()
      .toBuffer();
    const uploaded = await request.post("/api/cms/media", {
      headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
      multipart: { file: { name: filename, mimeType: "image/png", buffer: picture }, alt },
    });
    expect(uploaded.status()).toBe(201);
    // Published now, by the API: it shows on today's square, told apart from the scheduled one.
    const publishedTitle = `Out already ${stamp}`;
    const published = await request.post("/api/cms/posts", {
      headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
      data: { title: publishedTitle, body_markdown: "Done.", status: "published" },
    });
    expect(published.status()).toBe(201);

    const title = `Gate report ${stamp}`;
    await page.goto("/cms/posts/new");
    await page.getByLabel("Title").fill(title);
    const body = page.getByLabel("Body (Markdown)");
    await body.fill("Before after");
    // The caret goes between the two words by keyboard: five steps back from the end.
    await body.press("End");
    for (let step = 0; step < 5; step++) await body.press("ArrowLeft");

    await page.getByRole("button", { name: "Insert image" }).press("Enter");
    const picker = page.getByRole("dialog", { name: "Insert an image" });
    await expect(picker).toBeVisible();
    // Found by a word of its name, beyond the newest images the picker lists at first.
    await picker.getByLabel("Find an image").fill(`gate-${stamp}`);
    await expect(picker.getByText(`1 image matches "gate-${stamp}".`)).toBeVisible();
    await expect(picker.getByLabel("Image to insert").getByRole("option")).toHaveText([
      "Choose an image",
      `${filename} — ${alt}`,
    ]);
    await picker.getByLabel("Image to insert").selectOption({ label: `${filename} — ${alt}` });
    await picker.getByRole("button", { name: "Insert", exact: true }).press("Enter");
    await expect(picker).toBeHidden();

    // Focus is back in the body with the caret after the image: typing goes on from there.
    await expect(body).toBeFocused();
    await page.keyboard.type(" ");
    await expect(body).toHaveValue(
      new RegExp(`^Before !\\[${alt}\\]\\(/media/[a-f0-9]{24}/\\d+\\.jpg\\) after$`),
    );
    const preview = page.getByTestId("post-preview");
    // On a phone the preview is under the body, and its lazy image loads once scrolled to.
    await preview.scrollIntoViewIfNeeded();
    const image = preview.getByRole("img", { name: alt });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => preview.locator("p").first().innerHTML()).toMatch(/^Before <img [^>]*> after$/);

    const when = await twoDaysAhead(page);
    await page.getByRole("radio", { name: /Scheduled/ }).check();
    await page.getByLabel("Publish at (your time)").fill(when.local);
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/cms\/posts\/\d+\?done=created$/);
    await expect(page.getByTestId("post-status")).toHaveText("Scheduled");
    const id = Number(/\/cms\/posts\/(\d+)/.exec(page.url())![1]);

    await page.goto("/cms/posts");
    await page.getByRole("link", { name: "Calendar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post calendar");
    // A phone gets the month as a list of days; a desktop the grid.
    const shown = page.getByTestId(width < 768 ? "calendar-list" : "calendar-grid");
    await expect(page.getByTestId(width < 768 ? "calendar-grid" : "calendar-list")).toBeHidden();
    const today = shown.locator('[aria-current="date"]');
    await expect(today).toContainText("Today");
    const out = today.getByRole("link", { name: new RegExp(publishedTitle) });
    await expect(out).toContainText("Published");
    if (!when.sameMonth) await page.getByRole("link", { name: /^Next month/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: when.month })).toBeVisible();
    const entry = shown.locator(`[data-day="${when.day}"]`).getByRole("link", { name: new RegExp(title) });
    await expect(entry).toContainText("00:30");
    await expect(entry).toContainText("Scheduled");
    if (width === 1280) await expectAccessibleEverywhere(page);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/cms/posts/${id}$`));
    await expect(page.getByLabel("Title")).toHaveValue(title);

    // Nothing of this journey is left to go out later.
    for (const postId of [id, (await published.json()).data.id]) {
      expect((await request.delete(`/api/cms/posts/${postId}`, { headers: automation })).status()).toBe(204);
    }
  });
}
