import type { APIRequestContext } from "@playwright/test";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminNav, adminToken, staffMember } from "../support/staff.ts";

const automation = { Authorization: `Bearer ${adminToken}` };

/** A fixture made through the API as automation, later today (UTC) so it sits on today's lists. */
async function fixtureToday(request: APIRequestContext, key: string) {
  const list = await request.get("/api/cms/matches?limit=1", { headers: automation });
  const [sample] = (await list.json()).data as Array<{
    season_id: number;
    home_team_id: number;
    away_team_id: number;
  }>;
  const now = new Date();
  const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59);
  const kickoff = new Date(Math.min(now.getTime() + 90 * 60_000, endOfDay));
  const made = await request.post("/api/cms/matches", {
    headers: { ...automation, "Idempotency-Key": `${key}-${Date.now()}` },
    data: {
      season_id: sample!.season_id,
      home_team_id: sample!.home_team_id,
      away_team_id: sample!.away_team_id,
      kickoff_at: kickoff.toISOString(),
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).data as { id: number; home_team_name: string; away_team_name: string };
}

test("an operator creates a match, postpones it after confirming, and fans see it postponed; phone and desktop, light and dark", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Three screens swept by axe in four looks each, after the journey.
  test.setTimeout(patience(90_000));
  // The refused create answers 422, which Chromium reports on the console.
  consoleErrors.allow(/status of 422/);
  await staffMember(page, request, "operator", true);
  await page.goto("/cms/matches");
  await expect((await adminNav(page)).getByRole("link", { name: "Matches" })).toBeVisible();
  await page.getByRole("link", { name: "New match" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New match");
  await page.getByLabel("Competition season").selectOption({ index: 1 });
  await page.getByLabel("Home team").selectOption({ index: 1 });
  await page.getByLabel("Away team").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Create match" }).click();
  await expect(page.getByText("A team cannot play itself")).toBeVisible();
  await page.getByLabel("Away team").selectOption({ index: 2 });
  await page.getByLabel("Round", { exact: true }).fill("Friendly");
  await page.getByRole("button", { name: "Create match" }).click();
  await expect(page).toHaveURL(/\/cms\/matches\/\d+\?created=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Match created." })).toBeVisible();
  const id = Number(/matches\/(\d+)/.exec(page.url())![1]);

  await page.getByRole("link", { name: "Postpone" }).click();
  await expect(page.getByText("Fans see the match as postponed at once")).toBeVisible();
  await page.getByRole("button", { name: "Yes, postpone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The match is postponed." })).toBeVisible();

  await page.goto(`/match/${id}`);
  await expect(page.locator(`[data-match-id="${id}"]`).first()).toHaveAttribute("data-status", "postponed");

  for (const path of ["/cms/matches?status=postponed", "/cms/matches/new", `/cms/matches/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page);
  }
  await page.goto("/cms/matches?status=postponed&sort=updated&order=desc");
  await expect(page.getByRole("row").nth(1)).toHaveAttribute("data-match-id", String(id));
});

test("a stale edit shows the other person's values and reloads them; unsaved changes ask before leaving", async ({
  page,
  request,
  browser,
  context,
  consoleErrors,
}) => {
  test.setTimeout(patience(120_000));
  // The stale save answers 409, which Chromium reports on the console.
  consoleErrors.allow(/status of 409/);
  await staffMember(page, request, "operator", true);
  const match = await fixtureToday(request, "stale-edit");
  await page.goto(`/cms/matches/${match.id}`);

  const other = await browser.newContext({ storageState: await context.storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto(`/cms/matches/${match.id}`);
  await otherPage.getByLabel("Round", { exact: true }).fill("Matchday 30");
  await otherPage.getByRole("button", { name: "Save changes" }).click();
  await expect(otherPage.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await other.close();

  await page.getByLabel("Round", { exact: true }).fill("Matchday 31");
  await page.getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else changed this" });
  await expect(conflict).toContainText("Matchday 30");
  await page.getByRole("link", { name: "Load their version" }).click();
  await expect(page.getByLabel("Round", { exact: true })).toHaveValue("Matchday 30");

  await page.getByLabel("Referee").fill("Ann Whistle");
  await page.getByRole("link", { name: "All matches" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByLabel("Referee")).toHaveValue("Ann Whistle");
  await page.getByRole("link", { name: "All matches" }).click();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/cms\/matches$/);
});

test("the pinned match leads today's hot matches until unpinned, and the list says who pinned it", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  await staffMember(page, request, "operator", true);
  const match = await fixtureToday(request, "hot-pin");
  await page.goto(`/cms/matches?q=${encodeURIComponent(match.home_team_name)}&sort=updated&order=desc`);
  // Other journeys make fixtures between the same two teams at the same time: pin this one's row.
  await page
    .locator(`tr[data-match-id="${match.id}"]`)
    .getByRole("button", { name: `Pin ${match.home_team_name} v ${match.away_team_name} as hot match` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Pinned as today's hot match." })).toBeVisible();
  await expect(page.getByText("Hot match pinned by Staff operator")).toBeVisible();
  try {
    await page.goto("/hot-match-today");
    await expect(page.locator("[data-match-id]").first()).toHaveAttribute("data-match-id", String(match.id));
  } finally {
    await page.goto("/cms/matches");
    await page.getByRole("button", { name: "Unpin hot match" }).click();
    await expect(page.getByRole("status").filter({ hasText: "No match is pinned now." })).toBeVisible();
  }
});
