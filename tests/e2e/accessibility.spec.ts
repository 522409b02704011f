import { seriousViolations } from "./axe.ts";
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

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL ?? "" }]);
    });

    for (const path of STATIC_PAGES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page, consoleErrors }) => {
        // An axe sweep of a long page at two widths runs near the default 30 s on a busy two-core machine.
        test.setTimeout(patience(60_000));
        consoleErrors.allow(/status of 404/);
        await expectAccessible(page, path, theme);
      });
    }

    test("league, team, country and match pages (live and finished) have no serious or critical violations", async ({
      page,
      request,
    }) => {
      test.setTimeout(patience(240_000));
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
        await expectAccessible(page, path, theme);
      }
    });
  });
}

async function expectAccessible(page: import("@playwright/test").Page, path: string, theme: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-theme", ALWAYS_DARK.has(path) ? "dark" : theme);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), `${path} in the ${theme} theme`).toEqual([]);
}
