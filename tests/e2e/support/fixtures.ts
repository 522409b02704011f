import { test as base, expect, type Page, type Response } from "@playwright/test";
import { type InPlayMatch, MatchHolds, type MatchNeeds, matchInPlay } from "./in-play.ts";

type ConsoleGuard = {
  /** Console errors a test expects, e.g. Chromium's own line about a 404 response. */
  allow(pattern: RegExp): void;
};

/**
 * The visitor address a test browses from (the e2e server trusts its loopback proxy): each test
 * is its own visitor, as real fans are, so per-address limits count one test's requests, not the run's.
 */
function visitorAddress(testId: string, retry: number): string {
  let hash = retry;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * The framework chunk is fetched once the page has painted (app/lib/script-order.server.ts), so the load event can
 * come before hydration, and a fan's key press in that moment does nothing. Tests act once the page
 * says it is hydrated (`html[data-hydrated]`). A page whose scripts a test blocks on purpose never
 * says so: after ten seconds the test goes on and its own assertions judge the page.
 */
const awaitingHydration = new WeakSet<Page>();
function waitForHydration(page: Page) {
  if (awaitingHydration.has(page)) return;
  awaitingHydration.add(page);
  const hydrated = async (response: Response | null, waitUntil?: string) => {
    if (!response || waitUntil === "commit") return response;
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return response;
    await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached", timeout: 10_000 })
      .catch(() => undefined);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
}

/** A match in play that meets a journey's needs (tests/e2e/support/in-play.ts). */
type InPlay = (needs?: MatchNeeds) => Promise<InPlayMatch>;

/** Every end-to-end test fails on an unexpected console.error or uncaught page error. */
export const test = base.extend<{ consoleErrors: ConsoleGuard; inPlay: InPlay }>({
  inPlay: async ({ request }, use, testInfo) => {
    const holds = new MatchHolds(testInfo.testId);
    await use((needs) => matchInPlay(request, holds, needs));
    holds.release();
  },
  context: async ({ context }, use) => {
    for (const page of context.pages()) waitForHydration(page);
    context.on("page", waitForHydration);
    await use(context);
  },
  // A second visitor's browser context, opened by the test itself, waits for hydration the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on("page", waitForHydration);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo.testId, testInfo.retry) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { patience } from "./patience.ts";
export { expect };
