import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { demoPages } from "../support/demo-world.ts";
import { expect, patience, test } from "../support/fixtures.ts";

// The first paint does not wait behind the framework's 92 KB, nor the stylesheet behind the page's
// chunks, and the page's code is fetched once that paint has been shown (app/lib/script-order.server.ts).
test("a page preloads its own chunks after its stylesheet, and the framework only once it has painted, then hydrates", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads.length, "the page's own chunks are preloaded").toBeGreaterThan(3);
  expect(preloads.filter((href) => /\/framework-[^/]+\.js$/.test(href ?? ""))).toEqual([]);
  const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
  expect(stylesheet, "the stylesheet is in the head").toBeGreaterThan(0);
  expect(stylesheet, "the stylesheet comes before every chunk").toBeLessThan(
    html.indexOf('rel="modulepreload"'),
  );
  expect(html, "the module script still names the framework").toMatch(/\/assets\/framework-[^"]+\.js/);

  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(scripts.some((path) => /^\/assets\/framework-[^/]+\.js$/.test(path))).toBe(true);
  const [painted, frameworkAsked] = await page.evaluate(() => [
    performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    performance.getEntriesByType("resource").find((entry) => /\/framework-[^/]+\.js$/.test(entry.name))
      ?.startTime ?? Number.NaN,
  ]);
  expect(frameworkAsked, "the framework was asked for after the first contentful paint").toBeGreaterThan(
    painted,
  );
  // Hydrated means working: the search key opens the dialog.
  await page.keyboard.press("/");
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
});

// The header's controls sit at its end edge, so each one arriving would push those before it aside: a
// frame painted while the header is half parsed would show them moving. The first paint waits for the
// header's end tag (rel=expect in the head). A proxy in front of the server sends the document cut
// inside the header's controls and the rest a second and a half later, as a stalled line would.
test("the first paint waits until the whole header has arrived, however the document is cut", async ({
  page,
  baseURL,
}) => {
  const held = 1_500;
  let restSentAt = 0;
  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
      headers: { "accept-language": "en", "x-forwarded-for": "198.18.254.7" },
    });
    const type = upstream.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) {
      response.writeHead(upstream.status, { "content-type": type });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = html.indexOf("<fieldset");
    response.writeHead(upstream.status, { "content-type": type });
    response.write(html.slice(0, cut));
    setTimeout(() => {
      restSentAt = Date.now();
      response.end(html.slice(cut));
    }, held);
  });
  await new Promise<void>((listening) => proxy.listen(0, "127.0.0.1", listening));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
    const firstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return paint ? performance.timeOrigin + paint.startTime : null;
    });
    expect(restSentAt, "the proxy held the rest of the document back").toBeGreaterThan(0);
    expect(firstPaint, "the page was painted").not.toBeNull();
    // Clocks of one machine; the paint can only follow the rest's arrival.
    expect(firstPaint!).toBeGreaterThanOrEqual(restSentAt);
  } finally {
    proxy.closeAllConnections();
    proxy.close();
  }
});

// Code a visitor may never use waits until it is wanted: the search results until the search opens,
// a match's other tabs until they are opened, the chat until it is on screen (a phone's summary tab
// never shows it).
test("the search results, a match's other tabs and its chat load their code only when opened", async ({
  page,
  request,
}) => {
  // Four parts opened in turn on one page.
  test.setTimeout(patience(60_000));
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  const loaded = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  await page.setViewportSize({ width: 390, height: 844 });
  const { liveMatch } = await demoPages(request);
  await page.goto(liveMatch);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loaded("chat-panel"), "the chat's code on the summary tab").toBe(false);
  expect(loaded("search-results"), "the search results' code before a search").toBe(false);
  expect(loaded("line-ups"), "the line-ups' code on the summary tab").toBe(false);

  await page.getByRole("button", { name: "Search" }).click();
  const search = page.getByRole("dialog", { name: "Search" });
  await search.getByRole("searchbox").fill("a");
  await expect(search.getByText(/results for a$/)).toBeAttached();
  expect(loaded("search-results")).toBe(true);
  await search.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: "Line-ups" }).click();
  await expect(page.getByRole("heading", { name: "Line-ups" })).toBeVisible();
  expect(loaded("line-ups")).toBe(true);

  await page.getByRole("link", { name: "Chat" }).click();
  const chat = page.getByRole("region", { name: "Fan chat" });
  await expect(chat.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(loaded("chat-panel")).toBe(true);
});
