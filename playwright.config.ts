import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { authServiceEnv } from "./tests/e2e/support/auth-services.ts";
import { E2E_BANK } from "./tests/e2e/support/bank.ts";
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from "./tests/e2e/support/chromium.ts";
import { patience } from "./tests/e2e/support/patience.ts";
import { E2E_STRIPE } from "./tests/e2e/support/stripe.ts";

// Specs that need the whole browser rather than its headless shell.
const WHOLE_BROWSER = /notify-bell\.spec\.ts$/;
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Every run starts from an empty embedded database, seeded at boot like a fresh install.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "goalline-e2e-"));
// Workers load this file again: they must find the same folder (the specs read its SMS outbox).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // A run on a port of its own (two runs side by side in one checkout) keeps its traces apart too:
  // each run empties its output folder when it starts.
  outputDir: process.env.E2E_PORT ? `test-results/port-${port}` : "test-results",
  // SMTP receiver and OpenID provider for the sign-in specs; the fake Stripe for card payments.
  globalSetup: "./tests/e2e/support/auth-global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // CI machines are shared and noisy: a timing-sensitive check gets one more try there, and is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // Watchdogs for a stuck test, longer on CI's shared machines (tests/e2e/support/patience.ts).
  timeout: patience(30_000),
  expect: { timeout: patience(7_000) },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  projects: [
    // Lighthouse's timings are a benchmark (npm run bench:lighthouse); its budget holds only what a busy
    // machine does not change, so it runs beside the journeys, first, as the longest single test.
    {
      name: "lighthouse",
      testMatch: /lighthouse\.spec\.ts$/,
      use: { launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } },
    },
    // Journeys run in Chromium's headless shell, at about twice the speed of the whole browser
    // (docs/decisions/041-headless-shell-for-journeys.md)...
    {
      name: "e2e",
      testIgnore: [/lighthouse\.spec\.ts$/, WHOLE_BROWSER],
      use: { launchOptions: { executablePath: await headlessShellPath(), args: CHROMIUM_ARGS } },
    },
    // ...but web notifications run in the whole browser, whose notification permission is the one fans
    // have; the shell has no notification platform and only its Permissions API answers (decision 047).
    {
      name: "browser",
      testMatch: WHOLE_BROWSER,
      use: { launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } },
    },
  ],
  use: {
    baseURL,
    // Recording a trace costs every test screenshots and DOM snapshots; on CI only a retry records
    // one, so a failure still comes with its trace without slowing the passing run.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The offline copies' service worker fetches every page a journey opens a second time, with its
    // code and the offline page: a seventh of the suite's time. Journeys about what it does (offline,
    // a web push, each language's main paths, a first page load) allow it with `test.use`
    // (docs/decisions/083-service-worker-only-where-tested.md).
    serviceWorkers: "block",
  },
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SITE_URL: baseURL,
      // The manual scoring API's token, known to the live specs.
      // Each test is a visitor of its own: fixtures.ts names its address in X-Forwarded-For.
      TRUST_PROXY: "loopback",
      ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001",
      ...authServiceEnv(),
      // Contact-form messages go to this address on the SMTP receiver; the contact page shows it.
      SUPPORT_EMAIL: "support@goalline.test",
      // Bank transfers on, with an account the billing spec signs notifications for.
      ...E2E_BANK,
      // Card payments against the fake Stripe the global setup starts.
      ...E2E_STRIPE,
      // Production turns the demo switches off; the billing specs pay with the sandbox checkout,
      // and the live, video and highlight specs watch the simulator play the demo world.
      PAYMENT_SANDBOX: "on",
      SIMULATOR: "on",
      // The demo world as at another hour (npm run test:hours, docs/testing.md); unset, the real one.
      ...(process.env.DEMO_NOW ? { DEMO_NOW: process.env.DEMO_NOW } : {}),
    },
  },
});
