import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { automation, expectAccessible, staffMember } from "../support/staff.ts";

type CmsPost = { id: number; slug: string; status: string; body_html: string; published_at: string | null };

/** The post as the database holds it, through the admin API (automation's token). */
async function storedPost(request: APIRequestContext, id: number): Promise<CmsPost> {
  const answer = await request.get(`/api/cms/posts/${id}`, { headers: automation });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as CmsPost;
}

/** Reading a published post where fans do: listed on `/blogs`, opened from there. */
async function expectOnBlog(page: Page, post: { slug: string; title: string }) {
  await page.goto("/blogs");
  await page.getByRole("link", { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
}

/** A datetime-local value `seconds` from now in the browser's own zone, to the second. */
const localSoon = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);

const postIdOf = (page: Page) => Number(/\/cms\/posts\/(\d+)/.exec(page.url())![1]);

test("an editor drafts a post, schedules it and sees it go out on time, publishes another at once, moves it to the bin and restores it", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(150_000));
  await staffMember(page, request, "editor", false);
  const title = `Derby day notes ${Date.now()}`;
  await page.goto("/cms/posts");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Tags").fill("Derby, Notes");
  await page.getByLabel("Body (Markdown)").fill("A tense first half.\n\n::match[1]");
  // The preview is the server's rendering, fetched as the editor types.
  await expect(page.getByTestId("post-preview")).toContainText("A tense first half.");
  await expect(page.getByTestId("post-preview").locator('[data-match-id="1"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page).toHaveURL(/\/cms\/posts\/\d+\?done=created$/);
  await expect(page.getByTestId("post-status")).toHaveText("Draft");
  const id = postIdOf(page);
  const draft = await storedPost(request, id);
  expect(draft.status).toBe("draft");
  // Fans cannot read a draft.
  expect((await request.get(`/blogs/${draft.slug}`)).status()).toBe(404);

  // A schedule a few seconds ahead: the job runner publishes it with nobody on the page.
  await page.getByRole("radio", { name: /Scheduled/ }).check();
  await page.getByLabel("Publish at (your time)").fill(await localSoon(page, 8));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The post is scheduled." })).toBeVisible();
  await expect(page.getByTestId("post-status")).toHaveText("Scheduled");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("post-status")).toHaveText("Published", { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  const scheduled = await storedPost(request, id);
  expect(scheduled).toMatchObject({ status: "published" });
  expect(scheduled.body_html).toContain('data-match-id="1"');
  await expectOnBlog(page, { slug: scheduled.slug, title });
  // The embedded match is drawn as a live match card inside the article.
  await expect(page.locator('.match-embed[data-match-id="1"] a[href="/match/1"]')).toBeVisible();

  // Straight to published.
  const second = `Cup final verdict ${Date.now()}`;
  await page.goto("/cms/posts/new");
  await page.getByLabel("Title").fill(second);
  await page.getByLabel("Body (Markdown)").fill("Worth the wait.");
  // The editor reads the preview before saving, as with the first post; a save inside the preview's
  // 400 ms pause (the preview then posted while the page moves on) is a case of its own.
  await expect(page.getByTestId("post-preview")).toContainText("Worth the wait.");
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("button", { name: "Save post" }).click();
  // Publishing renders the body and refreshes feeds and the sitemap before the editor returns.
  await expect(page.getByTestId("post-status")).toHaveText("Published", { timeout: 15_000 });
  const secondId = postIdOf(page);
  const published = await storedPost(request, secondId);
  expect(published.published_at).not.toBeNull();
  await expectOnBlog(page, { slug: published.slug, title: second });

  await page.goto("/cms/posts?status=published");
  for (const [postId, name] of [
    [id, title],
    [secondId, second],
  ] as const) {
    const row = page.locator(`tr[data-post-id="${postId}"]`);
    await expect(row).toContainText(name);
    await expect(row).toContainText("Published");
  }

  // The editor at phone and desktop widths, light and dark.
  for (const path of [`/cms/posts/${id}`, "/cms/posts"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }

  // Unsaved changes ask before leaving; deleting asks first, then the post is gone from the list.
  await page.goto(`/cms/posts/${secondId}`);
  await page.getByLabel("Title").fill(`${second} (edited)`);
  await page.getByRole("link", { name: "All posts" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(`${second} (edited)`);
  await page.getByRole("link", { name: "All posts" }).click();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/cms\/posts$/);
  await page.goto(`/cms/posts/${secondId}`);
  await page.getByRole("link", { name: "Delete…" }).click();
  await expect(page.getByText("waits in the bin for 30 days, where it can be restored")).toBeVisible();
  await page.getByRole("button", { name: "Yes, move it to the bin" }).click();
  await expect(page).toHaveURL(/\/cms\/posts\?deleted=1$/);
  await expect(page.locator(`tr[data-post-id="${secondId}"]`)).toHaveCount(0);
  expect((await request.get(`/api/cms/posts/${secondId}`, { headers: automation })).status()).toBe(404);
  expect((await request.get(`/blogs/${published.slug}`)).status()).toBe(404);

  // From the bin, under System, on a phone, it comes back as it was: on the blog at its address.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("status").getByRole("link", { name: "bin" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bin");
  const row = page.getByRole("row").filter({ hasText: `${second}` });
  await expect(row).toContainText("(Post)");
  await expectAccessible(page);
  await row.getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored." })).toBeVisible();
  expect((await request.get(`/blogs/${published.slug}`)).status()).toBe(200);
});

test("an editor ticks posts on the list, publishes them after a confirmation that names them, then deletes them; on a phone and a desktop", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  const tag = `bulk${Date.now()}`;
  const titles = ["Bulk derby preview", "Bulk cup draw", "Bulk team news"].map((t) => `${t} ${tag}`);
  const ids: number[] = [];
  for (const title of titles) {
    const made = await request.post("/api/cms/posts", {
      headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
      data: { title, body_markdown: "A few words.", tags: [tag] },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { data: { id: number } }).data.id);
  }
  await staffMember(page, request, "editor", false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cms/posts?tag=${tag}`);
  await expect(page.getByRole("row")).toHaveCount(4);
  const bulk = page.getByRole("form", { name: "Bulk action on posts" });
  await expect(bulk.getByText("None ticked")).toBeVisible();
  await page.getByRole("checkbox", { name: `Tick “${titles[0]}”` }).check();
  await page.getByRole("checkbox", { name: `Tick “${titles[1]}”` }).check();
  await expect(bulk.getByText("2 posts ticked")).toBeVisible();
  await bulk.getByLabel("With the ticked posts").selectOption("publish");
  await bulk.getByRole("button", { name: "Go on…" }).click();

  const confirm = page.getByRole("region", { name: "Publish 2 posts?" });
  await expect(confirm.getByRole("listitem")).toHaveCount(2);
  for (const title of titles.slice(0, 2))
    await expect(confirm.getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
  await expectAccessible(page);
  // Nothing has changed before the answer.
  expect((await storedPost(request, ids[0]!)).status).toBe("draft");
  await confirm.getByRole("button", { name: "Yes, publish 2 posts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 posts published." })).toBeVisible();
  expect(await Promise.all(ids.map(async (id) => (await storedPost(request, id)).status))).toEqual([
    "published",
    "published",
    "draft",
  ]);
  await expectOnBlog(page, { slug: (await storedPost(request, ids[1]!)).slug, title: titles[1]! });

  // Every post on the page, deleted at once, on a desktop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/cms/posts?tag=${tag}`);
  await page.getByRole("checkbox", { name: "Tick every post on this page" }).check();
  await expect(
    page.getByRole("form", { name: "Bulk action on posts" }).getByText("3 posts ticked"),
  ).toBeVisible();
  await page.getByLabel("With the ticked posts").selectOption("delete");
  await page.getByRole("button", { name: "Go on…" }).click();
  const deleting = page.getByRole("region", { name: "Delete 3 posts?" });
  await expectAccessible(page);
  await deleting.getByRole("button", { name: "Yes, delete 3 posts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "3 posts deleted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  const audit = await request.get(`/api/cms/audit?action=post.delete&target=post:${ids[2]}`, {
    headers: automation,
  });
  expect(((await audit.json()) as { data: unknown[] }).data).toHaveLength(1);
});

/** Hands the body an image file as a paste or a drop does, with the file in the event's transfer. */
async function giveImage(
  page: Page,
  how: "paste" | "drop",
  name: string,
  png: Buffer,
  target = page.getByLabel("Body (Markdown)"),
) {
  await target.evaluate(
    (area, { how, name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
      const event =
        how === "paste"
          ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true });
      area.dispatchEvent(event);
    },
    { how, name, base64: png.toString("base64") },
  );
}

test("an editor pastes an image into a post's body, gives it alt text, and sees it uploaded and placed at the cursor; one dropped on the cover on a phone becomes the cover", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#0d47a1" } })
    .png()
    .toBuffer();
  await staffMember(page, request, "editor", false);
  await page.goto("/cms/posts/new");
  const body = page.getByLabel("Body (Markdown)");
  await body.fill("Before the match.\n\nAfter the match.");
  // The cursor after the first paragraph.
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(19, 19));
  await giveImage(page, "paste", "tunnel.png", png);

  const dialog = page.getByRole("dialog", { name: "Add this image to the post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("tunnel.png")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Alt text", { exact: true }).fill("The players walk out of the tunnel");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toHaveValue(
    /^Before the match\.\n\n!\[The players walk out of the tunnel\]\([^)]+\)\n\nAfter the match\.$/,
  );
  await expect(
    page.getByTestId("post-preview").getByRole("img", { name: "The players walk out of the tunnel" }),
  ).toBeVisible();

  // Dropped instead, and cancelled: nothing is uploaded, the body is as it was.
  const before = await body.inputValue();
  await giveImage(page, "drop", "crowd.png", png);
  await expect(dialog.getByText("crowd.png")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toHaveValue(before);
  const library = await request.get("/api/cms/media?q=crowd.png", { headers: automation });
  expect(((await library.json()) as { data: unknown[] }).data).toEqual([]);

  // On a phone, dropped on the cover picker: uploaded with its alt text and chosen as the cover.
  await page.setViewportSize({ width: 390, height: 844 });
  const cover = page.getByLabel("Cover image", { exact: true });
  await giveImage(page, "drop", "floodlights.png", png, cover);
  const asCover = page.getByRole("dialog", { name: "Upload and choose this image" });
  await expect(asCover.getByText("floodlights.png")).toBeVisible();
  await expectAccessible(page);
  await asCover.getByLabel("Alt text", { exact: true }).fill("Floodlights over the stand");
  await asCover.getByRole("button", { name: "Upload and choose" }).click();
  await expect(asCover).toBeHidden();
  await expect(cover.locator("option:checked")).toHaveText("floodlights.png — Floodlights over the stand");
  await expect(page.getByRole("img", { name: "Floodlights over the stand" }).first()).toBeVisible();
  const title = `Under the lights ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page).toHaveURL(/\/cms\/posts\/\d+/);
  const saved = await request.get(`/api/cms/posts/${page.url().split("/").pop()!.split("?")[0]}`, {
    headers: automation,
  });
  const stored = ((await saved.json()) as { data: { cover_image_id: number | null } }).data;
  const uploaded = await request.get("/api/cms/media?q=floodlights.png", { headers: automation });
  expect(stored.cover_image_id).toBe(
    ((await uploaded.json()) as { data: Array<{ id: number }> }).data[0]!.id,
  );
});
