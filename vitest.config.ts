import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,cli}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: more workers only queue behind each other.
    maxWorkers: 2,
  },
});
