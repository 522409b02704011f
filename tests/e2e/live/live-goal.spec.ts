import { expect, test } from "../support/fixtures.ts";
import { kickedOffFixture, minuteToRecord, recordForPlayer } from "../support/in-play.ts";
import { adminToken } from "../support/staff.ts";

// The end-to-end server gets this token through playwright.config.ts.

test("a goal scored through the manual scoring API shows on open home and match pages without reload", async ({
  page,
  context,
  request,
  inPlay,
}) => {
  // A match of its own: the score it expects is the one its goal makes.
  const match = await inPlay({ minutesLeft: 5, own: "while-running" });
  const { id } = match;

  const homeStream = page.waitForResponse((response) => response.url().endsWith("/api/live"));
  await page.goto("/");
  // The day's list: on a wide page the hot matches beside it may hold the same match again.
  const row = page.getByTestId("day-matches").locator(`li[data-match-id="${id}"]`);
  await expect(row).toBeVisible();
  const matchPage = await context.newPage();
  const matchStream = matchPage.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/live/matches/${id}`,
  );
  await matchPage.goto(`/match/${id}`);
  const header = matchPage.locator(`section[data-match-id="${id}"]`);
  await expect(header).toBeVisible();
  await Promise.all([homeStream, matchStream]);

  const minute = minuteToRecord(match);
  const { answer: scored } = await recordForPlayer(request, match, "home", { type: "goal", minute });
  expect(scored.status()).toBe(201);
  const { match: after } = (await scored.json()) as { match: { home: number; away: number } };

  await expect(header.locator("[data-score]")).toHaveText(`${after.home} - ${after.away}`);
  await expect(header.locator("[data-goal]")).toHaveCount(1);
  await expect(row.locator("[data-score]").first()).toHaveText(String(after.home));
  await expect(row.locator("[data-score]").last()).toHaveText(String(after.away));
});

test("a match an operator abandons shows so on its open page without reload", async ({ page, request }) => {
  // A fixture of its own: the demo matches other specs watch play on.
  const automation = { Authorization: `Bearer ${adminToken}` };
  const { id } = await kickedOffFixture(request, "abandon");

  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/live/matches/${id}`,
  );
  await page.goto(`/match/${id}`);
  const header = page.locator(`section[data-match-id="${id}"]`);
  await expect(header).toHaveAttribute("data-status", "live");
  await stream;
  // The simulator may play a minute in between: abandon the version as it now is.
  await expect(async () => {
    const { version } = (await (await request.get(`/api/cms/matches/${id}`, { headers: automation })).json())
      .data as { version: number };
    const abandoned = await request.patch(`/api/cms/matches/${id}`, {
      headers: automation,
      data: { status: "abandoned", version },
    });
    expect(abandoned.status()).toBe(200);
  }).toPass();

  await expect(header).toHaveAttribute("data-status", "abandoned");
  await expect(header).toContainText("Aband.");
});
