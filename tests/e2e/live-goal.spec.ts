import { expect, test } from "./fixtures.ts";

// The end-to-end server gets this token through playwright.config.ts.
const adminToken = process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001";

type LiveGroup = {
  matches: Array<{ id: number; period: string | null; minute: number | null; home: { id: number } }>;
};

test("a goal scored through the manual scoring API shows on open home and match pages without reload", async ({
  page,
  context,
  request,
}) => {
  const groups = (await (await request.get("/api/matches/live?sport=football")).json()) as LiveGroup[];
  const match = groups.flatMap((group) => group.matches).find((m) => m.period === "1H" || m.period === "2H");
  expect(match, "the demo world has a match in play").toBeDefined();
  const { id } = match!;

  const homeStream = page.waitForResponse((response) => response.url().endsWith("/api/live"));
  await page.goto("/");
  // The day's list: on a wide page the hot matches beside it may hold the same match again.
  const row = page.getByTestId("day-matches").locator(`li[data-match-id="${id}"]`);
  await expect(row).toBeVisible();
  const matchPage = await context.newPage();
  const matchStream = matchPage.waitForResponse((response) => response.url().endsWith("/api/live"));
  await matchPage.goto(`/match/${id}`);
  const header = matchPage.locator(`section[data-match-id="${id}"]`);
  await expect(header).toBeVisible();
  await Promise.all([homeStream, matchStream]);

  const minute =
    match!.period === "1H"
      ? Math.min(45, match!.minute ?? 1)
      : Math.min(90, Math.max(45, match!.minute ?? 45));
  const scored = await request.post(`/api/admin/matches/${id}/events`, {
    headers: { Authorization: `Bearer ${adminToken}`, "Idempotency-Key": `e2e-goal-${id}-${Date.now()}` },
    data: { type: "goal", minute, teamId: match!.home.id, playerName: "Ada Stone" },
  });
  expect(scored.status()).toBe(201);
  const { match: after } = (await scored.json()) as { match: { home: number; away: number } };

  await expect(header.locator("[data-score]")).toHaveText(`${after.home} - ${after.away}`);
  await expect(header.locator("[data-goal]")).toHaveCount(1);
  await expect(row.locator("[data-score]").first()).toHaveText(String(after.home));
  await expect(row.locator("[data-score]").last()).toHaveText(String(after.away));
});
