import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { automation } from "../support/staff.ts";

// A staff write anywhere drops every shared page (page-cache-edge.ts), and the admin journeys beside
// these make such writes at any moment: one dropped between two loads is a miss that says nothing
// about the cache. So each check loads the page until a copy is served from the cache, a few times at
// most; a cache that never keeps the page still fails.
const LOADS = { intervals: [0, 100, 250, 500], timeout: 5_000 };

async function cachedCopy(request: APIRequestContext, path: string) {
  let served: Awaited<ReturnType<APIRequestContext["get"]>> | undefined;
  await expect
    .poll(async () => {
      served = await request.get(path);
      return served.headers()["x-cache"];
    }, LOADS)
    .toBe("HIT");
  return served!;
}

async function openCachedCopy(page: Page, path: string) {
  await expect.poll(async () => (await page.goto(path))?.headers()["x-cache"], LOADS).toBe("HIT");
}

// The shared page cache (docs/decisions/036-page-cache.md) on the real pages of the production build.
test.describe("shared pages", () => {
  test("a page served from the cache runs its scripts: the CSP names the nonce its copy carries", async ({
    page,
    request,
  }) => {
    const served = await cachedCopy(request, "/pricing");
    const nonce = /'nonce-([^']+)'/.exec(served.headers()["content-security-policy"] ?? "")?.[1];
    expect(await served.text()).toContain(`nonce="${nonce}"`);

    await openCachedCopy(page, "/pricing");
    // The live stream is opened by the page's scripts: they ran, the policy let them.
    const stream = page.waitForRequest((asked) => asked.url().includes("/api/live"));
    await page.goto("/");
    await stream;
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  test("browsers revalidate and get 304; signed-out pages say a CDN may keep them", async ({ request }) => {
    const first = await request.get("/pricing");
    const etag = first.headers().etag!;
    expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+/);
    expect(first.headers().vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    const again = await request.get("/pricing", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
  });

  test("an operator's edit shows on the next load of a shared page", async ({ request }) => {
    await cachedCopy(request, "/pricing");
    const name = `Cup run pass ${Date.now()}`;
    const created = await request.post("/api/cms/plans", {
      headers: { ...automation, "Idempotency-Key": `page-cache-${Date.now()}` },
      data: { name, amount: 250, currency: "EUR", interval: "pass", interval_count: 3, sort_order: 90_000 },
    });
    expect(created.status()).toBe(201);
    const { data: plan } = (await created.json()) as { data: { id: number; version: number } };
    const shown = await request.get("/pricing");
    expect(shown.headers()["x-cache"]).toBe("MISS");
    expect(await shown.text()).toContain(name);

    // Off sale again: the next visitor no longer sees it.
    const withdrawn = await request.patch(`/api/cms/plans/${plan.id}`, {
      headers: { ...automation, "If-Match": `"${plan.version}"` },
      data: { active: false },
    });
    expect(withdrawn.status()).toBe(200);
    expect(await (await request.get("/pricing")).text()).not.toContain(name);
  });
});
