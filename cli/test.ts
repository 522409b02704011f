// `npm test`: every check the project has, stopping at the first failure: typecheck, lint and the
// production build side by side (none reads what another writes), then unit + integration tests
// beside the end-to-end tests in Chromium against that build.
// `npm test -- unit e2e` runs only the steps whose key or name holds one of the words.
// With TEST_TIMINGS naming a file, each step's time and result are appended to it as
// `name<TAB>seconds<TAB>result` lines (.ci/run prints them in its summary).
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
/** `streams`: the step's output is shown as it comes even beside others (at most one per group). */
type Step = { key: string; name: string; command: string[]; streams?: boolean };
// Steps in one group run at once; a group starts when the one before it has passed. Vitest runs
// beside the journeys, which spend most of their time waiting on the browser and the live clock:
// in a row the two took 800 s on CI's two cores, side by side about the journeys' time alone.
const groups: Step[][] = [
  [
    { key: "typecheck", name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
    { key: "lint", name: "lint", command: ["npm", "run", "-s", "lint"] },
    { key: "build", name: "build", command: ["npx", "react-router", "build"] },
  ],
  [
    { key: "unit", name: "unit and integration tests (PGlite)", command: ["npx", "vitest", "run"] },
    { key: "e2e", name: "end-to-end tests", command: ["npx", "playwright", "test"], streams: true },
  ],
];

function note(name: string, seconds: string, result: string) {
  if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, `${name}\t${seconds}\t${result}\n`);
}

const running = new Set<ChildProcess>();
const stopped = new Set<ChildProcess>();
// Each step leads a process group of its own, so ending it ends its workers and browsers too.
const end = (child: ChildProcess) => {
  stopped.add(child);
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) end(child);
    process.exit(130);
  });
}

/**
 * Runs a step. Alone (or marked `streams`), its output streams as it comes; beside others, it is
 * held and printed whole when the step ends, so two steps' lines never interleave.
 */
function run({ name, command, streams }: Step, alone: boolean): Promise<{ ok: boolean; seconds: string }> {
  const [program, ...args] = command;
  const started = Date.now();
  const live = alone || streams === true;
  if (live) process.stdout.write(`\n▶ ${name}\n`);
  const child = spawn(program!, args, {
    cwd: root,
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((done) => {
    child.on("close", (status) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(held).toString()}`);
      const ok = status === 0;
      const result = ok ? "ok" : stopped.has(child) ? "stopped" : "failed";
      process.stdout.write(ok ? `✓ ${name} (${seconds}s)\n` : `\n✗ ${name} ${result} after ${seconds}s\n`);
      note(name, seconds, result);
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
  // The first failure ends the steps still running beside it: the answer is already no.
  const results = await Promise.all(
    group.map((step) =>
      run(step, group.length === 1).then((result) => {
        if (!result.ok) for (const child of running) end(child);
        return result;
      }),
    ),
  );
  if (results.some((result) => !result.ok)) {
    for (const skipped of chosen.slice(index + 1).flat()) note(skipped.name, "", "not run");
    process.exit(1);
  }
}
