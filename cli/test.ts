// `npm test`: every check the project has, stopping at the first failure: typecheck, lint and the
// production build side by side (none reads what another writes), then unit + integration tests,
// then end-to-end tests in Chromium against that build.
// `npm test -- unit e2e` runs only the steps whose key or name holds one of the words.
// With TEST_TIMINGS naming a file, each step's time and result are appended to it as
// `name<TAB>seconds<TAB>result` lines (.ci/run prints them in its summary).
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
type Step = { key: string; name: string; command: string[] };
// Steps in one group run at once; a group starts when the one before it has passed.
const groups: Step[][] = [
  [
    { key: "typecheck", name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
    { key: "lint", name: "lint", command: ["npm", "run", "-s", "lint"] },
    { key: "build", name: "build", command: ["npx", "react-router", "build"] },
  ],
  [{ key: "unit", name: "unit and integration tests (PGlite)", command: ["npx", "vitest", "run"] }],
  [{ key: "e2e", name: "end-to-end tests", command: ["npx", "playwright", "test"] }],
];

function note(name: string, seconds: string, result: string) {
  if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, `${name}\t${seconds}\t${result}\n`);
}

/**
 * Runs a step. Alone, its output streams as it comes; beside others, it is held and printed whole
 * when the step ends, so two steps' lines never interleave.
 */
function run({ name, command }: Step, alone: boolean): Promise<{ ok: boolean; seconds: string }> {
  const [program, ...args] = command;
  const started = Date.now();
  if (alone) process.stdout.write(`\n▶ ${name}\n`);
  const child = spawn(program!, args, { cwd: root, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((done) => {
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(held).toString()}`);
      const ok = status === 0;
      process.stdout.write(ok ? `✓ ${name} (${seconds}s)\n` : `\n✗ ${name} failed after ${seconds}s\n`);
      note(name, seconds, ok ? "ok" : "failed");
      done({ ok, seconds });
    });
  });
}

const only = process.argv.slice(2);
const chosen = groups
  .map((group) =>
    group.filter(
      ({ key, name }) => only.length === 0 || only.some((word) => key === word || name.includes(word)),
    ),
  )
  .filter((group) => group.length > 0);
for (const [index, group] of chosen.entries()) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  if (results.some((result) => !result.ok)) {
    for (const skipped of chosen.slice(index + 1).flat()) note(skipped.name, "", "not run");
    process.exit(1);
  }
}
