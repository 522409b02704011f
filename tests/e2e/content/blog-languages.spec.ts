import { expect, patience, test } from "../support/fixtures.ts";
import { automation, staffMember } from "../support/staff.ts";

type CmsPost = { id: number; slug: string; title: string; author_name: string; translations: unknown[] };

test("staff translate a demo report into Vietnamese: /vi/blogs reads it in Vietnamese, /blogs in English, /de the English with a note", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  // The oldest of the demo world's published reports that has no translation yet.
  const listed = await request.get("/api/cms/posts?status=published&limit=200", { headers: automation });
  expect(listed.status()).toBe(200);
  const demo = ((await listed.json()).data as CmsPost[])
    .filter((post) => post.author_name === "Match desk" && post.translations.length === 0)
    .at(-1)!;
  expect(demo).toBeTruthy();
  const vietnamese = `Báo cáo trận đấu ${Date.now()}`;

  await staffMember(page, request, "editor", false);
  await page.goto(`/cms/posts?q=${demo.slug}`);
  const row = page.locator(`tr[data-post-id="${demo.id}"]`);
  await expect(row.getByTestId("post-language")).toHaveText("English");
  await row.getByRole("combobox", { name: `Translate “${demo.title}” into` }).selectOption("vi");
  await row.getByRole("button", { name: "Translate" }).click();

  // The new-post form, prefilled with the original for the translator to replace.
  await expect(page).toHaveURL(new RegExp(`/cms/posts/new\\?translate=${demo.id}&language=vi$`));
  await expect(page.getByTestId("translating")).toContainText(demo.title);
  await expect(page.getByLabel("Language")).toHaveValue("vi");
  await expect(page.getByLabel("Title")).toHaveValue(demo.title);
  await page.getByLabel("Title").fill(vietnamese);
  await page.getByLabel("Body (Markdown)").fill("Một trận đấu căng thẳng đến phút cuối.");
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page).toHaveURL(/\/cms\/posts\/\d+\?done=created$/);
  await expect(page.getByTestId("post-status")).toHaveText("Published");
  // Its address is the original's, under the Vietnamese prefix.
  await expect(page.getByText(`/vi/blogs/${demo.slug}`)).toBeVisible();

  // The list now names the translation beside the original.
  await page.goto(`/cms/posts?q=${demo.slug}`);
  await expect(row.getByRole("link", { name: "Tiếng Việt" })).toBeVisible();

  // A fan reading Vietnamese gets the Vietnamese title, once, and no English copy of the story.
  await page.goto("/vi/blogs");
  await expect(page.getByRole("link", { name: vietnamese })).toBeVisible();
  await expect(page.getByRole("link", { name: demo.title, exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: vietnamese }).click();
  await expect(page).toHaveURL(new RegExp(`/vi/blogs/${demo.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vietnamese);
  await expect(page.getByTestId("language-note")).toHaveCount(0);
  // Its alternates are the languages it is written in, and the original is the default.
  await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
    "href",
    new RegExp(`/vi/blogs/${demo.slug}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`[^/]/blogs/${demo.slug}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(0);

  // English readers keep the English story.
  await page.goto("/blogs");
  await expect(page.getByRole("link", { name: vietnamese })).toHaveCount(0);
  await page.goto(`/blogs/${demo.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.title);

  // German has no translation: the English article, marked as English, with a note in German.
  await page.goto(`/de/blogs/${demo.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.title);
  await expect(page.getByTestId("language-note")).toHaveText("Dieser Artikel ist auf Englisch.");
  await expect(page.locator("article[lang='en']").getByRole("heading", { level: 1 })).toHaveText(demo.title);
});
