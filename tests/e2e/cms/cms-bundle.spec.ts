import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

type RouteFiles = { id: string; module: string; imports?: string[] };

const FAN_PATHS = [
  "/",
  "/match/1",
  "/league/1",
  "/team/1",
  "/hot-match-today",
  "/sport/football",
  "/account",
  "/login",
];
const ADMIN_PATHS = [
  "/cms/login",
  "/cms",
  "/cms/roles",
  "/cms/audit",
  "/cms/users",
  "/cms/users/1",
  "/cms/matches",
  "/cms/console",
];

/**
 * The admin area's own code: files only its routes use. The page's manifest holds
 * only the routes it has met, so the rest come from the site's manifest endpoint,
 * as the browser itself asks for them.
 */
async function adminOnlyFiles(page: Page): Promise<Set<string>> {
  const routes: RouteFiles[] = await page.evaluate(
    async (paths) => {
      const { version } = (window as never as { __reactRouterManifest: { version: string } })
        .__reactRouterManifest;
      const query = new URLSearchParams({ version, paths: paths.join(",") });
      const answer = await fetch(`/__manifest?${query}`);
      return Object.values(await answer.json());
    },
    [...FAN_PATHS, ...ADMIN_PATHS],
  );
  const filesOf = (route: RouteFiles) => [route.module, ...(route.imports ?? [])];
  const isAdmin = (route: RouteFiles) => /^(routes\/cms\/|layouts\/cms$)/.test(route.id);
  const shared = new Set(routes.filter((route) => !isAdmin(route)).flatMap(filesOf));
  return new Set(
    routes
      .filter(isAdmin)
      .flatMap(filesOf)
      .filter((file) => !shared.has(file)),
  );
}

test("fans never download the admin area's code; staff pages load it", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  const adminFiles = await adminOnlyFiles(page);
  expect(adminFiles.size, "the admin area has code of its own").toBeGreaterThan(0);

  // A fan's usual path: scores, a match, a league, the hot match.
  await page.locator('a[href^="/match/"]').first().click();
  await expect(page).toHaveURL(/\/match\//);
  await page.goto("/hot-match-today");
  await page.goto("/league");
  await page.goto("/sport/football");
  expect([...scripts].filter((file) => adminFiles.has(file))).toEqual([]);

  await page.goto("/cms/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect([...scripts].some((file) => adminFiles.has(file))).toBe(true);
});
