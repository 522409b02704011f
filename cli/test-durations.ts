// `npm run -s test:durations`: keeps the wall time of each test file, read from
// Vitest's cache of the last run, in tests/setup/test-durations.json, which orders a fresh checkout's
// run slowest first (tests/setup/slow-first.ts). Run after `npx vitest run` when files were added or
// have grown slow.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DURATIONS_FILE } from "../tests/setup/slow-first.ts";

const cacheRoot = resolve(import.meta.dirname, "../node_modules/.vite/vitest");
type Cache = { projects: Record<string, { files: Record<string, { duration: number; failed: boolean }> }> };
const caches = existsSync(cacheRoot)
  ? readdirSync(cacheRoot)
      .map((name) => join(cacheRoot, name, "results.json"))
      .filter((file) => existsSync(file))
  : [];
if (caches.length === 0) {
  console.error("No Vitest results to read: run `npx vitest run` first.");
  process.exit(1);
}
const files: Record<string, number> = {};
for (const cache of caches) {
  const { projects } = JSON.parse(readFileSync(cache, "utf8")) as Cache;
  for (const project of Object.values(projects))
    for (const [file, result] of Object.entries(project.files))
      if (existsSync(resolve(import.meta.dirname, "..", file)) && result.duration > 0)
        files[file] = Math.max(1, Math.round(result.duration));
}
const sorted = Object.fromEntries(Object.entries(files).sort(([, a], [, b]) => b - a));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} test files written to ${DURATIONS_FILE}`);
