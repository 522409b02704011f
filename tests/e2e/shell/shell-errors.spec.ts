import { expect, test } from "../support/fixtures.ts";

for (const path of ["/no-such-page", "/match/abc", "/league/0", "/team/-3"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-status")).toHaveText("404");
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
}

test("navigating in the app to a page that fails validation shows the 404 page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
      .__reactRouterDataRouter;
    router.navigate("/match/abc");
  });
  await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
});

test("a missing code chunk reloads the page once, then not again within a minute", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  consoleErrors.allow(
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i,
  );
  let documents = 0;
  let shown = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) shown += 1;
  });
  // As after a deploy: the page asks for a chunk of the previous build that no longer exists.
  await page.route(/\/assets\/terms-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));

  await page.goto("/terms", { waitUntil: "commit" });
  await expect.poll(() => documents).toBe(2);
  // The page asks for its code once painted, which may be after its load event: the reloaded
  // document is the one to wait for.
  await expect.poll(() => shown).toBe(2);
  await page.waitForLoadState("load");
  const stamp = await page.evaluate(() => sessionStorage.getItem("goalline:chunk-reload-at"));
  expect(Number(stamp)).toBeGreaterThan(0);
  // The server-rendered page is still readable without the missing code.
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(documents).toBe(2);

  // A minute later the next failure may reload again.
  await page.evaluate(() => sessionStorage.setItem("goalline:chunk-reload-at", String(Date.now() - 61_000)));
  await page.reload({ waitUntil: "commit" });
  await expect.poll(() => documents).toBe(4);
});

test("titles and description name the page and the brand", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Football Scores Updates, Fixtures, Results | Goalline");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /results for free/i);
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    "/favicon.svg",
  );
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", /^#/);

  for (const [path, title] of [
    ["/terms", "Terms of use | Goalline"],
    ["/tv", "TV | Goalline"],
    ["/contact", "Contact | Goalline"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Client-side navigation updates the title too.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveTitle("Privacy policy | Goalline");
  // Screen readers hear the new page's name, as after a full page load.
  await expect(page.getByTestId("route-announcer")).toHaveText("Privacy policy | Goalline");
});
