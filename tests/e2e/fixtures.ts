import { test as base, expect } from "@playwright/test";

type ConsoleGuard = {
  /** Console errors a test expects, e.g. Chromium's own line about a 404 response. */
  allow(pattern: RegExp): void;
};

/** Every end-to-end test fails on an unexpected console.error or uncaught page error. */
export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
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
