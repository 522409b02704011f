/**
 * Vitest's test files. Kept apart from the scripts that read it (cli/test-graph.ts): every module
 * vitest.config.ts loads counts as configuration, and a change to one reruns the whole suite under
 * `vitest related` and `npm run test:changed`.
 */
export const UNIT_TEST_GLOB = "{app,server,cli,shared}/**/*.test.{ts,tsx}";
