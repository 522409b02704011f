import { expect, test } from "../support/fixtures.ts";
import { minuteToRecord } from "../support/in-play.ts";
import { adminToken } from "../support/staff.ts";

// Offline and back with the service worker in charge, as fans have it (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test("offline, the live stream pauses; back online, it catches up on the goal it missed", async ({
  page,
  context,
  request,
  consoleErrors,
  inPlay,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|EventSource/);
  // A match of its own: the scores it expects are the ones its goals make.
  const match = await inPlay({ minutesLeft: 5, own: "while-running" });
  const { id } = match;
  const minute = minuteToRecord(match);
  const goal = async (tag: string) => {
    const scored = await request.post(`/api/admin/matches/${id}/events`, {
      headers: { Authorization: `Bearer ${adminToken}`, "Idempotency-Key": `e2e-${tag}-${id}-${Date.now()}` },
      data: { type: "goal", minute, teamId: match.away.id },
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
