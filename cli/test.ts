// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint, unit + integration tests, production build, end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const steps: Array<[string, string[]]> = [
  ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ["lint", ["npm", "run", "-s", "lint"]],
  ["unit and integration tests", ["npx", "vitest", "run"]],
  ["build", ["npx", "react-router", "build"]],
  ["end-to-end tests", ["npx", "playwright", "test"]],
];

const only = process.argv.slice(2);
for (const [name, [command, ...args]] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command!, args, { cwd: root, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✗ ${name} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${name} (${seconds}s)\n`);
}
