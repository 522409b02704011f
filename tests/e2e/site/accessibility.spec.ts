import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { demoPages } from "../support/demo-world.ts";
import { expect, patience, test } from "../support/fixtures.ts";

// The sweep of the screens that render without signing in: each is checked here in its four looks
// (a phone and a desktop width, light and dark), once. Journeys that pass through these screens check
// only the state they reach, in the look they are in (expectAccessible).

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
  "/login/phone",
  "/login/link-sent",
  "/auth/email-link",
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
    await sweep(page, path);
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
    await sweep(page, path);
  }
});

type LiveGroup = { competition: { id: number }; matches: Array<{ id: number }> };

/** A match of the sport in play, and its competition. */
async function liveIn(request: APIRequestContext, sport: string) {
  const groups = (
    (await (await request.get(`/api/matches/live?sport=${sport}`)).json()) as { data: LiveGroup[] }
  ).data;
  const group = groups.find((candidate) => candidate.matches.length > 0);
  expect(group, `the demo world has ${sport} in play`).toBeDefined();
  return { match: `/match/${group!.matches[0]!.id}`, league: `/league/${group!.competition.id}` };
}

test("tennis and basketball scores, live matches and leagues have no serious or critical violations", async ({
  page,
  request,
}) => {
  // Seven pages, four looks each.
  test.setTimeout(patience(120_000));
  const [tennis, basketball] = await Promise.all([liveIn(request, "tennis"), liveIn(request, "basketball")]);
  for (const path of [
    "/sport/tennis",
    tennis.match,
    tennis.league,
    "/sport/basketball",
    basketball.match,
    `${basketball.match}?tab=stats`,
    basketball.league,
  ]) {
    await sweep(page, path);
  }
});

test("a player's page has no serious or critical violations", async ({ page, request }) => {
  const { league } = await demoPages(request);
  const scorers = (
    (await (
      await request.get(`/api${league.replace("/league/", "/competitions/")}/top-scorers?limit=5`)
    ).json()) as { data: Array<{ playerId: number | null }> }
  ).data;
  const scorer = scorers.find((row) => row.playerId !== null);
  expect(scorer, "the demo league has a scorer with a player page").toBeDefined();
  await sweep(page, `/player/${scorer!.playerId}`);
});

test("a highlight's page has no serious or critical violations", async ({ page, request }) => {
  // The demo clips may take up to four minutes to render and transcode after the server starts.
  test.setTimeout(patience(300_000));
  type Clip = { id: number; match: { id: number } };
  let clip: Clip | undefined;
  await expect
    .poll(
      async () => {
        clip = ((await (await request.get("/api/highlights")).json()) as { data: Clip[] }).data[0];
        return clip !== undefined;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
  await sweep(page, `/match-highlight/${clip!.match.id}?clip=${clip!.id}`);
});

/** Opens a screen as a new visitor and checks it in its four looks. */
async function sweep(page: Page, path: string) {
  await page.goto(path);
  // No theme chosen: the page follows the system scheme, which the sweep switches.
  await expect(page.locator("html")).toHaveAttribute("data-theme", ALWAYS_DARK.has(path) ? "dark" : "system");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleEverywhere(page);
}
