/**
 * How long a test may take: doubled on CI, whose shared two-core machines have run the suite at a
 * third of their usual speed. A limit here is a watchdog for a stuck test, never a speed check
 * (speed is measured by the benchmarks), so a slow machine must not fail a working journey.
 */
const PATIENCE = process.env.CI ? 2 : 1;

/** A test's time limit, scaled by the machine's patience: `test.setTimeout(patience(120_000))`. */
export const patience = (ms: number) => ms * PATIENCE;
