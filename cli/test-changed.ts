// `npm run test:changed`: a quick check of what this branch touches, before the whole `npm test`.
// The changed files are those that differ from where the branch left main (commits, edits not yet
// committed, new files). Vitest runs the tests that load any of them; Playwright runs the end-to-end
// specs that changed or load a changed module, against the production build in build/.
// `npm run test:changed -- --list` names the changed modules and specs and runs nothing.
import { spawnSync } from "node:child_process";
import { existsSync, globSync } from "node:fs";
import { join } from "node:path";
import { importClosure, root } from "./test-graph.ts";

function git(...args: string[]): string[] {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.split("\n").filter(Boolean) : [];
}

function run(command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${command} ${args.join(" ")}\n`);
  return spawnSync(command, args, { cwd: root, stdio: "inherit" }).status === 0;
}

const base = git("merge-base", "HEAD", "main")[0] ?? "HEAD";
const changed = new Set(
  [...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")].filter((file) =>
    existsSync(join(root, file)),
  ),
);
const modules = [...changed].filter((file) => /\.tsx?$/.test(file) && !file.startsWith("tests/e2e/"));
const specs = globSync("tests/e2e/**/*.spec.ts", { cwd: root })
  .sort()
  .filter((spec) => [...importClosure(spec)].some((module) => changed.has(module)));

process.stdout.write(
  `${changed.size} files changed since ${base.slice(0, 12)}: ${modules.length} modules, ${specs.length} end-to-end specs\n`,
);
if (process.argv.includes("--list")) {
  process.stdout.write([...modules, ...specs].map((file) => `  ${file}\n`).join(""));
  process.exit(0);
}
let passed = true;
if (modules.length > 0) passed = run("npx", ["vitest", "related", "--run", "--passWithNoTests", ...modules]);
if (specs.length > 0) {
  if (!existsSync(join(root, "build/server/index.js"))) {
    process.stdout.write(
      "\nThe end-to-end specs run against the production build: run `npm run build` first.\n",
    );
    passed = false;
  } else {
    process.stdout.write(
      "\nThe end-to-end specs run against build/: run `npm run build` after changing the app.\n",
    );
    passed = run("npx", ["playwright", "test", ...specs]) && passed;
  }
}
process.exit(passed ? 0 : 1);
