// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint, unit + integration tests, production build, end-to-end tests in Chromium.
// `node cli/test.ts unit e2e` runs only the steps whose key or name holds one of the words.
// With TEST_TIMINGS naming a file, each step's time and result are appended to it as
// `name<TAB>seconds<TAB>result` lines (.ci/run prints them in its summary).
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const steps: Array<{ key: string; name: string; command: string[] }> = [
  { key: "typecheck", name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
  { key: "lint", name: "lint", command: ["npm", "run", "-s", "lint"] },
  { key: "unit", name: "unit and integration tests (PGlite)", command: ["npx", "vitest", "run"] },
  { key: "build", name: "build", command: ["npx", "react-router", "build"] },
  { key: "e2e", name: "end-to-end tests", command: ["npx", "playwright", "test"] },
];

function note(name: string, seconds: string, result: string) {
  if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, `${name}\t${seconds}\t${result}\n`);
}

const only = process.argv.slice(2);
const chosen = steps.filter(
  ({ key, name }) => only.length === 0 || only.some((word) => key === word || name.includes(word)),
);
for (const [index, { name, command }] of chosen.entries()) {
  const [program, ...args] = command;
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(program!, args, { cwd: root, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✗ ${name} failed after ${seconds}s\n`);
    note(name, seconds, "failed");
    for (const skipped of chosen.slice(index + 1)) note(skipped.name, "", "not run");
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${name} (${seconds}s)\n`);
  note(name, seconds, "ok");
}
