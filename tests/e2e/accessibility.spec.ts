import { expectAccessibleEverywhere } from "./axe.ts";
import { demoPages } from "./demo-world.ts";
import { expect, patience, test } from "./fixtures.ts";

// Every screen that renders without signing in; the demo world supplies the ids.
const STATIC_PAGES = [
  "/",
  "/?live=1",
  "/hot-match-today",
  "/league",
  "/team",
  "/match",
  "/sport",
  "/sport/football",
  "/blogs",
  "/highlights",
  "/match-highlight",
  "/tv",
  "/movies",
  "/pricing",
  "/contact",
  "/terms",
  "/policy/privacy",
  "/policy/refund",
  "/login",
  "/register",
  "/auth/reset-password",
  "/auth/verify-email",
  "/cms/login",
  "/no-such-page",
];
// Video screens are always dark, whatever the visitor chose.
const ALWAYS_DARK = new Set(["/tv", "/movies"]);

// Each screen is loaded once and checked at a phone and a desktop width in both colour schemes
// (expectAccessibleEverywhere switches them in place).
for (const path of STATIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await expectAccessible(page, path);
  });
}

test("league, team, country and match pages (live and finished) have no serious or critical violations", async ({
  page,
  request,
}) => {
  // Eight pages, four looks each.
  test.setTimeout(patience(120_000));
  const pages = await demoPages(request);
  for (const path of [
    pages.league,
    `${pages.league}?tab=fixtures`,
    `${pages.league}?tab=standings`,
    pages.team,
    pages.countryLeagues,
    pages.countryTeams,
    pages.liveMatch,
    pages.finishedMatch,
  ]) {
    await expectAccessible(page, path);
  }
});

async function expectAccessible(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  // No theme chosen: the page follows the system scheme, which the sweep switches.
  await expect(page.locator("html")).toHaveAttribute("data-theme", ALWAYS_DARK.has(path) ? "dark" : "system");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleEverywhere(page);
}
