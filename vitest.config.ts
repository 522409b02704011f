import { defineConfig } from "vitest/config";
import SlowFirst from "./tests/setup/slow-first.ts";
import { UNIT_TEST_GLOB } from "./tests/setup/test-files.ts";
import { lazyChunks } from "./vite.config.ts";

export default defineConfig({
  // The route modules import the built chunks' addresses (vite.config.ts); outside a build each is null.
  plugins: [lazyChunks()],
  test: {
    include: [UNIT_TEST_GLOB],
    setupFiles: ["./tests/setup/fail-on-console-error.ts", "./tests/setup/english-messages.ts"],
    globalSetup: ["./tests/setup/test-template.ts"],
    // Watchdogs, not speed checks (docs/decisions/026-one-retry-in-ci.md): a test file starts a site on
    // a database of its own, while another file does the same on the second core, and CI's shared
    // machines have run the suite at a third of their usual speed. A test needing more says why.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll asks again until this long has passed: a stream's first frame or a price out waits
    // behind the other core's work on a loaded machine, which one second did not always cover.
    expect: { poll: { timeout: 5_000 } },
    // Two cores here, and one worker more than cores: a file waiting out a lease, a child process or a
    // timer leaves its core to the third (the suite measured 257 s with two workers, 235 s with three).
    maxWorkers: 3,
    // A worker keeps the modules it has loaded from one test file to the next instead of evaluating
    // the server's ~800 modules again for each of ~200 files: the suite runs in under half the time
    // (docs/decisions/040-test-files-share-a-worker.md). Each file still builds its own site,
    // database and clock; no test mocks modules, which is what sharing would leak.
    isolate: false,
    // Slowest files first, from the durations kept in the repository when Vitest has none cached.
    sequence: { sequencer: SlowFirst },
    // CI shares its machine with other jobs; one retry keeps a starved run from failing the build,
    // and the reporter still names the test that needed it.
    retry: process.env.CI ? 1 : 0,
  },
});
