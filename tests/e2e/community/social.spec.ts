import { expectAccessible, expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

type Day = Array<{
  matches: Array<{ id: number; status: string; home: { name: string }; away: { name: string } }>;
}>;

async function aMatch(request: import("@playwright/test").APIRequestContext) {
  const groups = ((await (await request.get("/api/matches?tz=UTC&sport=football")).json()) as { data: Day })
    .data;
  const match = groups.flatMap((group) => group.matches)[0];
  expect(match, "the demo world has matches today").toBeDefined();
  return match!;
}

test("the share panel links to the networks without asking them anything, and copies the link", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(patience(60_000));
  const match = await aMatch(request);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith(origin) && !sent.url().startsWith("data:")) elsewhere.push(sent.url());
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });

  await page.goto(`/match/${match.id}`);
  const panel = page.getByTestId("share-panel");
  await expect(panel).toBeVisible();
  const address = encodeURIComponent(`${origin}/match/${match.id}`);
  const title = encodeURIComponent(`${match.home.name} v ${match.away.name}`);
  const expected: Record<string, string> = {
    X: `https://x.com/intent/post?url=${address}&text=${title}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    Telegram: `https://t.me/share/url?url=${address}&text=${title}`,
    Reddit: `https://www.reddit.com/submit?url=${address}&title=${title}`,
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = panel.getByRole("link", { name: `Share on ${name}` });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(panel.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );

  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/match/${match.id}`);

  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute("content", `${origin}/og/match/${match.id}.png`);
  const card = await request.get(`/og/match/${match.id}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(elsewhere).toEqual([]);

  await page.goto(`/match/${match.id}`);
  await expect(page.getByTestId("share-panel")).toBeVisible();
  // Match pages, share panel and all, are swept in four looks with the signed-out screens.
  await expectAccessible(page);
  expect(elsewhere).toEqual([]);
});

test("an editor sets the site's accounts, which show in the footer and the share panel", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(patience(60_000));
  consoleErrors.allow(/status of 400/);
  await staffMember(page, request, "editor", false);
  await page.goto("/cms/social");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social accounts");
  await page.getByLabel("Facebook").fill("https://example.com/goalline");
  await page.getByRole("button", { name: "Save accounts" }).click();
  await expect(page.locator("#social-facebook-error")).toContainText("Facebook: give the https address");
  await expect(page.getByLabel("Facebook")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Facebook").fill("");
  await page.getByLabel("Telegram").fill("https://t.me/goalline_e2e");
  await page.getByRole("button", { name: "Save accounts" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.goto("/cms/social");
  await expect(page.getByLabel("Telegram")).toHaveValue("https://t.me/goalline_e2e");
  await expectAccessibleEverywhere(page);

  const match = await aMatch(request);
  await page.goto(`/match/${match.id}`);
  const footer = page.locator("#site-footer");
  await expect(footer.getByRole("link", { name: "Telegram" })).toHaveAttribute(
    "href",
    "https://t.me/goalline_e2e",
  );
  await expect(
    page.getByTestId("share-panel").getByRole("link", { name: "Telegram", exact: true }),
  ).toHaveAttribute("href", "https://t.me/goalline_e2e");
});
