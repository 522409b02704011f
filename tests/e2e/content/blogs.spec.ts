import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { servedJsonLd } from "../support/json-ld.ts";

// The demo world writes its match reports at boot, each from a finished match's own events.

test("a fan reads the news: demo reports, a topic, an article with its match card and related posts", async ({
  page,
}) => {
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  const cards = page.locator("article[data-post-slug]");
  // Two reports for each of the seven competitions: a page of twelve, the oldest on the next.
  await expect(cards).toHaveCount(12);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blogs\/rss\.xml$/,
  );

  const topics = page.getByRole("navigation", { name: "Topics" });
  const cup = topics.getByRole("link", { name: "Challenge Cup (demo)" });
  await cup.click();
  await expect(page).toHaveURL(/\/blogs\?tag=Challenge\+Cup\+%28demo%29$/);
  await expect(cup).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByRole("link", { name: "Challenge Cup (demo)" })).toBeVisible();
  }

  const title = (await cards.first().getByRole("heading").textContent())!;
  await cards.first().getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("By Match desk")).toBeVisible();

  // The body's ::match embed is drawn as the live match row, with the final score.
  const embed = page.locator(".match-embed[data-match-id]");
  await expect(embed).toHaveCount(1);
  const matchId = await embed.getAttribute("data-match-id");
  const row = embed.locator(`li[data-match-id="${matchId}"]`);
  await expect(row).toHaveAttribute("data-status", "finished");
  await expect(row.getByRole("link")).toHaveAttribute("href", `/match/${matchId}`);
  await expect(embed).toContainText("Challenge Cup (demo)");

  const related = page.getByRole("region", { name: "Related posts" });
  await expect(related.locator("article")).toHaveCount(4);

  expect(await servedJsonLd(page)).toMatchObject({
    "@type": "NewsArticle",
    headline: title,
    author: { name: "Match desk" },
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

  // Its tag leads back to the list of that topic.
  await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "match report" }).click();
  await expect(page).toHaveURL(/\/blogs\?tag=match(\+|%20)report$/);
  await expect(cards).toHaveCount(12);
});

test("a team's page shows its latest news", async ({ page }) => {
  // A match report embeds its match; the newest post of all may be an editor's note from another journey.
  await page.goto("/blogs?tag=match+report");
  await page.locator("article[data-post-slug] h2 a").first().click();
  const team = page.locator(".match-embed li a").first();
  await expect(team).toBeVisible();
  const matchId = await page.locator(".match-embed").getAttribute("data-match-id");
  const response = await page.request.get(`/api/matches/${matchId}`);
  const match = (await response.json()) as { home: { id: number } };
  await page.goto(`/team/${match.home.id}`);
  const news = page.getByRole("region", { name: "Latest news" });
  await expect(news.getByRole("link").first()).toBeVisible();
  await news.getByRole("link", { name: "More news" }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs\\?team=${match.home.id}$`));
  await expect(page.locator("article[data-post-slug]").first()).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("news pages are accessible at 390 and 1280 px in both themes", async ({ page }) => {
    // An article swept by axe at two widths in both schemes; the news list is swept with the
    // signed-out screens (accessibility.spec.ts).
    test.setTimeout(patience(60_000));
    await page.goto("/blogs?tag=match+report");
    await page.locator("article[data-post-slug] h2 a").first().click();
    await expect(page.locator(".match-embed li").first()).toBeVisible();
    await expectAccessibleEverywhere(page);
  });
});
