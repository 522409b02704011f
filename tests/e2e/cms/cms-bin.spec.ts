import sharp from "sharp";
import { expect, patience, test } from "../support/fixtures.ts";
import {
  adminNav,
  automation,
  expectAccessible,
  expectAccessibleEverywhere,
  staffMember,
} from "../support/staff.ts";

for (const width of [390, 1280]) {
  test(`an editor deletes a video, finds it in the Bin and restores it (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await staffMember(page, request, "editor", false);
    const title = `Derby goals ${width} ${Date.now()}`;

    await page.goto("/cms/videos");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Add an external video" }) });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Video id or address").fill("dQw4w9WgXcQ");
    await form.getByRole("button", { name: "Add video" }).click();
    await expect(page).toHaveURL(/\/cms\/videos\/\d+\?saved=1$/);

    // The confirmation says where the video goes and for how long.
    await page.getByRole("button", { name: "Delete video" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
    await expect(confirm).toContainText("Move to the bin? It can be restored for 30 days.");
    await confirm.getByRole("button", { name: "Move to the bin" }).click();
    await expect(page).toHaveURL(/\/cms\/videos\?binned=\d+$/);
    await expect(
      page.getByRole("status").filter({ hasText: `“${title}” is in the bin for 30 days.` }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);

    await (await adminNav(page)).getByRole("link", { name: "Bin", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bin");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("(Video)");
    await expect(row.getByRole("link", { name: "Staff editor" })).toHaveAttribute(
      "href",
      /^\/cms\/users\/\d+$/,
    );
    await expect(row.getByRole("cell").nth(3)).toHaveText("30");
    // The Bin's four looks once, from the desktop's run; the phone's checks the look it is in.
    if (width === 1280) await expectAccessibleEverywhere(page);
    else await expectAccessible(page);

    await row.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Restored." })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);

    await page.goto("/cms/videos");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();
  });
}

test("an editor gives a film a library poster fans see with its alt text, then moves the film to the bin", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  await staffMember(page, request, "editor", false);
  const filename = `floodlights-${Date.now()}.png`;
  const picture = await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#1b5e20" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/cms/media", {
    headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
    multipart: {
      file: { name: filename, mimeType: "image/png", buffer: picture },
      alt: "The stand under floodlights",
    },
  });
  expect(uploaded.status()).toBe(201);

  const title = `Floodlit ${Date.now()}`;
  await page.goto("/cms/movies/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Poster").selectOption({ label: `${filename} — The stand under floodlights` });
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Add film" }).click();
  await expect(page).toHaveURL(/\/cms\/movies\/\d+$/);
  const id = /\/cms\/movies\/(\d+)$/.exec(page.url())![1];
  // The picker shows the chosen image under its own alt text.
  await expect(page.getByRole("img", { name: "The stand under floodlights" })).toBeVisible();
  // An image nobody has described yet is listed as such, and the picker says where to describe it.
  const undescribed = `terrace-${Date.now()}.png`;
  const bare = await request.post("/api/cms/media", {
    headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
    multipart: { file: { name: undescribed, mimeType: "image/png", buffer: picture } },
  });
  expect(bare.status()).toBe(201);
  await page.reload();
  await page.getByLabel("Poster").selectOption({ label: `${undescribed} (no alt text)` });
  await expect(page.getByRole("link", { name: "describe it in Media" })).toHaveAttribute(
    "href",
    `/cms/media/${(await bare.json()).data.id}`,
  );
  await page.getByLabel("Poster").selectOption({ label: `${filename} — The stand under floodlights` });

  await page.goto(`/movies/${id}`);
  await expect(page.getByRole("img", { name: "The stand under floodlights" })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\.jpg$/);
  await page.goto("/movies");
  await expect(page.getByRole("link", { name: new RegExp(title) }).getByRole("img")).toHaveAttribute(
    "alt",
    "The stand under floodlights",
  );

  await page.goto(`/cms/movies/${id}`);
  await page.getByRole("button", { name: "Delete film" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Move to the bin" }).click();
  await expect(page).toHaveURL(/\/cms\/movies\?binned=1$/);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect((await request.get(`/api/movies/${id}`)).status()).toBe(404);
  await page.goto("/cms/bin");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("(Film)");
});
