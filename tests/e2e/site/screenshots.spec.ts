import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { settle } from "../support/axe.ts";
import { demoPages, sportMatchPages } from "../support/demo-world.ts";
import { expect, patience, test } from "../support/fixtures.ts";

// Pictures of the main screens for a person to look over, kept out of the repository. They are taken
// on demand (`npm run screenshots`): encoding 48 full-page pictures is most of these journeys' work and
// nobody looks at them in a test run, which still checks every look.
const FOLDER = "test-results/screenshots";
const PICTURES = process.env.E2E_SCREENSHOTS === "1";
const LOOKS = [390, 1280].flatMap((width) =>
  (["light", "dark"] as const).map((scheme) => ({ width, scheme })),
);

/**
 * Each page is loaded once, then shown at a phone and a desktop width in both colour schemes,
 * switched in place as expectAccessibleEverywhere does. In every look the page has its main
 * heading and nothing wider than the window; with E2E_SCREENSHOTS=1 each look is also photographed.
 */
async function photograph(page: Page, pages: Record<string, string>) {
  if (PICTURES) mkdirSync(FOLDER, { recursive: true });
  for (const [name, path] of Object.entries(pages)) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    for (const { width, scheme } of LOOKS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await settle(page);
      const look = `${name} at ${width} px, ${scheme}`;
      await expect(page.getByRole("heading", { level: 1 }), look).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${look}: nothing sticks out sideways`).toBeLessThanOrEqual(0);
      if (PICTURES)
        await page.screenshot({ path: `${FOLDER}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
}

async function playerPage(request: APIRequestContext, league: string): Promise<string> {
  const scorers = (
    (await (
      await request.get(`/api${league.replace("/league/", "/competitions/")}/top-scorers?limit=5`)
    ).json()) as { data: Array<{ playerId: number | null }> }
  ).data;
  const scorer = scorers.find((row) => row.playerId !== null);
  if (!scorer) throw new Error("the demo league has a scorer with a player page");
  return `/player/${scorer.playerId}`;
}

test.describe.configure({ timeout: patience(120_000) });

test("the scores, a league, a team, a player, football matches, highlights and pricing keep their heading and fit the window in four looks", async ({
  page,
  request,
}) => {
  const pages = await demoPages(request);
  await photograph(page, {
    home: "/",
    league: pages.league,
    team: pages.team,
    player: await playerPage(request, pages.league),
    "football-live": pages.liveMatch,
    "football-finished": pages.finishedMatch,
    highlights: "/highlights",
    pricing: "/pricing",
  });
});

test("basketball and tennis matches, live and finished, and the checkout keep their heading and fit the window in four looks", async ({
  page,
  request,
}) => {
  const [basketball, tennis] = await Promise.all([
    sportMatchPages(request, "basketball"),
    sportMatchPages(request, "tennis"),
  ]);
  await photograph(page, {
    "basketball-live": basketball.liveMatch,
    "basketball-finished": basketball.finishedMatch,
    "tennis-live": tennis.liveMatch,
    "tennis-finished": tennis.finishedMatch,
  });
  await register(page, uniqueEmail("screenshots"), "Season Ticket");
  await photograph(page, { checkout: "/checkout/premium-monthly" });
});
