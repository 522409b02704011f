import { expect, test } from "./fixtures.ts";
import { automation } from "./staff.ts";

// The shared page cache (docs/decisions/036-page-cache.md) on the real pages of the production build.
test.describe("shared pages", () => {
  test("a page served from the cache runs its scripts: the CSP names the nonce its copy carries", async ({
    page,
    request,
  }) => {
    // Pricing changes only with an operator's edit, so nothing drops it between the two loads.
    await request.get("/pricing");
    const served = await request.get("/pricing");
    expect(served.headers()["x-cache"]).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(served.headers()["content-security-policy"] ?? "")?.[1];
    expect(await served.text()).toContain(`nonce="${nonce}"`);

    const response = await page.goto("/pricing");
    expect(response?.headers()["x-cache"]).toBe("HIT");
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
    expect(first.headers().vary).toBe("Accept-Encoding, Cookie");
    const again = await request.get("/pricing", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
  });

  test("an operator's edit shows on the next load of a shared page", async ({ request }) => {
    await request.get("/pricing");
    expect((await request.get("/pricing")).headers()["x-cache"]).toBe("HIT");
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
