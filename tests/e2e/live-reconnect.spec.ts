import { expect, test } from "./fixtures.ts";

const adminToken = process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001";

type LiveGroup = {
  matches: Array<{ id: number; period: string | null; minute: number | null; away: { id: number } }>;
};

test("offline, the live stream pauses; back online, it catches up on the goal it missed", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|EventSource/);
  const groups = (
    (await (await request.get("/api/matches/live?sport=football")).json()) as { data: LiveGroup[] }
  ).data;
  // The last match in play: the live-goal spec scores in the first one at the same time.
  const match = groups
    .flatMap((group) => group.matches)
    .findLast((m) => m.period === "1H" || m.period === "2H");
  expect(match, "the demo world has a match in play").toBeDefined();
  const { id } = match!;

  const minute =
    match!.period === "1H"
      ? Math.min(45, match!.minute ?? 1)
      : Math.min(90, Math.max(45, match!.minute ?? 45));
  const goal = async (tag: string) => {
    const scored = await request.post(`/api/admin/matches/${id}/events`, {
      headers: { Authorization: `Bearer ${adminToken}`, "Idempotency-Key": `e2e-${tag}-${id}-${Date.now()}` },
      data: { type: "goal", minute, teamId: match!.away.id },
    });
    expect(scored.status()).toBe(201);
    return ((await scored.json()) as { match: { home: number; away: number } }).match;
  };

  await page.goto(`/match/${id}`);
  const score = page.locator(`section[data-match-id="${id}"] [data-score]`);
  await expect(score).toBeVisible();
  // A goal seen live first: the stream is open and the page holds an id to resume from.
  const seen = await goal("online");
  await expect(score).toHaveText(`${seen.home} - ${seen.away}`);
  const before = await score.textContent();

  await context.setOffline(true);
  const after = await goal("offline");
  await page.waitForTimeout(1_000);
  expect(await score.textContent(), "no update arrives while offline").toBe(before);

  const resumed = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === `/api/live/matches/${id}` && url.searchParams.has("lastEventId");
  });
  await context.setOffline(false);
  await resumed;
  await expect(score).toHaveText(`${after.home} - ${after.away}`);
});
