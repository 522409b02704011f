import { test as base, expect } from "@playwright/test";

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

/** Every end-to-end test fails on an unexpected console.error or uncaught page error. */
export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
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

export { expect };
