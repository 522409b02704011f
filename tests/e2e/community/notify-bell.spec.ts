import { expect, test } from "../support/fixtures.ts";

// A web push subscription lives on the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// Headless Chromium has no vendor push service behind PushManager, so subscribe() is replaced by
// one that returns a well-formed subscription, and the API calls are answered here: the server
// never stores an endpoint it would push to. Sending is covered by server/notify/notify.test.ts.
const FAKE_KEY = `B${"A".repeat(86)}`;
const FAKE_AUTH = "AAAAAAAAAAAAAAAAAAAAAA";

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(
    ({ key, auth }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const endpoint = "https://push.example.net/send/e2e";
        current = {
          endpoint,
          options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: key, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    { key: FAKE_KEY, auth: FAKE_AUTH },
  );
});

test("a team's bell registers the service worker, subscribes on click and turns off again", async ({
  page,
}) => {
  const bodies: Array<{ method: string; body: Record<string, unknown> }> = [];
  await page.route("**/api/notifications/subscriptions", async (route) => {
    const request = route.request();
    bodies.push({ method: request.method(), body: request.postDataJSON() as Record<string, unknown> });
    await route.fulfill(
      request.method() === "POST"
        ? { status: 201, contentType: "application/json", body: '{"teams":[],"matches":[]}' }
        : { status: 204 },
    );
  });
  await page.goto("/team");
  await page.locator("main a[href^='/team/']").first().click();
  await page.waitForURL(/\/team\/\d+/);
  const teamId = Number(/\/team\/(\d+)/.exec(page.url())?.[1]);

  const bell = page.locator("button[data-notify-state]");
  await expect(bell).toHaveAttribute("data-notify-state", "off");
  await expect(bell).toHaveText("Notify me");
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
  expect(worker.script).toMatch(/\/sw\.js$/);
  expect(new URL(worker.scope).pathname).toBe("/");

  await bell.click();
  await expect(bell).toHaveAttribute("aria-pressed", "true");
  await expect(bell).toHaveText("Notifying");
  expect(bodies[0]).toEqual({
    method: "POST",
    body: {
      endpoint: "https://push.example.net/send/e2e",
      expirationTime: null,
      keys: { p256dh: FAKE_KEY, auth: FAKE_AUTH },
      teams: [teamId],
      matches: [],
      // Pushes are worded in the language the page is read in.
      locale: "en",
    },
  });

  await page.reload();
  await expect(bell).toHaveAttribute("data-notify-state", "on");
  await bell.click();
  await expect(bell).toHaveAttribute("data-notify-state", "off");
  expect(bodies.at(-1)).toEqual({
    method: "DELETE",
    body: { endpoint: "https://push.example.net/send/e2e" },
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the match page offers the bell for a live match, as an icon beside the header", async ({
    page,
    inPlay,
  }) => {
    const live = await inPlay();
    await page.goto(`/match/${live.id}`);
    const bell = page.getByRole("button", { name: /^Notify me: .+ v .+$/ });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute("data-notify-state", "off");
    const box = await bell.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
