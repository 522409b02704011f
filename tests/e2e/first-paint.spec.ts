import { expect, test } from "./fixtures.ts";

// The first paint does not wait behind the framework's 92 KB (app/lib/framework-preload.server.ts).
test("a page preloads its own chunks but not the framework, which still arrives and hydrates the page", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads.length, "the page's own chunks are preloaded").toBeGreaterThan(3);
  expect(preloads.filter((href) => /\/framework-[^/]+\.js$/.test(href ?? ""))).toEqual([]);
  expect(html, "the module script still names the framework").toMatch(/\/assets\/framework-[^"]+\.js/);

  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(scripts.some((path) => /^\/assets\/framework-[^/]+\.js$/.test(path))).toBe(true);
  // Hydrated means working: the search key opens the dialog.
  await page.keyboard.press("/");
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
});
