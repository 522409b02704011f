import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessibleEverywhere } from "./axe.ts";
import { expect, patience, test } from "./fixtures.ts";
import { automation, staffMember } from "./staff.ts";

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

test("an editor drafts a post, schedules it and sees it go out on time, publishes another at once, and deletes it", async ({
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
  await page.getByRole("button", { name: "Yes, delete the post" }).click();
  await expect(page).toHaveURL(/\/cms\/posts\?deleted=1$/);
  await expect(page.locator(`tr[data-post-id="${secondId}"]`)).toHaveCount(0);
  expect((await request.get(`/api/cms/posts/${secondId}`, { headers: automation })).status()).toBe(404);
  expect((await request.get(`/blogs/${published.slug}`)).status()).toBe(404);
});
