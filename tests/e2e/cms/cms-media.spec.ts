import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

/** A photo-sized PNG made on the spot (no binary fixtures), written where the file picker can take it. */
async function pngFile(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "goalline-media-e2e-")), name);
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b5e20"/><stop offset="1" stop-color="#a5d6a7"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="450" r="120" fill="#fff"/></svg>`,
  );
  writeFileSync(path, await sharp(gradient).png().toBuffer());
  return path;
}

test("an editor uploads an image, finds it in the library, gives it alt text, and it loads; moved to the bin it leaves the library until restored", async ({
  page,
  request,
}) => {
  // Encoding the twelve variants may take a minute on a busy machine.
  test.setTimeout(patience(90_000));
  await staffMember(page, request, "editor", false);
  const file = await pngFile(`centre-circle-${Date.now()}.png`);
  const filename = file.split("/").at(-1)!;

  await page.goto("/cms/media");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media");
  await page.getByLabel("Image file").setInputFiles(file);
  await page.getByRole("button", { name: "Upload" }).click();
  // Encoding twelve variants takes a while on a busy machine.
  await expect(page).toHaveURL(/\/cms\/media\/\d+\?uploaded=1$/, { timeout: 60_000 });
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toBeVisible();
  const itemPage = new URL(page.url()).pathname;

  await page.goto("/cms/media");
  await page.getByLabel("Search by file name or alt text").fill(filename);
  await page.getByRole("button", { name: "Find images" }).click();
  const card = page.getByRole("list", { name: "Images" }).getByRole("link", { name: new RegExp(filename) });
  await expect(card).toContainText("1600 × 900");
  await card.click();

  await page.getByLabel("Describe the image").fill("The centre circle before kick-off");
  await page.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  const snippet = page.getByLabel("Markdown for a post");
  await expect(snippet).toHaveValue(
    /^!\[The centre circle before kick-off\]\(\/media\/[a-f0-9]{24}\/1280\.jpg\)$/,
  );
  const preview = page.getByRole("img", { name: "The centre circle before kick-off" });
  await expect(preview).toBeVisible();
  // The browser chose and decoded one of the variants.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await preview.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/[a-f0-9]{24}\/\d+\.(avif|webp|jpg)$/);
  const variant = await request.get(chosen);
  expect(variant.status()).toBe(200);
  expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await page.goto("/cms/media");
  await expect(page.getByRole("list", { name: "Images" })).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page.goto(`${itemPage}?confirm=delete`);
  await expect(page.getByRole("button", { name: "Move to the bin" })).toBeVisible();
  await expectAccessibleEverywhere(page);
  // In the bin it leaves the library; restored, it is back.
  await page.getByRole("button", { name: "Move to the bin" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The image is in the bin." })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(filename) })).toHaveCount(0);
  await page.goto("/cms/bin");
  await page
    .getByRole("row")
    .filter({ hasText: filename })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Restored." })).toBeVisible();
  await page.goto(`/cms/media?q=${filename}`);
  await expect(page.getByRole("link", { name: new RegExp(filename) })).toHaveCount(1);
});
